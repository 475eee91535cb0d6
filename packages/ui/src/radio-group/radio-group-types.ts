import type { ReactNode } from 'react'

/** One choice of a `RadioGroup`. */
export interface RadioGroupItem {
  /** Identifies the choice; reported by `onValueChange` and submitted with the form. */
  value: string
  /** The text beside the radio; it names the radio. */
  label: ReactNode
  /**
   * Supporting text under the label, read with the radio (`aria-describedby`).
   * @default undefined
   */
  description?: ReactNode
  /**
   * The choice cannot be selected; arrow keys skip it.
   * @default false
   */
  disabled?: boolean
}

/** What `onValueChange` receives: the value of the selected radio, or `null`. */
export interface RadioGroupValueChangeDetails {
  value: string | null
}
