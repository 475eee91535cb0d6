import { useEffect, useState } from 'react'

/** The store menu's loading indicator waits this long (shopping-method-selector.md §9). */
export const STORE_MENU_LOADING_DELAY_MS = 200

/**
 * True once `loading` has lasted `delayMs` (shopping-method-selector.md §9 "The store-menu
 * loading indicator default timeout is 200 ms"): a quick answer shows no spinner at all.
 */
export function useLoadingIndicator(
  loading: boolean,
  delayMs: number = STORE_MENU_LOADING_DELAY_MS,
): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!loading) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [loading, delayMs])
  return loading && shown
}
