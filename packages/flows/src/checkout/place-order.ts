import {
  type Basket,
  type Checkout,
  type CheckoutModalityType,
  type CheckoutPayment,
  type LineItem,
  messages,
  type UpdateBasketRequest,
} from '@aisle/api'
import { placeOrderLabel } from './payment-step.js'

// ---------------------------------------------------------------------------
// Texts (checkout.md §2, §4, §8)
// ---------------------------------------------------------------------------

export const placeOrderText = {
  label: placeOrderLabel,
  placing: 'Placing your order...',
  submittingModified: 'Submitting your changes...',
  pinTitle: 'Enter Your SNAP EBT PIN',
  pinLockedTitle: messages.tooManyPinAttemptsTitle,
  pinLabel: 'SNAP EBT PIN',
  confirm: 'Confirm',
  cancel: 'Cancel',
  tryAgain: 'Try Again',
  close: 'Close',
  orderPlacedTitle: 'Order Successfully Placed',
  /** checkout.md §4: the notice "says items may still be in the cart" (wording ours). */
  orderPlacedItemsRemain:
    'Your order has been placed. Some items may still be in your cart; please check your cart before your next order.',
  continue: 'Continue',
  modificationsSavedTitle: 'Modifications Saved',
  /** checkout.md §4 "Modify submit": the toast's link (its text beside the title is ours). */
  modificationsSavedText: 'Your changes were saved, but your order could not be finalized.',
  orderTimedOutTitle: messages.orderTimedOutTitle,
  backToCheckout: 'Back to Checkout',
  returnToScheduling: 'Return to Scheduling',
  refresh: 'Refresh',
  somethingWentWrong: messages.somethingWentWrongTitle,
} as const

/** Where a missing checkout's message points: 'Error Code RS' (place) or 'RS-2' (modify) (checkout.md §8). */
export const MISSING_CHECKOUT_CODE = { place: 'RS', modify: 'RS-2' } as const

export type OrderSubmitMode = 'place' | 'modify'

// ---------------------------------------------------------------------------
// Requests and destinations (checkout.md §2 Routes, §7)
// ---------------------------------------------------------------------------

const isBank = (p: CheckoutPayment) =>
  p.paymentType === 'BANK_CARD' || p.paymentType === 'CREDIT_CARD'
const isEbt = (p: CheckoutPayment) => p.paymentType === 'EBT' || p.paymentType === 'EBT_CARD'
const isGift = (p: CheckoutPayment) => p.paymentType === 'GIFT_CARD'

/** EBT is used when the checkout's payments carry a SNAP EBT share (checkout.md §4 PIN prompt). */
export function usesEbt(checkout: Pick<Checkout, 'payments'>): boolean {
  return checkout.payments.some((p) => isEbt(p) && (p.amountToAuthorize ?? p.amount ?? 0) > 0)
}

/** The checkout has the bank card every order needs as its backup payment (checkout.md §8 missing payments). */
export function hasBankPayment(checkout: Pick<Checkout, 'payments'>): boolean {
  return checkout.payments.some((p) => isBank(p) && p.id !== undefined)
}

/** The ACTIVATE body: the payment methods of the checkout's payments (checkout.md §7 "Place order"). */
export function activateRequestOf(
  checkout: Pick<Checkout, 'versionKey' | 'payments'>,
  idempotencyKey: string,
  identityData?: string,
) {
  const ids = (keep: (p: CheckoutPayment) => boolean) =>
    checkout.payments.filter((p) => keep(p) && p.id !== undefined).map((p) => p.id as string)
  const ebt = checkout.payments.filter(
    (p) => isEbt(p) && p.id !== undefined && (p.amountToAuthorize ?? 0) > 0,
  )
  return {
    type: 'ACTIVATE' as const,
    versionKey: checkout.versionKey,
    paymentDetails: {
      paymentMethods: {
        bankCards: ids(isBank).map((id) => ({ id })),
        ...(ebt.length === 0 ? {} : { ebtCards: ebt.map((p) => ({ id: p.id as string })) }),
        ...(ids(isGift).length === 0
          ? {}
          : { giftCards: ids(isGift).map((cardNumber) => ({ cardNumber })) }),
      },
      ...(identityData === undefined ? {} : { identityData }),
    },
    idempotencyKey,
  }
}

