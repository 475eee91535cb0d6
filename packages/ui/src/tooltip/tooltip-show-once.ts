/** Where a tooltip records its first showing; `localStorage` fits, so does a fake. */
export interface TooltipShowOnceStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export interface TooltipShowOnceOptions {
  /** Names the tooltip's "shown" record; without it nothing is recorded. */
  key?: string | undefined
  /** The app's own record: `true` once shown. Takes precedence over `storage`. */
  shown?: boolean | undefined
  /** Read (and written) when `shown` is not given. */
  storage?: TooltipShowOnceStorage | undefined
}

/**
 * Whether the tooltip's first showing is still to be recorded: it has a key and no record
 * says it was shown. A storage that throws (e.g. blocked in a private window) counts as
 * "shown". The tooltip itself opens only on hover or focus, whatever this returns.
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
