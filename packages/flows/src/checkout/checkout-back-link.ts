import type { CheckoutModalityType } from '@aisle/api'

/** Where the payment step's back link leads (checkout.md §2). */
export type PaymentBackTarget =
  | { to: 'scheduling'; fulfillmentType: 'Pickup' | 'Delivery' }
  | { to: 'cart-modify'; orderId: string }
  | { to: 'cart' }

export interface PaymentBackInput {
  /** im=true: the modify variant, where scheduling sends the shopper away (§2 Routes). */
  modify: boolean
  /** The orderId query parameter. */
  orderId: string | null
  /** The checkout's modality, once it has loaded. */
  modalityType: CheckoutModalityType | undefined
}

/**
 * checkout.md §2: "The back link goes to the fulfillment-specific cart or scheduling page."
 * Payment leads back to scheduling for the checkout's own fulfillment type, so the
 * scheduling page keeps it (without it, scheduling redirects to the cart), as an edit of
 * the time from the payment page: the times are fetched again and the stored reservation
 * is not re-submitted at once (§4), which would send the shopper straight back. A modify
 * review leads back to the cart-modify page of its order, since scheduling redirects away
 * in modify mode. Before the checkout is known, and for in-store checkouts, the cart.
 */
export function paymentBackTarget({
  modify,
  orderId,
  modalityType,
}: PaymentBackInput): PaymentBackTarget {
  if (modify && orderId) return { to: 'cart-modify', orderId }
  if (modalityType === 'Pickup' || modalityType === 'Delivery') {
    return { to: 'scheduling', fulfillmentType: modalityType }
  }
  return { to: 'cart' }
}

/** The path of a back target (checkout.md §2 Routes: /scheduling?fulfillmentType, /cart/modify). */
export function paymentBackPath(target: PaymentBackTarget): string {
  switch (target.to) {
    case 'scheduling':
      return `/scheduling?fulfillmentType=${target.fulfillmentType}&edit=true`
    case 'cart-modify':
      return `/cart/modify?orderId=${encodeURIComponent(target.orderId)}`
    case 'cart':
      return '/cart'
  }
}
