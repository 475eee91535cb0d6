// checkout.md §4 "Place order", "Modify submit", §7 idempotency key, §8 "Payment and order".
import { describe, expect, it } from 'vitest'
import { FAULTS_PATH, parseFault } from '../src/faults.ts'
import { CHECKOUT_FAULT_CODES } from '../src/routes/checkout-payments.ts'
import { placeOrder, registerCard, sandbox } from './support.ts'

async function draft(call: ReturnType<typeof sandbox>['call']) {
  const created = await call('createCheckout', {
    body: {
      buyer: { profileId: 'sandbox-shopper' },
      fulfillment: {},
      lineItems: [
        { cart: { gtin13: '0000000004011' }, quantity: 3, substitutionPolicy: 'SHOPPER_CHOICE' },
      ],
      modalityType: 'Pickup',
      cartId: 'checkout-cart',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    },
  })
  return (await created.json()) as { id: string; versionKey: string }
}

const activate = (versionKey: string, key: string, ebt?: { pinRegistration?: string }) => ({
  type: 'ACTIVATE',
  versionKey,
  paymentDetails: {
    paymentMethods: {
      bankCards: [{ id: 'card-visa' }],
      ...(ebt ? { ebtCards: [{ id: 'card-snap' }] } : {}),
    },
    ...(ebt?.pinRegistration ? { identityData: ebt.pinRegistration } : {}),
  },
  idempotencyKey: key,
})

const ordersOf = async (call: ReturnType<typeof sandbox>['call']) =>
  ((await (await call('orders')).json()) as { orders: { id: string }[] }).orders

describe('placing with SNAP EBT needs the PIN (checkout.md §4, §8 PIN codes)', () => {
  /** A PIN the frame registered: its id and the answer it gives, never its digits. */
  const pinRegistration = (
    store: ReturnType<typeof sandbox>['store'],
    id: string,
    outcome: 'ok' | '55' | '75',
  ) =>
    registerCard(store, id, {
      type: 'pin',
      brand: 'EBT',
      firstSix: '',
      lastFour: '',
      expiry: null,
      balanceOutcome: outcome,
    })

  it("answers 400 without a PIN, 402 code 55 and 75 from the frame's PIN registration, places with a good one", async () => {
    const { call, store } = sandbox()
    pinRegistration(store, 'sandbox-pct-55', '55')
    pinRegistration(store, 'sandbox-pct-75', '75')
    pinRegistration(store, 'sandbox-pct-ok', 'ok')
    const checkout = await draft(call)
    const put = (key: string, pinRegistration?: string) =>
      call('updateCheckout', {
        params: { checkoutId: checkout.id },
        body: activate(
          checkout.versionKey,
          key,
          pinRegistration === undefined ? {} : { pinRegistration },
        ),
      })
    expect((await put('k-none')).status).toBe(400)
    const invalid = await put('k-55', 'sandbox-pct-55')
    expect(invalid.status).toBe(402)
    expect(await invalid.json()).toMatchObject({ errors: [{ code: '55' }] })
    expect(
      ((await (await put('k-75', 'sandbox-pct-75')).json()) as { errors: { code: string }[] })
        .errors[0]?.code,
    ).toBe('75')
    const placed = await put('k-ok', 'sandbox-pct-ok')
    expect(placed.status).toBe(200)
    expect(await placed.json()).toMatchObject({ status: 'PLACED' })
    // The order used the registration up, for this shopper's SNAP EBT card.
    expect(store.get('card-entry-registrations', 'sandbox-pct-ok')).toMatchObject({
      usedBy: { cardId: 'card-snap' },
    })
    store.close()
  })

  it('takes a PIN registration id, not a PIN: a PIN, an unknown id, a used one or a card registration answer 422 KC2617', async () => {
    const { call, store } = sandbox()
    pinRegistration(store, 'sandbox-pct-once', 'ok')
    registerCard(store, 'sandbox-lvt-card-4242')
    const first = await draft(call)
    const put = (checkout: { id: string; versionKey: string }, key: string, identityData: string) =>
      call('updateCheckout', {
        params: { checkoutId: checkout.id },
        body: activate(checkout.versionKey, key, { pinRegistration: identityData }),
      })
    for (const [key, identityData] of [
      ['k-raw', '1234'],
      ['k-stand-in', 'sandbox-pin:1234'],
      ['k-unknown', 'sandbox-pct-unknown'],
      ['k-card', 'sandbox-lvt-card-4242'],
    ] as const) {
      const refused = await put(first, key, identityData)
      expect(refused.status, identityData).toBe(422)
      expect(await refused.json()).toMatchObject({ errors: [{ code: 'KC2617' }] })
    }
    expect((await put(first, 'k-once', 'sandbox-pct-once')).status).toBe(200)
    const second = await draft(call)
    const reused = await put(second, 'k-again', 'sandbox-pct-once')
    expect(reused.status).toBe(422)
    expect(await reused.json()).toMatchObject({ errors: [{ code: 'KC2617' }] })
    store.close()
  })
})

describe('a retried place order with the same key makes one order (checkout.md §7)', () => {
  it("the 'lost-answer' fault places the order and loses the answer; the retry is answered with it", async () => {
    const { app, call, store } = sandbox()
    const checkout = await draft(call)
    await app.fetch(
      new Request(`http://sandbox.test${FAULTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route: 'updateCheckout', fault: 'lost-answer', times: 1 }),
      }),
    )
    const body = activate(checkout.versionKey, 'key-once')
    const first = await call('updateCheckout', { params: { checkoutId: checkout.id }, body })
    expect(first.status).toBe(504)
    expect((await ordersOf(call)).map((o) => o.id)).toEqual([checkout.id])
    const retry = await call('updateCheckout', { params: { checkoutId: checkout.id }, body })
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({ id: checkout.id, status: 'PLACED' })
    expect(await ordersOf(call)).toHaveLength(1)
    // A new key for the same order is a second placing, which the service refuses.
    const again = await call('updateCheckout', {
      params: { checkoutId: checkout.id },
      body: activate(checkout.versionKey, 'key-two'),
    })
    expect(again.status).toBe(409)
    expect(await ordersOf(call)).toHaveLength(1)
    store.close()
  })
})

describe('fault codes of the order errors (checkout.md §8)', () => {
  it('each is a switch with its status and code', () => {
    for (const [code, { status }] of Object.entries(CHECKOUT_FAULT_CODES)) {
      expect(parseFault(code)).toMatchObject({ kind: 'status', status, code })
    }
    expect(parseFault('lost-answer')).toEqual({ kind: 'lost-answer' })
  })
})

describe('finalizing a cart modification (checkout.md §4 "Modify submit")', () => {
  it('lets the modify basket go; an unknown order is 404', async () => {
    const { call, store } = sandbox()
    const orderId = await placeOrder(call)
    await call('updateBasket', {
      body: { orderId, lines: [{ gtin13: '0000000004011', quantity: 1 }] },
    })
    const finalized = await call('finalizeCartModification', { params: { orderId } })
    expect(finalized.status).toBe(200)
    const basket = (await (await call('basket', { query: { orderId } })).json()) as {
      lines: { gtin13: string; quantity: number }[]
    }
    expect(basket.lines.find((l) => l.gtin13 === '0000000004011')?.quantity).toBe(3)
    expect((await call('finalizeCartModification', { params: { orderId: 'nope' } })).status).toBe(
      404,
    )
    store.close()
  })
})
