import type { Basket, Checkout } from '@aisle/api'
import { messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  activateRequestOf,
  basketClearRequest,
  MISSING_CHECKOUT_CODE,
  modifiedLineItems,
  modifyRequestOf,
  orderCompletePath,
  paymentErrorPath,
  placeOrderText,
  usesEbt,
} from './place-order.js'
import {
  canSubmit,
  initialOrderSubmitState,
  type OrderFailure,
  type OrderSubmitEvent,
  type OrderSubmitState,
  orderFailureOf,
  orderSubmitReducer,
} from './place-order-submit.js'

const run = (state: OrderSubmitState, ...events: OrderSubmitEvent[]) =>
  events.reduce(orderSubmitReducer, state)

const keys = () => {
  let n = 0
  return () => `key-${++n}`
}

const unknownOutcome: OrderFailure = {
  kind: 'message',
  message: messages.checkoutTechnicalDifficulties,
  outcomeUnknown: true,
  action: 'retry',
}
const declined: OrderFailure = {
  kind: 'message',
  message: messages.cardDeclined,
  outcomeUnknown: false,
}

describe('the submit machine: checkout.md §4 "Place order", §7 idempotency key', () => {
  it('asks for the PIN first when EBT is used, then submits with a new key', () => {
    const newKey = keys()
    const pin = run(initialOrderSubmitState, { type: 'SUBMIT', usesEbt: true, newKey })
    expect(pin).toEqual({ step: 'pin', locked: false })
    expect(run(pin, { type: 'PIN.ENTERED', newKey })).toEqual({
      step: 'submitting',
      idempotencyKey: 'key-1',
    })
  })

  it("the PIN's registration id rides with its attempt only; the next attempt asks again", () => {
    const newKey = keys()
    const submitting = run(
      initialOrderSubmitState,
      { type: 'SUBMIT', usesEbt: true, newKey },
      { type: 'PIN.ENTERED', newKey, identity: 'pct-1' },
    )
    expect(submitting).toEqual({ step: 'submitting', idempotencyKey: 'key-1', identity: 'pct-1' })
    const again = run(
      submitting,
      { type: 'FAILED', failure: declined },
      { type: 'DISMISS' },
      { type: 'SUBMIT', usesEbt: true, newKey },
    )
    expect(again).toEqual({ step: 'pin', locked: false })
  })

  it('a retry after an unknown outcome (5xx, network, timeout) REUSES the key', () => {
    const newKey = keys()
    const failed = run(
      initialOrderSubmitState,
      { type: 'SUBMIT', usesEbt: false, newKey },
      { type: 'FAILED', failure: unknownOutcome },
    )
    expect(failed).toEqual({ step: 'failed', failure: unknownOutcome, retryKey: 'key-1' })
    expect(run(failed, { type: 'SUBMIT', usesEbt: false, newKey })).toEqual({
      step: 'submitting',
      idempotencyKey: 'key-1',
    })
    // Closing the modal first keeps the key too, and so does a PIN prompt in between.
    const viaPin = run(
      failed,
      { type: 'DISMISS' },
      { type: 'SUBMIT', usesEbt: true, newKey },
      { type: 'PIN.ENTERED', newKey },
    )
    expect(viaPin).toEqual({ step: 'submitting', idempotencyKey: 'key-1' })
  })

  it('after a definite refusal (declined, conflict) the next attempt gets a new key', () => {
    const newKey = keys()
    const failed = run(
      initialOrderSubmitState,
      { type: 'SUBMIT', usesEbt: false, newKey },
      { type: 'FAILED', failure: declined },
    )
    expect(failed).toEqual({ step: 'failed', failure: declined })
    expect(run(failed, { type: 'SUBMIT', usesEbt: false, newKey })).toEqual({
      step: 'submitting',
      idempotencyKey: 'key-2',
    })
  })

  it('a PIN failure reopens the prompt with its message; code 75 locks it', () => {
    const newKey = keys()
    const submitting = run(
      initialOrderSubmitState,
      { type: 'SUBMIT', usesEbt: true, newKey },
      { type: 'PIN.ENTERED', newKey },
    )
    const invalid = orderFailureOf({ kind: 'http', status: 402, code: '55' }, 'place')
    expect(run(submitting, { type: 'FAILED', failure: invalid })).toEqual({
      step: 'pin',
      locked: false,
      error: messages.invalidPin,
    })
    const locked = orderFailureOf({ kind: 'http', status: 402, code: '75' }, 'place')
    const lockedState = run(submitting, { type: 'FAILED', failure: locked })
    expect(lockedState).toMatchObject({ step: 'pin', locked: true, error: messages.pinLocked })
    expect(() => run(lockedState, { type: 'PIN.ENTERED', newKey })).toThrow(
      'Invalid action "PIN.ENTERED" in state "pin"',
    )
    expect(placeOrderText.pinLockedTitle).toBe('Too Many PIN Attempts')
  })

  it('checkout.md §4: the code 75 lock is kept after Close, on the next Place and after a non-EBT failure', () => {
    const newKey = keys()
    const locked = orderFailureOf({ kind: 'http', status: 402, code: '75' }, 'place')
    const closed = run(
      initialOrderSubmitState,
      { type: 'SUBMIT', usesEbt: true, newKey },
      { type: 'PIN.ENTERED', newKey },
      { type: 'FAILED', failure: locked },
      { type: 'PIN.CANCEL' },
    )
    expect(closed).toEqual({ step: 'idle', pinLocked: true })
    const again = run(closed, { type: 'SUBMIT', usesEbt: true, newKey })
    expect(again).toEqual({ step: 'pin', locked: true, error: messages.pinLocked })
    expect(() => run(again, { type: 'PIN.ENTERED', newKey })).toThrow(
      'Invalid action "PIN.ENTERED" in state "pin"',
    )
    // Without EBT the order may go on; a failure then keeps the lock for the next EBT try.
    const declined = orderFailureOf({ kind: 'http', status: 402, code: 'CARD_DECLINED' }, 'place')
    const afterDecline = run(
      closed,
      { type: 'SUBMIT', usesEbt: false, newKey },
      { type: 'FAILED', failure: declined },
      { type: 'DISMISS' },
      { type: 'SUBMIT', usesEbt: true, newKey },
    )
    expect(afterDecline).toMatchObject({ step: 'pin', locked: true })
  })

  it('checkout.md §4: a PIN that was only wrong (55) opens unlocked after Close', () => {
    const newKey = keys()
    const invalid = orderFailureOf({ kind: 'http', status: 402, code: '55' }, 'place')
    const reopened = run(
      initialOrderSubmitState,
      { type: 'SUBMIT', usesEbt: true, newKey },
      { type: 'PIN.ENTERED', newKey },
      { type: 'FAILED', failure: invalid },
      { type: 'PIN.CANCEL' },
      { type: 'SUBMIT', usesEbt: true, newKey },
    )
    expect(reopened).toEqual({ step: 'pin', locked: false })
  })

  it('a second submit while one runs is illegal (the button is disabled); canSubmit says so', () => {
    const newKey = keys()
    const submitting = run(initialOrderSubmitState, { type: 'SUBMIT', usesEbt: false, newKey })
    expect(canSubmit(submitting)).toBe(false)
    expect(() => run(submitting, { type: 'SUBMIT', usesEbt: false, newKey })).toThrow(
      'Invalid action "SUBMIT" in state "submitting"',
    )
  })

  it('placed, then the basket: cleared, or not (the notice)', () => {
    const newKey = keys()
    const finishing = run(
      initialOrderSubmitState,
      { type: 'SUBMIT', usesEbt: false, newKey },
      { type: 'SUCCEEDED', orderId: 'o1' },
    )
    expect(finishing).toEqual({ step: 'finishing', orderId: 'o1' })
    expect(run(finishing, { type: 'FINISHED', basketCleared: false })).toEqual({
      step: 'done',
      orderId: 'o1',
      basketCleared: false,
    })
    expect(canSubmit(run(finishing, { type: 'FINISHED', basketCleared: true }))).toBe(false)
  })

  it('a post-authorization reject ends in the rejected state with its reason', () => {
    const newKey = keys()
    const reject = orderFailureOf(
      { kind: 'http', status: 402, code: 'POST_AUTH_REJECT', reason: 'Issuer said no' },
      'place',
    )
    expect(
      run(
        initialOrderSubmitState,
        { type: 'SUBMIT', usesEbt: false, newKey },
        { type: 'FAILED', failure: reject },
      ),
    ).toEqual({ step: 'rejected', reason: 'Issuer said no' })
  })
})