/** The items of the modify basket as line items, keeping each known line's own fields. */
export function modifiedLineItems(
  order: Pick<Checkout, 'lineItems' | 'modalityType'>,
  basket: Basket | undefined,
): LineItem[] {
  if (basket === undefined) return order.lineItems
  return basket.lines.map((line) => {
    const known = order.lineItems.find((item) => item.cart.gtin13 === line.gtin13)
    return known
      ? { ...known, quantity: line.quantity }
      : {
          cart: { gtin13: line.gtin13 },
          quantity: line.quantity,
          substitutionPolicy: 'SHOPPER_CHOICE',
          modalityType: line.modalityType,
          requestedBy: 'CUSTOMER',
        }
  })
}

/**
 * The MODIFY body (checkout.md §7): the changed items with the order's versionKey,
 * checksum and summary, the original authorizations (an order modification must use
 * the original payment method, §6), payment version 2.
 */
export function modifyRequestOf(
  order: Checkout,
  lineItems: LineItem[],
  idempotencyKey: string,
  identityData?: string,
) {
  if (order.checksum === undefined || order.summary === undefined) {
    throw new RangeError('A placed order has a checksum and a summary')
  }
  const existing =
    order.paymentDetails?.paymentMethods?.existingAuthorizations ??
    order.payments
      .filter((p) => p.id !== undefined)
      .map((p) => ({ id: p.id as string, amount: p.authorizedAmount ?? p.amountToAuthorize ?? 0 }))
  const fulfillment = {
    ...(order.fulfillment?.deliveryType === undefined
      ? {}
      : { deliveryType: order.fulfillment.deliveryType }),
    ...(order.fulfillment?.instructions === undefined
      ? {}
      : { instructions: order.fulfillment.instructions }),
  }
  return {
    type: 'MODIFY' as const,
    lineItems,
    versionKey: order.versionKey,
    checksum: order.checksum,
    summary: order.summary,
    buyer: order.buyer?.dateOfBirth === undefined ? {} : { dateOfBirth: order.buyer.dateOfBirth },
    fulfillment,
    ...(order.priceAdjustment === undefined ? {} : { priceAdjustment: order.priceAdjustment }),
    paymentDetails: {
      ...(identityData === undefined ? {} : { identityData }),
      paymentMethods: { existingAuthorizations: existing },
      paymentVersionKey: order.paymentDetails?.paymentVersionKey ?? order.versionKey,
    },
    idempotencyKey,
    options: { paymentVersion: '2' as const },
  }
}

/**
 * After placing: the basket's lines of the order's modality set to 0 (all of them when
 * the basket holds nothing else, which clears it) (checkout.md §4 "Place order").
 * `undefined` when there is nothing to clear.
 */
export function basketClearRequest(
  basket: Pick<Basket, 'lines'>,
  modality: CheckoutModalityType,
): UpdateBasketRequest | undefined {
  const lines = basket.lines
    .filter((line) => line.modalityType === modality)
    .map((line) => ({ gtin13: line.gtin13, quantity: 0, modalityType: line.modalityType }))
  return lines.length === 0 ? undefined : { lines }
}

/** The order complete page; `im=true` marks a modified order (checkout.md §2 Routes). */
export function orderCompletePath(appName: string, orderId: string, modify: boolean): string {
  const path = `/checkout/${encodeURIComponent(appName)}/${encodeURIComponent(orderId)}/complete`
  return modify ? `${path}?im=true` : path
}

/** The post-auth-reject route with its reason; `isModify=true` picks the modify wording (checkout.md §2). */
export function paymentErrorPath({ reason, modify }: { reason?: string; modify: boolean }): string {
  const query = new URLSearchParams()
  if (modify) query.set('isModify', 'true')
  if (reason !== undefined && reason !== '') query.set('reason', reason)
  const text = query.toString()
  return text === '' ? '/checkout/payment-error' : `/checkout/payment-error?${text}`
}
