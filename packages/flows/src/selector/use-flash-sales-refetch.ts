import { useEffect } from 'react'

// Flash sales load through their own call (checkout's `useFlashSales`), not a shared cache
// key, so a change of store or modality reaches them through this signal instead
// (shopping-method-selector.md §4: the flash sales are refetched).
const listeners = new Set<() => void>()

/** Reloads every flash-sales list on screen. */
export function refetchFlashSales(): void {
  for (const reload of [...listeners]) reload()
}

/** Registers `reload` while the caller is mounted, to run on `refetchFlashSales`. */
export function useFlashSalesRefetch(reload: () => void): void {
  useEffect(() => {
    listeners.add(reload)
    return () => {
      listeners.delete(reload)
    }
  }, [reload])
}