describe('order failures: checkout.md §8 "Payment and order", §4 "Modify submit"', () => {
  const http = (status: number, code?: string, reason?: string) =>
    ({ kind: 'http', status, code, reason }) as const
  const message = (f: OrderFailure) => (f.kind === 'message' ? f.message : f.kind)

  it('declined, conflict, expired, cannot modify, unsupported payment type', () => {
    expect(message(orderFailureOf(http(402, 'CARD_DECLINED'), 'place'))).toBe(
      'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
    )
    expect(message(orderFailureOf(http(409, 'CONFLICT'), 'place'))).toBe(
      'Your order has been updated on another device. Please refresh and try again.',
    )
    expect(message(orderFailureOf(http(409, 'VERSION_MISMATCH'), 'modify'))).toBe(
      messages.orderUpdatedElsewhere,
    )
    expect(orderFailureOf(http(410, 'ORDER_EXPIRED'), 'place')).toMatchObject({
      message: 'Your order has expired. Please return to the scheduling page.',
      action: 'scheduling',
    })
    expect(message(orderFailureOf(http(422, 'ORDER_NOT_MODIFIABLE'), 'modify'))).toBe(
      "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
    )
    expect(message(orderFailureOf(http(422, 'PAYMENT_TYPE_NOT_SUPPORTED'), 'place'))).toBe(
      'We are currently not accepting this payment type. Please select a different form of payment.',
    )
  })

  it('fallout keeps the original order and shows the code; alcohol and quantity limits show the server reason', () => {
    expect(message(orderFailureOf(http(422, 'PROMISING_FALLOUT', 'Kept.'), 'modify'))).toBe(
      'Kept. Error Code PROMISING_FALLOUT',
    )
    expect(
      orderFailureOf(http(422, 'ALCOHOL_NA_FOR_ADDRESS', 'No alcohol here.'), 'place'),
    ).toMatchObject({
      title: 'Alcohol Delivery Is Unavailable',
      message: 'No alcohol here.',
    })
    expect(orderFailureOf(http(422, 'ALCOHOL_QTY_EXCEEDED', 'Too much.'), 'place')).toMatchObject({
      title: 'Alcohol Quantity Limit Exceeded',
      message: 'Too much.',
    })
    expect(
      message(orderFailureOf(http(422, 'CART_QUANTITY_LIMIT_EXCEEDED', 'Limit.'), 'place')),
    ).toBe('Limit.')
  })

  it("missing checkout: the generic message with Error Code RS or RS-2; missing payments: 'Please refresh page and try again.'", () => {
    expect(message(orderFailureOf(http(404, 'CHECKOUT_NOT_FOUND'), 'place'))).toBe(
      `${messages.checkoutTechnicalDifficulties} Error Code ${MISSING_CHECKOUT_CODE.place}`,
    )
    expect(message(orderFailureOf(http(404, 'CHECKOUT_NOT_FOUND'), 'modify'))).toBe(
      'We are experiencing technical difficulties. Please try again in a few moments. Error Code RS-2',
    )
    expect(message(orderFailureOf(http(400, 'MISSING_PAYMENTS'), 'place'))).toBe(
      'Please refresh page and try again.',
    )
  })

  it('modify: a timeout is the Order Timed Out modal; pending or rejected go to the reject page; other errors the server message or generic plus code', () => {
    expect(orderFailureOf({ kind: 'timeout', status: 408 }, 'modify')).toEqual({ kind: 'timedOut' })
    expect(orderFailureOf(http(422, 'ORDER_PENDING', 'pending'), 'modify')).toEqual({
      kind: 'reject',
      reason: 'pending',
    })
    expect(orderFailureOf(http(422, 'ORDER_REJECTED'), 'modify')).toEqual({ kind: 'reject' })
    expect(
      message(
        orderFailureOf(
          { kind: 'http', status: 400, code: 'X1', serverMessage: 'Server says' },
          'modify',
        ),
      ),
    ).toBe('Server says')
    expect(message(orderFailureOf(http(400, 'X1'), 'modify'))).toBe(
      `${messages.checkoutTechnicalDifficulties} Error Code X1`,
    )
  })

  it('no answer (5xx, network, timeout on place) is technical difficulties with an unknown outcome', () => {
    for (const facts of [
      http(500, 'INTERNAL_SERVER_ERROR'),
      { kind: 'network', status: 0 } as const,
      { kind: 'timeout', status: 408 } as const,
    ]) {
      expect(orderFailureOf(facts, 'place')).toEqual({
        kind: 'message',
        message: 'We are experiencing technical difficulties. Please try again in a few moments.',
        outcomeUnknown: true,
        action: 'retry',
      })
    }
  })

  it('PIN codes: 884, 885, 889 also raise a service error event; others the default PIN text', () => {
    expect(orderFailureOf(http(402, '884'), 'place')).toMatchObject({
      kind: 'pin',
      message: 'We were unable to verify your PIN. Please try again.',
      reportAsServiceError: true,
    })
    expect(orderFailureOf(http(402, '893'), 'place')).toMatchObject({
      kind: 'pin',
      message: 'Invalid PIN, please try again.',
      reportAsServiceError: false,
    })
  })

  it('a session that cannot be renewed goes to sign-in', () => {
    expect(orderFailureOf({ kind: 'unauthenticated', status: 401 }, 'place')).toEqual({
      kind: 'signIn',
    })
  })
})

