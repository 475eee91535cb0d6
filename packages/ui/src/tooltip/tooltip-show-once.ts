/** Where a show-once tooltip remembers that it was shown; `localStorage` fits, so does a fake. */
export interface TooltipShowOnceStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface TooltipShowOnceOptions {
  /** Names the tooltip's "shown" record; without it the tooltip never opens by itself. */
  key?: string | undefined
  /** The app's own record: `true` once shown. Takes precedence over `storage`. */
  shown?: boolean | undefined
  /** Read (and written) when `shown` is not given. */
  storage?: TooltipShowOnceStorage | undefined
}

/**
 * Whether a show-once tooltip should open by itself now: it has a key and has not been shown.
 * A storage that throws (e.g. blocked in a private window) counts as "shown", so the tooltip
 * never nags.
 */
export function shouldShowOnce({ key, shown, storage }: TooltipShowOnceOptions): boolean {
  if (key === undefined) return false
  if (shown !== undefined) return !shown
  if (!storage) return true
  try {
    return storage.getItem(key) === null
  } catch {
    return false
  }
}
