import type { CheckoutModalityType } from '@aisle/api'

// The totals rules the payment step's order summary shares with scheduling, the selector and
// the confirmation. A module of their own: a page that needs one of them does not load the
// whole module of another screen (the payment page loaded all of scheduling's rules for
// the free-delivery banner).

/** The free-delivery minimum when the membership gives none. */
export const DEFAULT_FREE_DELIVERY_MINIMUM = 35

/**
 * The membership banner: 'To get free or discounted delivery, your order must be at
 * least ${min}.' on delivery, for an estimated item total of at least the minimum,
 * except for BST and BSTL members (checkout.md §2, §6, §9).
 */
export function freeDeliveryBanner({
  modality,
  membershipType,
  freeThreshold,
  estimatedItemTotal,
}: {
  modality: CheckoutModalityType
  membershipType: string | undefined
  freeThreshold: number | undefined
  estimatedItemTotal: number
}): string | undefined {
  if (modality !== 'Delivery') return undefined
  if (membershipType === 'BST' || membershipType === 'BSTL') return undefined
  const min = freeThreshold ?? DEFAULT_FREE_DELIVERY_MINIMUM
  if (estimatedItemTotal < min) return undefined
  return `To get free or discounted delivery, your order must be at least $${min}.`
}

/** The cost change of a modified order: new total minus previous total (checkout.md §9). */
export function costChange(newTotal: number, previousTotal: number): number {
  return Math.round((newTotal - previousTotal) * 100) / 100
}
