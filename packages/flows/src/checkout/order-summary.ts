import type { Checkout } from '@aisle/api'
import { formatCartPrice } from '../cart/cart-item-list.js'
import { costChange, freeDeliveryBanner } from './order-totals.js'

type SummaryLine = NonNullable<
  Checkout['calculatedProperties']
>['uiPaymentSummary']['lines'][number]

/** checkout.md §2 "Summary sections", §9 "'Free'", "'TBD'". Section names are ours. */
export const orderSummaryText = {
  heading: 'Order Summary',
  savings: 'Savings',
  regulatoryFees: 'Regulatory Fees',
  costChange: 'Cost Change',
  previousTotal: 'Previous Total',
  newTotal: 'New Total',
  free: 'Free',
  tbd: 'TBD',
  regulated: 'Regulated fee',
} as const

export interface SummaryRow {
  key: string
  type: SummaryLine['type']
  label: string
  /** What the row shows: a price, 'Free' or 'TBD'. */
  value: string
  /** Fee lines: the regulated flag. */
  regulated: boolean
}

/**
 * A line's shown value (checkout.md §9): a missing amount is 'TBD' (a missing fee, tax
 * not final), a fee of 0 is 'Free'.
 */
export function summaryValue(line: Pick<SummaryLine, 'type' | 'amount'>): string {
  if (line.amount === null) return orderSummaryText.tbd
  if (line.type === 'FEE' && line.amount === 0) return orderSummaryText.free
  return formatCartPrice(line.amount)
}

/** The rows of the order summary from uiPaymentSummary lines, in the service's order (§3). */
export function summaryRows(lines: readonly SummaryLine[]): SummaryRow[] {
  return lines.map((line, index) => ({
    key: `${line.type}-${index}`,
    type: line.type,
    label: line.description,
    value: summaryValue(line),
    regulated: line.type === 'FEE' && line.regulated === true,
  }))
}

export interface SummarySection {
  rows: SummaryRow[]
  /** The section's total, shown beside its title. */
  total: string
}

const sumOf = (amounts: readonly (number | null)[]) =>
  Math.round(amounts.reduce<number>((sum, a) => sum + (a ?? 0), 0) * 100) / 100

/** Savings: the subtotal's nested lines that are not zero (checkout.md §2 "Summary sections"). */
export function savingsSection(lines: readonly SummaryLine[]): SummarySection | undefined {
  const nested = lines
    .filter((line) => line.type === 'SUBTOTAL')
    .flatMap((line) => line.nestedLines ?? [])
    .filter((line) => line.amount !== null && line.amount !== 0)
  if (nested.length === 0) return undefined
  return {
    rows: summaryRows(nested),
    total: formatCartPrice(sumOf(nested.map((l) => l.amount))),
  }
}

/** Regulatory fees: the fee lines with the regulated flag (checkout.md §3). */
export function regulatoryFeesSection(lines: readonly SummaryLine[]): SummarySection | undefined {
  const regulated = lines.filter((line) => line.type === 'FEE' && line.regulated === true)
  if (regulated.length === 0) return undefined
  return {
    rows: summaryRows(regulated),
    total: formatCartPrice(sumOf(regulated.map((l) => l.amount))),
  }
}

export interface CostChangeSection {
  previousTotal: string
  newTotal: string
  /** New total minus previous total, signed: '+$3.75', '-$1.00', '$0.00'. */
  change: string
  amount: number
}

/**
 * Cost change of a modified order: new total minus the previous total (checkout.md §9);
 * only when the checkout has an original summary.
 */
export function costChangeSection(
  checkout: Pick<Checkout, 'summary' | 'originalSummary'>,
): CostChangeSection | undefined {
  const previous = checkout.originalSummary?.cost.total
  const next = checkout.summary?.cost.total
  if (previous === undefined || next === undefined) return undefined
  const amount = costChange(next, previous)
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : ''
  return {
    previousTotal: formatCartPrice(previous),
    newTotal: formatCartPrice(next),
    change: `${sign}${formatCartPrice(Math.abs(amount))}`,
    amount,
  }
}

export interface OrderSummary {
  rows: SummaryRow[]
  savings: SummarySection | undefined
  regulatoryFees: SummarySection | undefined
  costChange: CostChangeSection | undefined
  /** The free-delivery banner when it applies (checkout.md §9). */
  freeDeliveryText: string | undefined
}

/**
 * Everything the order summary shows for a checkout (checkout.md §2, §3, §9). The
 * free-delivery banner is scheduling's rule on the membership the checkout carries, so a
 * BST or BSTL member sees it on neither page (§6).
 */
export function orderSummaryOf(
  checkout: Pick<Checkout, 'calculatedProperties' | 'summary' | 'originalSummary' | 'modalityType'>,
): OrderSummary {
  const lines = checkout.calculatedProperties?.uiPaymentSummary.lines ?? []
  const membership = checkout.calculatedProperties?.membership
  return {
    rows: summaryRows(lines),
    savings: savingsSection(lines),
    regulatoryFees: regulatoryFeesSection(lines),
    costChange: costChangeSection(checkout),
    freeDeliveryText: freeDeliveryBanner({
      modality: checkout.modalityType,
      membershipType: membership?.type,
      freeThreshold: membership?.freeThreshold,
      estimatedItemTotal: checkout.summary?.cost.itemTotal ?? 0,
    }),
  }
}
