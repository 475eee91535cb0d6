/**
 * Order arithmetic of the sandbox's checkout (checkout.md §3 "summary",
 * "uiPaymentSummary"; §9). Pure functions in whole cents, so sums never drift.
 */

/** Sales tax applied to taxable items after their savings (a sandbox choice). */
export const SANDBOX_TAX_RATE = 0.07

export interface PricedLine {
  /** Unit price in dollars. */
  price: number
  quantity: number
  /** SNAP EBT eligible items are food and carry no tax in the sandbox. */
  ebtEligible: boolean
  taxable: boolean
  available: boolean
  /** A flash sale's percentage off this line. */
  percentOff?: number
}

export interface OrderFee {
  description: string
  amount: number
  regulated: boolean
}

export interface OrderInput {
  lines: readonly PricedLine[]
  fees: readonly OrderFee[]
  tip: number
  /** Promo codes' discount in dollars, taken from the non-EBT part first. */
  promoDiscount?: number
  taxRate?: number
}

export interface OrderTotals {
  itemCount: number
  subtotal: number
  savings: number
  fees: number
  tax: number
  tip: number
  total: number
  ebtTotal: number
  nonEbtTotal: number
}

export const toCents = (dollars: number): number => Math.round(dollars * 100)
export const toDollars = (cents: number): number => cents / 100

/** Price times quantity, in cents. */
export function lineSubtotalCents(line: PricedLine): number {
  return toCents(line.price) * line.quantity
}

/** A flash sale's saving on a line, in cents, rounded half up. */
export function lineSavingsCents(line: PricedLine): number {
  if (line.percentOff === undefined) return 0
  return Math.round((lineSubtotalCents(line) * line.percentOff) / 100)
}

/** Tax on the taxable lines' net amounts (after savings), rounded once. */
export function taxCents(lines: readonly PricedLine[], rate = SANDBOX_TAX_RATE): number {
  const taxable = lines
    .filter((line) => line.available && line.taxable)
    .reduce((sum, line) => sum + lineSubtotalCents(line) - lineSavingsCents(line), 0)
  return Math.round(taxable * rate)
}

/**
 * The order's totals. Unavailable lines count for nothing. EBT total is the net
 * amount of EBT-eligible lines; everything else (non-food, fees, tax, tip) is the
 * non-EBT total, less any promo discount.
 */
export function orderTotals(input: OrderInput): OrderTotals {
  const lines = input.lines.filter((line) => line.available && line.quantity > 0)
  const subtotal = lines.reduce((sum, line) => sum + lineSubtotalCents(line), 0)
  const savings = lines.reduce((sum, line) => sum + lineSavingsCents(line), 0)
  const fees = input.fees.reduce((sum, fee) => sum + toCents(fee.amount), 0)
  const tax = taxCents(lines, input.taxRate)
  const tip = toCents(input.tip)
  const ebt = lines
    .filter((line) => line.ebtEligible)
    .reduce((sum, line) => sum + lineSubtotalCents(line) - lineSavingsCents(line), 0)
  const beforePromo = subtotal - savings + fees + tax + tip
  const promo = Math.min(toCents(input.promoDiscount ?? 0), beforePromo - ebt)
  const total = beforePromo - promo
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toDollars(subtotal),
    savings: toDollars(savings + promo),
    fees: toDollars(fees),
    tax: toDollars(tax),
    tip: toDollars(tip),
    total: toDollars(total),
    ebtTotal: toDollars(ebt),
    nonEbtTotal: toDollars(total - ebt),
  }
}
