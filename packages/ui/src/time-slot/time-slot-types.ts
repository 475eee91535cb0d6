/** One time slot of a `TimeSlotGroup`, already formatted by the caller. */
export interface TimeSlotItem {
  /** Value reported by `onValueChange`, e.g. the quote and option ids combined. */
  value: string
  /** The window as shown, e.g. '9:00 AM - 10:00 AM'; it names the radio. */
  label: string
  /**
   * The cost in US dollars: 0 shows `freeLabel`, `null` or missing shows `tbdLabel`.
   * @default undefined
   */
  cost?: number | null | undefined
  /**
   * Who fulfils the slot, shown under the cost.
   * @default undefined
   */
  vendor?: string | undefined
  /**
   * The slot is shown but cannot be chosen.
   * @default false
   */
  disabled?: boolean | undefined
}

/** Detail passed to `onValueChange`. */
export interface TimeSlotValueChangeDetails {
  /** The chosen slot's value, or `null` when none is chosen. */
  value: string | null
  /** The chosen slot, or `null`. */
  slot: TimeSlotItem | null
}
