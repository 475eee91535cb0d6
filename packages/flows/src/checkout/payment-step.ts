import type { CheckoutModalityType } from '@aisle/api'

/** The payment step's texts (checkout.md §2 "Payment step (review)"). */
export const paymentStepText = {
  heading: 'Payment details',
  modifyHeading: 'Complete your order',
  submitModified: 'Submit Modified Order',
  orderPlacedTitle: 'Order Successfully Placed',
  modificationsSavedTitle: 'Modifications Saved',
  confirm: 'Confirm',
  tryAgain: 'Try again',
  removeCard: 'Remove Card',
  keepItems: 'Keep Items',
  removeItems: 'Remove Items',
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
  return share > 0 ? share : 1
}

/** Steps of placing an order (checkout.md §4 "Place order"). */
export type PlaceOrderState =
  | { step: 'idle' }
  | { step: 'pin' }
  | { step: 'submitting'; idempotencyKey: string }
  | { step: 'clearing-basket'; orderId: string }
  | { step: 'placed'; orderId: string; basketCleared: boolean }
  | { step: 'rejected'; reason?: string }
  | { step: 'failed'; message: string; idempotencyKey: string }

export type PlaceOrderEvent =
  | { type: 'place'; usesEbt: boolean; pinEntered: boolean; newKey: () => string }
  | { type: 'pinEntered'; newKey: () => string }
  | { type: 'activated'; orderId: string }
  | { type: 'rejected'; reason?: string }
  | { type: 'failed'; message: string }
  | { type: 'basketCleared' }
  | { type: 'basketClearFailed' }

/**
 * Placing: a PIN prompt first when EBT is used, then ACTIVATE with an idempotency key
 * that a retry after a failure reuses, then the basket is cleared; a failed clear still
 * places the order and says items may remain ('Order Successfully Placed').
 */
export function placeOrderReducer(state: PlaceOrderState, event: PlaceOrderEvent): PlaceOrderState {
  switch (event.type) {
    case 'place': {
      if (state.step === 'submitting' || state.step === 'clearing-basket') return state
      if (event.usesEbt && !event.pinEntered) return { step: 'pin' }
      const key = state.step === 'failed' ? state.idempotencyKey : event.newKey()
      return { step: 'submitting', idempotencyKey: key }
    }
    case 'pinEntered':
      return state.step === 'pin' ? { step: 'submitting', idempotencyKey: event.newKey() } : state
    case 'activated':
      return state.step === 'submitting'
        ? { step: 'clearing-basket', orderId: event.orderId }
        : state
    case 'rejected': {
      if (state.step !== 'submitting') return state
      return event.reason === undefined
        ? { step: 'rejected' }
        : { step: 'rejected', reason: event.reason }
    }
    case 'failed':
      return state.step === 'submitting'
        ? { step: 'failed', message: event.message, idempotencyKey: state.idempotencyKey }
        : state
    case 'basketCleared':
      return state.step === 'clearing-basket'
        ? { step: 'placed', orderId: state.orderId, basketCleared: true }
        : state
    case 'basketClearFailed':
      return state.step === 'clearing-basket'
        ? { step: 'placed', orderId: state.orderId, basketCleared: false }
        : state
  }
}
