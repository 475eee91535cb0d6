import type { ReactNode } from 'react'

/** One choice of a `RadioTileGroup`. */
export interface RadioTileItem {
  /** Identifies the choice; reported by `onValueChange` and `onEdit`. */
  value: string
  /** The tile's title; it names the radio. */
  title: ReactNode
  /**
   * Supporting text under the title, read with the radio (`aria-describedby`).
   * @default undefined
   */
  description?: ReactNode
  /**
   * A price at the tile's end, e.g. '$9.95' or 'Free'; read with the radio.
   * @default undefined
   */
  price?: ReactNode
  /**
   * The choice cannot be selected; arrow keys skip it.
   * @default false
   */
  disabled?: boolean
  /**
   * Why the choice cannot be selected; shown while `disabled` and read with the radio.
   * @default undefined
   */
  disabledReason?: ReactNode
}

/** What `onValueChange` receives: the value of the selected tile, or `null`. */
export interface RadioTileValueChangeDetails {
  value: string | null
}
