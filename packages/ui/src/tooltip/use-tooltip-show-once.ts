import { useCallback, useRef } from 'react'
import { shouldShowOnce, type TooltipShowOnceOptions } from './tooltip-show-once.js'

interface UseTooltipShowOnceOptions extends TooltipShowOnceOptions {
  onShownOnce?: ((key: string) => void) | undefined
}

/**
 * Returns what to call when the tooltip opens: the first time, if no record says it was seen,
 * it records it in `storage` and tells the app through `onShownOnce` (once per mount).
 */
export function useTooltipShowOnce(options: UseTooltipShowOnceOptions): () => void {
  const latest = useRef(options)
  latest.current = options
  const recorded = useRef(false)
  return useCallback(() => {
    const { key, storage, onShownOnce } = latest.current
    if (recorded.current || key === undefined) return
    recorded.current = true
    if (!shouldShowOnce(latest.current)) return
    try {
      storage?.setItem(key, 'shown')
    } catch {
      // A blocked storage only means the record is written again next time.
    }
    onShownOnce?.(key)
  }, [])
}
