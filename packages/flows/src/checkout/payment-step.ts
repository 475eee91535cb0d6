import { type CheckoutModalityType, ZERO_SHARE_HOLD_AMOUNT } from '@aisle/api'

/** The payment step's texts (checkout.md §2 "Payment step (review)"). */
export const paymentStepText = {
  heading: 'Payment details',
  modifyHeading: 'Complete your order',
  submitModified: 'Submit Modified Order',
  close: 'Close',
} as const

/** 'Place your {Pickup or Delivery} Order' (checkout.md §2). */
export function placeOrderLabel(modality: CheckoutModalityType, modify: boolean): string {
  if (modify) return paymentStepText.submitModified
  return `Place your ${modality === 'Delivery' ? 'Delivery' : 'Pickup'} Order`
}

export type PaymentStepRedirect =
  | { to: 'signin' }
  | { to: 'scheduling' }
  | { to: 'cart' }
  | { to: 'cart-modify' }
  | undefined

/**
 * /checkout: signed-in only; to scheduling when the checkout needs rescheduling; to the
 * cart when it is empty; in modify mode to cart-modify when there is no checkout
 * (checkout.md §2, §6).
 */
export function paymentStepRedirect({
  signedIn,
  modify,
  checkoutFound,
  needsRescheduling,
  itemCount,
}: {
  signedIn: boolean
  modify: boolean
  checkoutFound: boolean
  needsRescheduling: boolean
  itemCount: number
}): PaymentStepRedirect {
  if (!signedIn) return { to: 'signin' }
  if (!checkoutFound) return modify ? { to: 'cart-modify' } : { to: 'cart' }
  if (needsRescheduling) return { to: 'scheduling' }
  if (itemCount === 0) return { to: 'cart' }
  return undefined
}

/**
 * The payment update runs by itself when the checkout is in DRAFT, has a versionKey and
 * a card is chosen (checkout.md §4 "Payment step").
 */
export function shouldAutoUpdatePayment(checkout: {
  status: string | undefined
  versionKey: string | undefined
  cardChosen: boolean
}): boolean {
  return checkout.status === 'DRAFT' && checkout.versionKey !== undefined && checkout.cardChosen
}

/**
 * What opens after a failed payment update: the remove-card modal when the SNAP EBT box
 * is checked, else 'payments update failed' (checkout.md §4).
 */
export function paymentUpdateFailureModal(
  snapChecked: boolean,
): 'remove-card' | 'payments-update-failed' {
  return snapChecked ? 'remove-card' : 'payments-update-failed'
}

export interface GiftCardState {
  balance: number | undefined
  selected: boolean
}

/**
 * Gift cards in the payment step (checkout.md §4): the toggle needs a bank card; a gift
 * card is disabled when the balance is zero, when EBT alone covers the order, or when
 * the total is zero and other cards cover it. Checking SNAP EBT clears selected gift
 * cards (handled by the caller through `onSnapChecked`).
 */
export function giftCardDisabled(
  card: GiftCardState,
  order: {
    hasBankCard: boolean
    paymentTotal: number
    coveredByOtherCards: boolean
    coveredByEbt: boolean
  },
): boolean {
  if (!order.hasBankCard) return true
  if (card.balance === 0) return true
  if (order.coveredByEbt) return true
  if (order.paymentTotal === 0 && order.coveredByOtherCards && !card.selected) return true
  return false
}

/** Checking the SNAP EBT box clears selected gift cards (checkout.md §4). */
export function onSnapChecked<T extends { selected: boolean }>(giftCards: readonly T[]): T[] {
  return giftCards.map((card) => ({ ...card, selected: false }))
}

/** A bank card whose share is zero gets a $1 hold (checkout.md §4). */
export function bankCardAuthorization(share: number): number {
  return share > 0 ? share : ZERO_SHARE_HOLD_AMOUNT
}
