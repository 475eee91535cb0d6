import { ApiRequestError, type CheckoutPayment, messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  attemptDestinationOf,
  attemptFailureOf,
  placeOrderViewOf,
  serviceErrorEventOf,
  submitBlockerOf,
} from './place-order-flow.js'
import {
  initialOrderSubmitState,
  type OrderSubmitEvent,
  type OrderSubmitState,
  orderSubmitReducer,
} from './place-order-submit.js'

// checkout.md §2 Routes, §4 "Place order", "Modify submit", §8 "Payment and order", without
// React: what usePlaceOrder makes of a failed call, where an attempt goes, what it shows.

const base = {
  route: 'updateCheckout',
  endpoint: '/checkout/v2/checkouts/c9',
  message: 'm',
} as const
const http = (
  status: number,
  code?: string,
  extra: { reason?: string; serverMessage?: string } = {},
) =>
  ApiRequestError.of({
    ...base,
    kind: 'http',
    status,
    body: {},
    ...(code ? { code } : {}),
    ...extra,
  })
const timedOut = ApiRequestError.of({ ...base, kind: 'timeout', status: 408 })

const newKey = () => 'key-1'
const steps = (...events: OrderSubmitEvent[]): OrderSubmitState =>
  events.reduce(orderSubmitReducer, initialOrderSubmitState)
const submitting: OrderSubmitEvent[] = [{ type: 'SUBMIT', usesEbt: false, newKey }]
const placed: OrderSubmitEvent[] = [...submitting, { type: 'SUCCEEDED', orderId: 'o-7' }]

describe('a failed ACTIVATE or MODIFY: checkout.md §8 "Payment and order"', () => {
  it('reads the status, code, reason and service text of the answer', () => {
    expect(attemptFailureOf(http(402, 'CARD_DECLINED'), 'place')).toEqual({
      kind: 'message',
      message: messages.cardDeclined,
      outcomeUnknown: false,
    })
    expect(attemptFailureOf(http(422, 'POST_AUTH_REJECT', { reason: 'AVS' }), 'place')).toEqual({
      kind: 'reject',
      reason: 'AVS',
    })
    expect(attemptFailureOf(http(422, 'OTHER', { serverMessage: 'Not now' }), 'modify')).toEqual({
      kind: 'message',
      message: 'Not now',
      outcomeUnknown: false,
    })
  })

  it('no answer in time: a placed order may exist (same key), a modify has timed out', () => {
    expect(attemptFailureOf(timedOut, 'place')).toMatchObject({
      kind: 'message',
      outcomeUnknown: true,
    })
    expect(attemptFailureOf(timedOut, 'modify')).toEqual({ kind: 'timedOut' })
  })

  it('anything but an API error is a bug, thrown on', () => {
    const bug = new TypeError('bug')
    expect(() => attemptFailureOf(bug, 'place')).toThrow(bug)
  })

  it('SNAP EBT PIN codes 884, 885 and 889 raise a customer-facing service error; 55 does not', () => {
    for (const code of ['884', '885', '889']) {
      const error = http(402, code)
      expect(serviceErrorEventOf(attemptFailureOf(error, 'place'), error)).toMatchObject({
        type: 'CUSTOMER_FACING_SERVICE_ERROR',
        componentName: 'checkout',
        formName: 'pin',
      })
    }
    const invalidPin = http(402, '55')
    expect(serviceErrorEventOf(attemptFailureOf(invalidPin, 'place'), invalidPin)).toBeUndefined()
    const declined = http(402, 'CARD_DECLINED')
    expect(serviceErrorEventOf(attemptFailureOf(declined, 'place'), declined)).toBeUndefined()
  })
})

