// The sandbox's answer to '{brand} is not accepted for {fulfillment type} at this time.'
// (wallet-flyout.md §2 "Checkout tiles"): ours, `notAllowedFulfillmentTypes` on each card
// whose brand is refused for a fulfilment type (src/rules.ts).
import { describe, expect, it } from 'vitest'
import { scopeOf } from '../src/context.ts'
import { FULFILLMENT_TYPES_REFUSED_BY_BRAND } from '../src/rules.ts'
import { SHOPPER_ID } from '../src/seed.ts'
import { sandbox } from './support.ts'

type Cards = {
  data: { payment: { cards: { id: string; notAllowedFulfillmentTypes?: string[] }[] } }
}

describe('cards not accepted for a fulfilment type', () => {
  it('Diners Club and JCB are refused for Delivery; the seeded Visa and Mastercard nowhere', async () => {
    expect(FULFILLMENT_TYPES_REFUSED_BY_BRAND).toEqual({ DINERS: ['Delivery'], JCB: ['Delivery'] })
    const { call, store } = sandbox()
    const headers = {
      'x-show-snap-card': 'true',
      'x-show-gift-cards': 'true',
      'x-giftcard-balance': 'true',
    }
    await call('wallet', { headers })
    scopeOf(store, 'greenleaf', SHOPPER_ID).put('cards', 'card-diners', {
      id: 'card-diners',
      cardType: 'CREDIT_CARD',
      brand: 'DINERS',
      lastFourPan: '0004',
      bin: '305693',
      expirationMonth: '12',
      expirationYear: '2039',
    })
    const response = await call('wallet', { headers })
    expect(response.status).toBe(200)
    const { cards } = ((await response.json()) as Cards).data.payment
    const byId = new Map(cards.map((card) => [card.id, card]))
    expect(byId.get('card-diners')?.notAllowedFulfillmentTypes).toEqual(['Delivery'])
    expect(byId.get('card-visa')).not.toHaveProperty('notAllowedFulfillmentTypes')
    expect(byId.get('card-mc-expired')).not.toHaveProperty('notAllowedFulfillmentTypes')
  })
})
