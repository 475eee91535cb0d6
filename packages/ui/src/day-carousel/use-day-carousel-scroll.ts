import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react'
import {
  getScrollEdges,
  getVisibleValues,
  type ScrollEdges,
  sameValues,
} from './day-carousel-scroll.js'

/** Items of the viewport that report their value for visibility tracking. */
const ITEM_SELECTOR = '[data-day-value]'

export interface UseDayCarouselScrollOptions {
  /** Fraction of the viewport's width that one Previous/Next press scrolls. */
  scrollStep: number
  /** Called with the values in view whenever that list changes (and once on mount). */
  onVisibleChange?: ((visibleValues: string[]) => void) | undefined
}

/**
 * A version that goes up when `changed` is called after the container has mounted: an
 * item that mounts, unmounts or takes another value then (the first items are measured
 * with the container).
 */
function useItemsVersion(): [version: number, changed: () => void] {
  const mounted = useRef(false)
  const [version, bump] = useReducer((n: number) => n + 1, 0)
  useLayoutEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const changed = useCallback(() => {
    if (mounted.current) bump()
  }, [])
  return [version, changed]
}

/**
 * Follows a horizontal scroll container: whether it sits at either edge and which items
 * show. Measures on mount, on scroll (once per frame), when the container or an item
 * resizes and when an item reports with `itemsChanged` that it came, went or took another
 * value; `scrollByStep` scrolls one step towards the end (1) or the start (-1).
 */
export function useDayCarouselScroll(
  viewportRef: RefObject<HTMLElement | null>,
  { scrollStep, onVisibleChange }: UseDayCarouselScrollOptions,
) {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true })
  const [itemsVersion, itemsChanged] = useItemsVersion()
  const onVisibleChangeRef = useRef(onVisibleChange)
  const visibleRef = useRef<string[] | null>(null)
  useEffect(() => {
    onVisibleChangeRef.current = onVisibleChange
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsVersion re-runs the measuring for new items.
  useLayoutEffect(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    const items = Array.from(viewport.querySelectorAll<HTMLElement>(ITEM_SELECTOR))
    let frame = 0
    const measure = () => {
      frame = 0
      const next = getScrollEdges(viewport)
      setEdges((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next))
      const visible = getVisibleValues(
        viewport.getBoundingClientRect(),
        items.map((item) => {
          const { left, right } = item.getBoundingClientRect()
          return { value: item.dataset.dayValue ?? '', left, right }
        }),
      )
      if (visibleRef.current && sameValues(visibleRef.current, visible)) return
      visibleRef.current = visible
      onVisibleChangeRef.current?.(visible)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    viewport.addEventListener('scroll', schedule, { passive: true })
    const resizeObserver = new ResizeObserver(schedule)
    resizeObserver.observe(viewport)
    for (const item of items) resizeObserver.observe(item)
    return () => {
      cancelAnimationFrame(frame)
      viewport.removeEventListener('scroll', schedule)
      resizeObserver.disconnect()
    }
  }, [viewportRef, itemsVersion])

  const scrollByStep = useCallback(
    (direction: 1 | -1) => {
      const viewport = viewportRef.current
      if (!viewport) return
      // Right-to-left containers scroll towards negative offsets.
      const sign = getComputedStyle(viewport).direction === 'rtl' ? -1 : 1
      // The CSS `scroll-behavior` decides smooth or instant (instant under reduced motion).
      viewport.scrollBy({ left: direction * sign * viewport.clientWidth * scrollStep })
    },
    [viewportRef, scrollStep],
  )

  return { ...edges, scrollByStep, itemsChanged }
}