describe('before placing: checkout.md §8 missing payments', () => {
  const card = (paymentType: CheckoutPayment['paymentType'], id?: string) =>
    ({ paymentType, amountToAuthorize: 5, ...(id ? { id } : {}) }) as CheckoutPayment

  it('a placed order needs a bank card among its payments; a modify keeps the one it has', () => {
    expect(submitBlockerOf({ payments: [card('EBT_CARD', 'snap')] }, false)).toBe(
      messages.missingPayments,
    )
    expect(submitBlockerOf({ payments: [card('CREDIT_CARD')] }, false)).toBe(
      messages.missingPayments,
    )
    expect(submitBlockerOf({ payments: [card('CREDIT_CARD', 'visa')] }, false)).toBeUndefined()
    expect(submitBlockerOf({ payments: [] }, true)).toBeUndefined()
  })
})

describe('where an attempt goes: checkout.md §2 Routes, §4', () => {
  const place = { modify: false, appName: 'CLICKLIST' }
  const modify = { modify: true, appName: 'CLICKLIST' }

  it('placed with the basket cleared: the order complete page (im=true for a modify)', () => {
    const done = steps(...placed, { type: 'FINISHED', basketCleared: true })
    expect(attemptDestinationOf(done, place)).toEqual({
      kind: 'complete',
      orderId: 'o-7',
      path: '/checkout/CLICKLIST/o-7/complete',
    })
    expect(attemptDestinationOf(done, modify)).toMatchObject({
      path: '/checkout/CLICKLIST/o-7/complete?im=true',
    })
  })

  it("placed with items left in the basket: no page yet ('Order Successfully Placed')", () => {
    const left = steps(...placed, { type: 'FINISHED', basketCleared: false })
    expect(attemptDestinationOf(left, place)).toEqual({
      kind: 'complete',
      orderId: 'o-7',
      path: undefined,
    })
  })

  it('a post-authorization reject: the payment error page with its reason; a modify finalizes first', () => {
    const rejected = steps(...submitting, {
      type: 'FAILED',
      failure: { kind: 'reject', reason: 'AVS' },
    })
    expect(attemptDestinationOf(rejected, place)).toEqual({
      kind: 'paymentError',
      path: '/checkout/payment-error?reason=AVS',
      finalizeFirst: false,
    })
    expect(attemptDestinationOf(rejected, modify)).toEqual({
      kind: 'paymentError',
      path: '/checkout/payment-error?isModify=true&reason=AVS',
      finalizeFirst: true,
    })
  })

  it('goes nowhere while the attempt runs or after a failure the modal shows', () => {
    expect(attemptDestinationOf(steps(...submitting), place)).toBeUndefined()
    expect(attemptDestinationOf(steps(...placed), place)).toBeUndefined()
    const failed = steps(...submitting, { type: 'FAILED', failure: { kind: 'timedOut' } })
    expect(attemptDestinationOf(failed, place)).toBeUndefined()
  })
})

describe('what the button and the modals show: checkout.md §4', () => {
  it('busy while the call runs and while the basket is cleared', () => {
    expect(placeOrderViewOf(initialOrderSubmitState).busy).toBe(false)
    expect(placeOrderViewOf(steps(...submitting)).busy).toBe(true)
    expect(placeOrderViewOf(steps(...placed)).busy).toBe(true)
  })

  it("the failure modal of a failed attempt; the placed order of 'Order Successfully Placed'", () => {
    const failure = { kind: 'message' as const, message: 'No', outcomeUnknown: false }
    expect(placeOrderViewOf(steps(...submitting, { type: 'FAILED', failure }))).toEqual({
      busy: false,
      failure,
      placedWithItemsLeft: undefined,
    })
    const left = steps(...placed, { type: 'FINISHED', basketCleared: false })
    expect(placeOrderViewOf(left)).toEqual({
      busy: false,
      failure: undefined,
      placedWithItemsLeft: 'o-7',
    })
    const cleared = steps(...placed, { type: 'FINISHED', basketCleared: true })
    expect(placeOrderViewOf(cleared).placedWithItemsLeft).toBeUndefined()
  })
})
