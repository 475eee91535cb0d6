/** One day of a `DayCarousel`, already formatted by the caller. */
export interface DayCarouselDay {
  /** Value reported by `onValueChange` and `onVisibleChange`, e.g. an ISO date. */
  value: string
  /** Short weekday shown above the date, e.g. 'Mon'. */
  weekday: string
  /** The date as shown, e.g. 'Jun 3'. */
  date: string
  /** Whether the day can be chosen; an unavailable day stays visible but disabled. */
  available: boolean
  /**
   * Note shown under an unavailable day and read with it, e.g. 'Closed'.
   * @default undefined
   */
  unavailableLabel?: string | undefined
}

/** Detail passed to `onValueChange`. */
export interface DayCarouselValueChangeDetails {
  /** The chosen day's value, or `null` when none is chosen. */
  value: string | null
  /** The chosen day, or `null`. */
  day: DayCarouselDay | null
}
