import { css } from '#styled-system/css'
import { maskedCardNumber } from './card-number.js'

const hidden = css({ srOnly: true })

export interface MaskedCardNumberProps {
  /** The card's last four digits. */
  lastFour: string
  /**
   * What screen readers hear in place of the bullets.
   * @default (lastFour) => `ending in ${lastFour}`
   */
  label?: ((lastFour: string) => string) | undefined
}

const endingIn = (lastFour: string) => `ending in ${lastFour}`

/** '•••• 1234' on screen; the bullets are hidden from screen readers, which hear the label. */
export function MaskedCardNumber({ lastFour, label = endingIn }: MaskedCardNumberProps) {
  return (
    <>
      <span aria-hidden="true">{maskedCardNumber(lastFour)}</span>
      <span className={hidden}>{label(lastFour)}</span>
    </>
  )
}
