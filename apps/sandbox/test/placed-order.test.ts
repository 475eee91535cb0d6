import { describe, expect, it } from 'vitest'
import { sandbox } from './support.ts'

// checkout.md §4 "Place order", "Modify submit": once placed, an order changes only
// through MODIFY, whatever happens to the cart afterwards.
describe('placing the cart checkout', () => {
  const placeCart = async (call: ReturnType<typeof sandbox>['call']) => {
    const cart = (await (
      await call('checkout', { params: { checkoutId: 'checkout-cart' } })
    ).json()) as { versionKey: string }
    const placed = await call('updateCheckout', {
      params: { checkoutId: 'checkout-cart' },
      body: {
        type: 'ACTIVATE',
        versionKey: cart.versionKey,
        paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
        idempotencyKey: 'place-cart',
      },
    })
    expect(placed.status).toBe(200)
  }

  it('leaves the placed order and purchase history unchanged when the basket changes; the next cart has a new id', async () => {
    const { call } = sandbox()
    await placeCart(call)
    const order = await (await call('order', { params: { orderId: 'checkout-cart' } })).json()
    const history = await (await call('orders')).json()
    expect((history as { orders: Array<{ id: string }> }).orders.map((o) => o.id)).toEqual([
      'checkout-cart',
    ])

    const changed = await call('updateBasket', {
      body: { lines: [{ gtin13: '0000000004011', quantity: 7 }] },
    })
    expect(changed.status).toBe(200)
    const basket = (await changed.json()) as { id: string; lines: Array<{ quantity: number }> }
    expect(basket.id).not.toBe('checkout-cart')
    expect(basket.id).toMatch(/^checkout-\d+$/)
    expect(basket.lines.map((line) => line.quantity)).toEqual([7])

    // Reads name the same new cart, and its checkout is a draft of its own.
    const again = (await (await call('basket')).json()) as { id: string }
    expect(again.id).toBe(basket.id)
    const next = (await (await call('checkout', { params: { checkoutId: basket.id } })).json()) as {
      status: string
    }
    expect(next.status).toBe('DRAFT')

    expect(await (await call('order', { params: { orderId: 'checkout-cart' } })).json()).toEqual(
      order,
    )
    expect(await (await call('orders')).json()).toEqual(history)
  })

  it('gives an emptied cart after placing a new id on the first read too, and keeps it', async () => {
    const { call } = sandbox()
    await placeCart(call)
    const first = (await (await call('basket')).json()) as { id: string; lines: unknown[] }
    expect(first.id).toMatch(/^checkout-\d+$/)
    expect(first.lines).toEqual([])
    expect(((await (await call('basket')).json()) as { id: string }).id).toBe(first.id)
  })

  it('refuses every update of a placed order but MODIFY (409 ORDER_PLACED)', async () => {
    const { call } = sandbox()
    await placeCart(call)
    const placed = (await (
      await call('checkout', { params: { checkoutId: 'checkout-cart' } })
    ).json()) as { versionKey: string }
    const bodies = [
      { versionKey: placed.versionKey, payments: [] },
      {
        versionKey: placed.versionKey,
        payments: [],
        lineItems: [
          { cart: { gtin13: '0000000004011' }, quantity: 9, substitutionPolicy: 'SHOPPER_CHOICE' },
        ],
      },
      {
        versionKey: placed.versionKey,
        payments: [],
        priceAdjustment: { promos: [{ action: 'Add', code: 'SAVE5' }] },
      },
      { versionKey: placed.versionKey, payments: [], paymentDetails: { gratuityAmount: 5 } },
      {
        versionKey: placed.versionKey,
        payments: [],
        fulfillment: { instructions: 'leave at the door' },
      },
    ]
    const order = await (await call('order', { params: { orderId: 'checkout-cart' } })).json()
    for (const body of bodies) {
      const response = await call('updateCheckout', {
        params: { checkoutId: 'checkout-cart' },
        body,
      })
      expect(response.status).toBe(409)
      expect(await response.json()).toMatchObject({ errors: [{ code: 'ORDER_PLACED' }] })
    }
    expect(await (await call('order', { params: { orderId: 'checkout-cart' } })).json()).toEqual(
      order,
    )
  })

  it('checkout.md §4 "Modify submit": the buyer\'s date of birth sent with MODIFY is stored', async () => {
    const { call } = sandbox()
    await placeCart(call)
    const placed = (await (
      await call('checkout', { params: { checkoutId: 'checkout-cart' } })
    ).json()) as {
      versionKey: string
      checksum: string
      lineItems: unknown[]
      summary: unknown
    }
    const modified = await call('updateCheckout', {
      params: { checkoutId: 'checkout-cart' },
      body: {
        type: 'MODIFY',
        lineItems: placed.lineItems,
        versionKey: placed.versionKey,
        checksum: placed.checksum,
        summary: placed.summary,
        buyer: { dateOfBirth: '1985-07-30' },
        fulfillment: {},
        paymentDetails: {
          paymentMethods: { existingAuthorizations: [] },
          paymentVersionKey: 'pv-1',
        },
        idempotencyKey: 'modify-dob',
        options: { paymentVersion: '2' },
      },
    })
    expect(modified.status).toBe(200)
    expect(await modified.json()).toMatchObject({ buyer: { dateOfBirth: '1985-07-30' } })
    const read = await (await call('checkout', { params: { checkoutId: 'checkout-cart' } })).json()
    expect(read).toMatchObject({ buyer: { dateOfBirth: '1985-07-30' } })
  })
})
