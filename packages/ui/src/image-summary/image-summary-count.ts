/** How many images the summary shows before the "+N" badge (checkout spec: 8). */
export const IMAGE_SUMMARY_DEFAULT_MAX = 8

/** The largest count the badge spells out; beyond it the badge reads "999+". */
export const IMAGE_SUMMARY_BADGE_CAP = 999

/**
 * The badge text for `hidden` images left out of the summary: `'+N'`, or `'999+'` beyond 999.
 * Empty when nothing is hidden.
 */
export function formatImageOverflow(hidden: number, cap = IMAGE_SUMMARY_BADGE_CAP): string {
  if (!Number.isFinite(hidden) || hidden < 1) return ''
  const count = Math.floor(hidden)
  return count > cap ? `${cap}+` : `+${count}`
}

/** Which images to show and how many are left for the badge. */
export interface ImageSummarySplit<T> {
  shown: readonly T[]
  hidden: number
  badge: string
}

/**
 * Splits `images` into the first `max` and the rest. `total` counts items the caller has no
 * image for (e.g. an order of 1,200 items with 8 thumbnails); it never counts fewer than
 * `images`.
 */
export function splitImageSummary<T>(
  images: readonly T[],
  max = IMAGE_SUMMARY_DEFAULT_MAX,
  total = images.length,
): ImageSummarySplit<T> {
  const limit = Math.max(0, Math.floor(max))
  const shown = images.slice(0, limit)
  const hidden = Math.max(total, images.length) - shown.length
  return { shown, hidden, badge: formatImageOverflow(hidden) }
}
