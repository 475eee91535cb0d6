import { type RefObject, useEffect } from 'react'

/**
 * Starts `load` (a lazily loaded part's import) the first time the shopper shows an intent
 * to use what `area` holds: the pointer over it, or focus inside it. The part's code is then
 * there, or on its way, by the time the press that opens it lands.
 */
export function usePrefetchOnIntent(
  area: RefObject<HTMLElement | null>,
  load: () => Promise<unknown>,
): void {
  useEffect(() => {
    const element = area.current
    if (!element) return
    const controller = new AbortController()
    const prefetch = () => {
      controller.abort()
      void load()
    }
    element.addEventListener('pointerover', prefetch, { signal: controller.signal })
    element.addEventListener('focusin', prefetch, { signal: controller.signal })
    return () => controller.abort()
  }, [area, load])
}
