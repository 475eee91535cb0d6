/**
 * Membership plan text rules (shopping-method-selector.md §9 "Membership plan text
 * rules").
 */

import { DEFAULT_FREE_DELIVERY_MINIMUM } from '../checkout/order-totals.js'

export const MEMBERSHIP_DISCLAIMER = '* $35 minimum on qualifying orders. Restrictions may apply.'

export const SHIP_TIMELINE = 'As soon as 1-3 days'

/** Same-day pickup's own timeline copy (§9: "wording not shown"; ours). */
export const SAME_DAY_PICKUP_TIMELINE = 'Same-day pickup'

const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** A number spelled out up to 99; larger numbers stay as digits. */
export function numberWord(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n)
  if (n < 20) return ones[n] ?? String(n)
  const ten = tens[Math.floor(n / 10)] ?? ''
  return n % 10 === 0 ? ten : `${ten}-${ones[n % 10]}`
}

export type DurationUnit = 'DAY' | 'MONTH' | 'YEAR'
export type Cadence = 'yearly' | 'monthly' | 'daily'

/**
 * The cadence of a renewal: renewal quantity 1 is 30 days and 12 is 365; years or
 * whole multiples of 12 months are yearly, other months monthly, the rest daily.
 */
export function renewalCadence(quantity: number, unit: DurationUnit): Cadence {
  if (unit === 'YEAR') return 'yearly'
  if (unit === 'MONTH') return quantity % 12 === 0 ? 'yearly' : 'monthly'
  return 'daily'
}

/** Days of a renewal quantity: 1 is 30 days, 12 is 365 days. */
export function renewalDays(quantity: number): number {
  if (quantity === 12) return 365
  return quantity * 30
}

/** A price as the plan text shows it: without 'USD ' and without '.00'. */
export function planPriceText(price: string): string {
  return price.replace(/^USD\s+/, '').replace(/\.00$/, '')
}

/** The plan's title from the banner registry: Boost, Boost Essential; HTPlus 99, HTPlus 69. */
export function planTitle(
  membership: { name: string; plans: ReadonlyArray<{ code: string; title: string }> },
  code: string,
): string {
  return membership.plans.find((plan) => plan.code === code)?.title ?? membership.name
}

/** The free-delivery minimum of a membership, $35 when it gives none. */
export function freeDeliveryMinimum(freeThreshold: number | undefined): number {
  return freeThreshold ?? DEFAULT_FREE_DELIVERY_MINIMUM
}

/**
 * The member message of the slot view (§6: premium delivery members see a membership
 * message). Our sentence around the spec's values: plan title and minimum.
 */
export function membershipSlotMessage(title: string, freeThreshold: number | undefined): string {
  const minimum = planPriceText(`USD ${freeDeliveryMinimum(freeThreshold).toFixed(2)}`)
  return `As a ${title} member, delivery is free on orders of $${minimum} or more.*`
}
