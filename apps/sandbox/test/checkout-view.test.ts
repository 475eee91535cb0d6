import { describe, expect, it } from 'vitest'
import { sandbox } from './support.ts'

// A checkout as the shopper reads it (routes/checkout.ts present): the membership for the
// payment step's free-delivery banner (checkout.md §3, §6, §9), and a placed order under
// modification priced with its new basket and the cost before (§3 originalSummary, §4, §9).

interface Read {
  versionKey: string
  status: string
  lineItems: Array<{ cart: { gtin13: string }; quantity: number }>
  summary: { itemCount: number; cost: { total: number } }
  originalSummary?: { itemCount: number; cost: { total: number } }
  calculatedProperties: { membership?: { type: string; freeThreshold?: number } }
}

const read = async (call: ReturnType<typeof sandbox>['call'], checkoutId: string) =>
  (await (await call('checkout', { params: { checkoutId } })).json()) as Read

describe('the checkout carries the membership the time slots give (§3, §6)', () => {
  it('greenleaf BST, copperline BSTL, hilltop none', async () => {
    const { call } = sandbox()
    for (const [banner, membership] of [
      ['greenleaf', { type: 'BST', freeThreshold: 35 }],
      ['copperline', { type: 'BSTL', freeThreshold: 50 }],
      ['hilltop', undefined],
    ] as const) {
      const checkout = (await (
        await call('checkout', { banner, params: { checkoutId: 'checkout-cart' } })
      ).json()) as Read
      const slots = (await (
        await call('timeSlots', {
          banner,
          headers: { 'user-time-zone': 'UTC' },
          body: { items: [{ gtin13: '0000000004011', quantity: 1 }] },
        })
      ).json()) as { membership?: unknown }
      expect(slots.membership).toEqual(membership)
      expect(checkout.calculatedProperties.membership).toEqual(membership)
    }
  })
})

describe('a placed order under modification (§4 "Modify submit", §9 cost change)', () => {
  it('reads with the modify basket and the cost before; the order stays as placed until MODIFY', async () => {
    const { call } = sandbox()
    const cart = await read(call, 'checkout-cart')
    const placed = (await (
      await call('updateCheckout', {
        params: { checkoutId: 'checkout-cart' },
        body: {
          type: 'ACTIVATE',
          versionKey: cart.versionKey,
          paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
          idempotencyKey: 'place-view',
        },
      })
    ).json()) as Read
    expect(placed.originalSummary).toBeUndefined()

    // No modification yet: the order as placed.
    expect((await read(call, 'checkout-cart')).lineItems).toEqual(placed.lineItems)

    const changed = await call('updateBasket', {
      body: { orderId: 'checkout-cart', lines: [{ gtin13: '0000000004011', quantity: 9 }] },
    })
    expect(changed.status).toBe(200)
    const review = await read(call, 'checkout-cart')
    expect(review.status).toBe('PLACED')
    expect(review.lineItems.find((l) => l.cart.gtin13 === '0000000004011')?.quantity).toBe(9)
    expect(review.originalSummary).toEqual(placed.summary)
    expect(review.summary.cost.total).toBeGreaterThan(placed.summary.cost.total)
    expect(review.versionKey).toBe(placed.versionKey)

    // The order itself (purchases, the confirmation) is still the one placed.
    const order = (await (
      await call('order', { params: { orderId: 'checkout-cart' } })
    ).json()) as { checkout: Read }
    expect(order.checkout.lineItems).toEqual(placed.lineItems)
    expect(order.checkout.originalSummary).toBeUndefined()
  })
})