const checkout = (over: Partial<Checkout> = {}): Checkout => ({
  id: 'checkout-7',
  versionKey: 'v4',
  checksum: 'sum-v4',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [
    {
      id: 'l1',
      cart: { gtin13: '0000000004011' },
      quantity: 6,
      substitutionPolicy: 'SHOPPER_CHOICE',
    },
  ],
  payments: [
    { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: 10 },
    { id: 'card-gift-25', paymentType: 'GIFT_CARD', amountToAuthorize: 5 },
    { id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 1 },
  ],
  summary: { itemCount: 6, cost: { itemTotal: 14, total: 15 } },
  ...over,
})

describe('requests and destinations: checkout.md §7, §2 Routes', () => {
  it('ACTIVATE carries the payments as payment methods, the key and the PIN as identity data', () => {
    expect(activateRequestOf(checkout(), 'k1', 'sandbox-pin:1234')).toEqual({
      type: 'ACTIVATE',
      versionKey: 'v4',
      paymentDetails: {
        paymentMethods: {
          bankCards: [{ id: 'card-visa' }],
          ebtCards: [{ id: 'card-snap' }],
          giftCards: [{ cardNumber: 'card-gift-25' }],
        },
        identityData: 'sandbox-pin:1234',
      },
      idempotencyKey: 'k1',
    })
    expect(usesEbt(checkout())).toBe(true)
    expect(usesEbt(checkout({ payments: [{ id: 'c', paymentType: 'CREDIT_CARD' }] }))).toBe(false)
  })

  it('MODIFY keeps the original authorizations, checksum and summary, payment version 2', () => {
    const placed = checkout({ status: 'PLACED' })
    const basket: Basket = {
      id: 'modify-checkout-7',
      orderId: 'checkout-7',
      itemCount: 2,
      subtotal: 3,
      lines: [
        {
          id: 'b1',
          gtin13: '0000000004011',
          description: 'Bananas',
          quantity: 2,
          unitPrice: 0.59,
          totalPrice: 1.18,
          modalityType: 'Delivery',
          available: true,
        },
      ],
    }
    const lines = modifiedLineItems(placed, basket)
    expect(lines).toEqual([{ ...placed.lineItems[0], quantity: 2 }])
    const body = modifyRequestOf(placed, lines, 'm1')
    expect(body).toMatchObject({
      type: 'MODIFY',
      versionKey: 'v4',
      checksum: 'sum-v4',
      summary: placed.summary,
      idempotencyKey: 'm1',
      options: { paymentVersion: '2' },
      paymentDetails: {
        paymentMethods: {
          existingAuthorizations: [
            { id: 'card-snap', amount: 10 },
            { id: 'card-gift-25', amount: 5 },
            { id: 'card-visa', amount: 1 },
          ],
        },
        paymentVersionKey: 'v4',
      },
    })
  })

  it('the basket: items of the order modality set to 0; nothing to do for an empty basket', () => {
    const line = (gtin13: string, modalityType: 'Delivery' | 'Pickup') => ({
      id: gtin13,
      gtin13,
      description: 'x',
      quantity: 1,
      unitPrice: 1,
      totalPrice: 1,
      modalityType,
      available: true,
    })
    expect(
      basketClearRequest({ lines: [line('1', 'Delivery'), line('2', 'Pickup')] }, 'Delivery'),
    ).toEqual({ lines: [{ gtin13: '1', quantity: 0, modalityType: 'Delivery' }] })
    expect(basketClearRequest({ lines: [] }, 'Delivery')).toBeUndefined()
  })

  it('the order complete page (im=true for modify) and the payment error page with its reason', () => {
    expect(orderCompletePath('CLICKLIST', 'checkout-7', false)).toBe(
      '/checkout/CLICKLIST/checkout-7/complete',
    )
    expect(orderCompletePath('CLICKLIST', 'checkout-7', true)).toBe(
      '/checkout/CLICKLIST/checkout-7/complete?im=true',
    )
    expect(paymentErrorPath({ modify: false, reason: 'Issuer said no' })).toBe(
      '/checkout/payment-error?reason=Issuer+said+no',
    )
    expect(paymentErrorPath({ modify: true })).toBe('/checkout/payment-error?isModify=true')
  })

  it("labels: 'Place your {Pickup or Delivery} Order' / 'Submit Modified Order'", () => {
    expect(placeOrderText.label('Pickup', false)).toBe('Place your Pickup Order')
    expect(placeOrderText.label('Delivery', false)).toBe('Place your Delivery Order')
    expect(placeOrderText.label('Delivery', true)).toBe('Submit Modified Order')
  })
})

describe('a 408 answer is a timeout (checkout.md §4 "Modify submit")', () => {
  it("modify: 'Order Timed Out'; place: an unknown outcome to retry with the same key", () => {
    expect(
      orderFailureOf({ kind: 'http', status: 408, code: 'REQUEST_TIMEOUT' }, 'modify'),
    ).toEqual({
      kind: 'timedOut',
    })
    expect(orderFailureOf({ kind: 'http', status: 408 }, 'place')).toMatchObject({
      outcomeUnknown: true,
    })
  })
})
