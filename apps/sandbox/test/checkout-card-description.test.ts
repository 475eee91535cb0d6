// A checkout card (checkout.md §7 cards add/update, add card to order, ACTIVATE) is kept
// masked: its `number` shows at most four digits, and its `description` may not carry a
// run of card length (13 digits or more, spaces or dashes between them allowed).
import { describe, expect, it } from 'vitest'
import { placeOrder, sandbox } from './support.ts'

const refused = [
  'Visa 4242424242424242',
  'Visa 4242 4242 4242 4242',
  '3782-822463-10005',
  '1234567890123',
  'gift 6006491234567890123 card',
]
const allowed = ['Visa ending in 4242', 'Visa •••• 4242', '123456789012', '1234 5678 9012', '']

describe('a checkout card description', () => {
  it.each(refused)('refuses %j with 400 FULL_PAN_REFUSED, keeping nothing', async (description) => {
    const { call, store } = sandbox()
    const response = await call('addCheckoutCard', {
      body: { card: { id: 'card-new', description }, save: true },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ code: 'FULL_PAN_REFUSED' }] })
    expect(JSON.stringify(store.list('checkoutCards'))).not.toContain(description)
    const update = await call('updateCheckoutCard', {
      params: { cardId: 'card-visa' },
      body: { card: { id: 'card-visa', description }, save: true },
    })
    expect(update.status).toBe(400)
  })

  it.each(allowed)('takes %j (12 digits at most in a run)', async (description) => {
    const { call } = sandbox()
    const response = await call('addCheckoutCard', {
      body: { card: { id: 'card-new', description }, save: true },
    })
    expect(response.status).toBe(200)
  })

  it('refuses one in the cards of an ACTIVATE (place order)', async () => {
    const { call } = sandbox()
    const created = await call('createCheckout', {
      body: {
        buyer: { profileId: 'sandbox-shopper' },
        fulfillment: {},
        lineItems: [
          { cart: { gtin13: '0000000004011' }, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
        ],
        modalityType: 'Pickup',
        cartId: 'checkout-cart',
        properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
      },
    })
    const draft = (await created.json()) as { id: string; versionKey: string }
    const placed = await call('updateCheckout', {
      params: { checkoutId: draft.id },
      body: {
        type: 'ACTIVATE',
        versionKey: draft.versionKey,
        paymentDetails: {
          paymentMethods: {
            bankCards: [{ id: 'card-visa', description: 'Visa 4242 4242 4242 4242' }],
          },
        },
        idempotencyKey: 'place-described',
      },
    })
    expect(placed.status).toBe(400)
    // The same order with a masked card goes through.
    expect(await placeOrder(call)).toBeTruthy()
  })
})
