/** Where a scroll container stands: at its start, at its end, both (no overflow) or neither. */
export interface ScrollEdges {
  atStart: boolean
  atEnd: boolean
}

/** The horizontal extent of an element, as `getBoundingClientRect` gives it. */
export interface Span {
  left: number
  right: number
}

/** Sub-pixel scroll offsets (zoom, fractional widths) still count as an edge. */
const EDGE_TOLERANCE = 1

/**
 * The scroll edges from a container's metrics. `Math.abs` because right-to-left
 * containers scroll from 0 towards negative offsets.
 */
export function getScrollEdges(metrics: {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}): ScrollEdges {
  const offset = Math.abs(metrics.scrollLeft)
  return {
    atStart: offset <= EDGE_TOLERANCE,
    atEnd: offset + metrics.clientWidth >= metrics.scrollWidth - EDGE_TOLERANCE,
  }
}

/**
 * Values of the items of which at least `minRatio` of the width shows inside the viewport,
 * in the items' order.
 */
export function getVisibleValues(
  viewport: Span,
  items: readonly (Span & { value: string })[],
  minRatio = 0.5,
): string[] {
  return items
    .filter((item) => {
      const width = item.right - item.left
      if (width <= 0) return false
      const shown = Math.min(item.right, viewport.right) - Math.max(item.left, viewport.left)
      return shown / width >= minRatio
    })
    .map((item) => item.value)
}

/** Whether two value lists hold the same values in the same order. */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}
