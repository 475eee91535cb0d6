// Browser-safe. Placing and modifying orders (checkout.md §4 "Place order", "Modify
// submit", §8 "Payment and order"): the fault codes that reach each error of the
// catalogue, the SNAP EBT PIN check of an ACTIVATE, and finalizing a cart modification.
import type { Checkout } from '@aisle/api'
import { claimEntry } from '../card-frame/registrations.ts'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'

/**
 * Switches of the fault board for the order errors of checkout.md §8, by code, with the
 * status each comes with and the reason the service sends (shown where the spec says
 * the server reason is shown).
 */
export const CHECKOUT_FAULT_CODES: Record<string, { status: number; reason: string }> = {
  CARD_DECLINED: { status: 402, reason: 'card declined' },
  POST_AUTH_REJECT: {
    status: 402,
    reason: 'Payment authorization was declined by the card issuer.',
  },
  ORDER_PENDING: { status: 422, reason: 'The modified order is pending review.' },
  ORDER_REJECTED: { status: 422, reason: 'The modified order was rejected.' },
  ORDER_EXPIRED: { status: 410, reason: 'order expired' },
  ORDER_NOT_MODIFIABLE: { status: 422, reason: 'order is being picked' },
  PAYMENT_TYPE_NOT_SUPPORTED: { status: 422, reason: 'payment type not supported' },
  PROMISING_FALLOUT: {
    status: 422,
    reason: 'Some items can no longer be fulfilled; your original order was kept.',
  },
  ALCOHOL_NA_FOR_ADDRESS: {
    status: 422,
    reason: 'Alcohol cannot be delivered to this address.',
  },
  ALCOHOL_QTY_EXCEEDED: {
    status: 422,
    reason: 'Your order exceeds the alcohol quantity allowed for one order.',
  },
  CART_QUANTITY_LIMIT_EXCEEDED: {
    status: 422,
    reason: 'Your cart exceeds the quantity allowed for one order.',
  },
  CHECKOUT_NOT_FOUND: { status: 404, reason: 'checkout not found' },
  MISSING_PAYMENTS: { status: 400, reason: 'the checkout has no payments' },
  '884': { status: 402, reason: 'PIN service unavailable' },
  '885': { status: 402, reason: 'PIN service error' },
  '889': { status: 402, reason: 'PIN key error' },
}

/**
 * An ACTIVATE that charges a SNAP EBT card needs its PIN, typed in the card-entry frame,
 * as identity data: the id of the frame's PIN registration, never the PIN (checkout.md
 * §4; wallet-flyout.md §1). A placed order uses the registration up; an unknown, used or
 * other kind of registration answers 422 KC2617. The frame's stand-in PINs starting 55
 * answer code 55 and 75 code 75 (locked), as the balance check does.
 */
export function assertSnapPin(
  c: HandlerContext,
  ebtCardIds: readonly string[],
  identityData: string | undefined,
): void {
  const [cardId] = ebtCardIds
  if (cardId === undefined) return
  if (identityData === undefined || identityData === '') {
    fail(400, 'PIN_REQUIRED', 'a SNAP EBT payment needs the PIN')
    return
  }
  const claim = { banner: c.banner, shopperId: c.shopperId, cardId, now: c.now }
  const outcome = claimEntry(c.store, identityData, 'pin', claim).balanceOutcome ?? 'ok'
  if (outcome === '55') fail(402, '55', 'Invalid PIN')
  if (outcome === '75') fail(402, '75', 'PIN tries exceeded')
}

export const checkoutPaymentHandlers: Pick<HandlerTable, 'finalizeCartModification'> = {
  // Ends the modification of a placed order: its modify basket is let go.
  finalizeCartModification: (c: HandlerContext) => {
    const orderId = c.params.orderId ?? ''
    const order = c.mine.get<Checkout>('checkouts', orderId)
    if (!order || order.status === 'DRAFT') return fail(404, 'ORDER_NOT_FOUND', 'order not found')
    c.mine.delete('modifyBaskets', orderId)
    return ok({})
  },
}
