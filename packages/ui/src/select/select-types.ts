/** One option of a `Select`. */
export interface SelectItem {
  /** Text shown for the option; also used for type-ahead. */
  label: string
  /** Value reported by `onValueChange` and submitted with the form. */
  value: string
  /**
   * The option is shown but cannot be chosen.
   * @default false
   */
  disabled?: boolean
}

/** Detail passed to `onValueChange`. */
export interface SelectValueChangeDetails {
  /** The chosen value, or `null` when none is chosen. */
  value: string | null
  /** The chosen option, or `null`. */
  item: SelectItem | null
}
