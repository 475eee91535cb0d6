import { useEffect, useRef, useState } from 'react'
import { shouldShowOnce, type TooltipShowOnceOptions } from './tooltip-show-once.js'

interface UseTooltipShowOnceOptions extends TooltipShowOnceOptions {
  onShownOnce?: ((key: string) => void) | undefined
}

/**
 * Decides once, on mount, whether the tooltip opens by itself; if it does, records it in
 * `storage` and tells the app through `onShownOnce` (once, even under StrictMode).
 */
export function useTooltipShowOnce(options: UseTooltipShowOnceOptions): boolean {
  const [autoOpen] = useState(() => shouldShowOnce(options))
  const latest = useRef(options)
  latest.current = options
  const recorded = useRef(false)
  useEffect(() => {
    const { key, storage, onShownOnce } = latest.current
    if (!autoOpen || recorded.current || key === undefined) return
    recorded.current = true
    try {
      storage?.setItem(key, 'shown')
    } catch {
      // A blocked storage only means the tooltip may show again next time.
    }
    onShownOnce?.(key)
  }, [autoOpen])
  return autoOpen
}
