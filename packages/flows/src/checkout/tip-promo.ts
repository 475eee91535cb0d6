import { CHECKOUT_LIMITS, messages } from '@aisle/api'
import { contactText } from './contact.js'

// ---------------------------------------------------------------------------
// Tip (checkout.md §3 "Tip suggestion", §4, §5 "Custom tip", §9)
// ---------------------------------------------------------------------------

export const tipText = {
  none: 'None',
  otherAmount: 'Other Amount',
  tipRequired: contactText.required('Tip'),
  tipFormat: 'Please enter a dollar amount with at most 2 decimals',
  tipTooHigh: (max: number) => `The maximum tip is $${max.toFixed(2)}`,
  allToDriver: '100% of tips go to the delivery person; the tip is optional.',
  failed: messages.tipUpdateFailed,
  amountFailed: messages.tipAmountUpdateFailed,
} as const

export interface TipSuggestion {
  label: string
  value: number
  percentage?: number
}

export interface TipOption {
  key: string
  label: string
  /** undefined for 'Other Amount'. */
  value: number | undefined
}

/** The tip choices: suggestions without zero values, then 'None' (0) and 'Other Amount'. */
export function tipOptions(suggestions: readonly TipSuggestion[]): TipOption[] {
  return [
    ...suggestions
      .filter((s) => s.value > 0)
      .map((s) => ({ key: `tip-${s.value}`, label: s.label, value: s.value })),
    { key: 'none', label: tipText.none, value: 0 },
    { key: 'other', label: tipText.otherAmount, value: undefined },
  ]
}

/** The tip percent: tip over subtotal, rounded (checkout.md §5). */
export function tipPercent(tip: number, subtotal: number): number {
  return subtotal <= 0 ? 0 : Math.round((tip / subtotal) * 100)
}

/** The custom tip: required, dollars with at most 2 decimals, capped (checkout.md §5). */
export function customTipError(input: string, maxTip: number): string | undefined {
  const v = input.trim().replace(/^\$/, '')
  if (v === '') return tipText.tipRequired
  if (!/^\d+(?:\.\d{1,2})?$/.test(v)) return tipText.tipFormat
  if (Number(v) > maxTip) return tipText.tipTooHigh(maxTip)
  return undefined
}

/**
 * What the shopper is told when an amount over the maximum was replaced by it (checkout.md
 * §5 "Custom tip": capped by the maximum tip amount): the cap is said, never silent.
 */
export function customTipNotice(clamped: boolean, maxTip: number): string | undefined {
  return clamped ? tipText.tipTooHigh(maxTip) : undefined
}

/** The tip can change only when gratuity is modifiable (checkout.md §4). */
export function canChangeTip(checkout: {
  gratuityModifiable: boolean
  updatePending: boolean
}): boolean {
  return checkout.gratuityModifiable && !checkout.updatePending
}

// ---------------------------------------------------------------------------
// Promo codes (checkout.md §4, §5, §8)
// ---------------------------------------------------------------------------

export const promoText = {
  field: 'Promo code',
  apply: 'Apply',
  remove: 'Remove',
  required: 'You must enter a promo code',
  tooLong: 'Promo codes are at most 128 characters',
  applying: 'Applying promo...',
  removing: 'Removing promo...',
  added: (code: string) => `${code} successfully added to order!`,
  applyFailed: messages.promoApplyFailed,
  removeFailed: messages.promoRemoveFailed,
} as const

export function promoCodeError(code: string): string | undefined {
  const v = code.trim()
  if (v === '') return promoText.required
  if (v.length > CHECKOUT_LIMITS.promoCode) return promoText.tooLong
  return undefined
}

// ---------------------------------------------------------------------------
// SNAP EBT amount (checkout.md §5)
// ---------------------------------------------------------------------------

export const MIN_SNAP_CHARGE = 0.01

const dollars = (n: number) => `$${n.toFixed(2)}`

export const snapAmountText = {
  required: 'Amount is required',
  belowMinimum: (min: number) =>
    `The minimum amount you can charge to your SNAP EBT card is ${dollars(min)}`,
  aboveMaximum: (max: number) =>
    `The maximum amount you can charge to your SNAP EBT card is ${dollars(max)}`,
} as const

/**
 * The SNAP EBT amount: required, at least the authorized minimum and $0.01, at most the
 * SNAP balance and the order total (checkout.md §5).
 */
export function snapAmountError(
  input: string,
  limits: { authorizedMinimum?: number; snapBalance: number; orderTotal: number },
): string | undefined {
  const v = input.trim().replace(/^\$/, '')
  if (v === '' || !/^\d+(?:\.\d{1,2})?$/.test(v)) return snapAmountText.required
  const amount = Number(v)
  if (amount < MIN_SNAP_CHARGE) return snapAmountText.belowMinimum(MIN_SNAP_CHARGE)
  if (limits.authorizedMinimum !== undefined && amount < limits.authorizedMinimum) {
    return snapAmountText.belowMinimum(limits.authorizedMinimum)
  }
  const max = Math.min(limits.snapBalance, limits.orderTotal)
  if (amount > max) return snapAmountText.aboveMaximum(max)
  return undefined
}

/** Cents typed into a currency field shown as dollars: '1234' → '12.34' (max 20 characters). */
export function centsToDollarsInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, 17)
  const padded = digits.padStart(3, '0')
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`
}
