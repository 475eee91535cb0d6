// wallet-flyout.md §7 "Add card via hosted frame": the lowValueToken is the card-entry
// frame's registration, and the wallet takes only a registration that exists, is unused
// and is the card the request describes; it is then the adding shopper's.
import { describe, expect, it } from 'vitest'
import { type CardRegistration, REGISTRATIONS_COLLECTION } from '../src/card-frame/registrations.ts'
import type { BannerId } from '../src/context.ts'
import { bankCardBody, registerCard, sandbox } from './support.ts'

const walletIds = async (call: ReturnType<typeof sandbox>['call'], banner: BannerId) => {
  const response = await call('wallet', {
    banner,
    headers: {
      'x-show-snap-card': 'true',
      'x-show-gift-cards': 'true',
      'x-giftcard-balance': 'true',
    },
  })
  const body = (await response.json()) as { data: { payment: { cards: Array<{ id: string }> } } }
  return body.data.payment.cards.map((card) => card.id)
}

const withMethod = (banner: BannerId, token: string, change: Record<string, string>) => {
  const body = bankCardBody(banner, token)
  return { ...body, paymentMethod: { ...body.paymentMethod, ...change } }
}

describe('adding a bank card takes a registration of the card-entry frame', () => {
  it('adds the registered card, with its last four, and records whose it became', async () => {
    const { call, store } = sandbox()
    registerCard(store, 'sandbox-lvt-7-f00d-1881', { lastFour: '1881' })
    const response = await call('addWalletCard', {
      body: bankCardBody('greenleaf', 'sandbox-lvt-7-f00d-1881'),
    })
    expect(response.status).toBe(200)
    const { card } = (
      (await response.json()) as {
        data: { payment: { card: { id: string; lastFourPan: string } } }
      }
    ).data.payment
    expect(card.lastFourPan).toBe('1881')
    const stored = store.get(
      REGISTRATIONS_COLLECTION,
      'sandbox-lvt-7-f00d-1881',
    ) as unknown as CardRegistration
    expect(stored.usedBy).toMatchObject({
      banner: 'greenleaf',
      shopperId: 'sandbox-shopper',
      cardId: card.id,
    })
  })

  it.each([
    ['a token no frame issued', 'sandbox-lvt-0-0000-4242', {}],
    ['another card’s first six', 'sandbox-lvt-4242', { cardFirstSix: '555555' }],
    ['another expiry month', 'sandbox-lvt-4242', { expirationMonth: '11' }],
    ['another expiry year', 'sandbox-lvt-4242', { expirationYear: '2030' }],
  ])('refuses %s (422 KC2617) and adds nothing', async (_what, token, change) => {
    const { call } = sandbox()
    const before = await walletIds(call, 'greenleaf')
    const response = await call('addWalletCard', { body: withMethod('greenleaf', token, change) })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: [{ code: 'KC2617' }] })
    expect(await walletIds(call, 'greenleaf')).toEqual(before)
  })

  it('refuses a registration used once already, by the same shopper or another banner’s', async () => {
    const { call } = sandbox()
    expect((await call('addWalletCard', { body: bankCardBody('greenleaf') })).status).toBe(200)
    await call('deleteWalletCard', { params: { cardId: 'card-1' } })
    const before = await walletIds(call, 'hilltop')
    for (const banner of ['greenleaf', 'hilltop'] as const) {
      const again = await call('addWalletCard', { banner, body: bankCardBody(banner) })
      expect(again.status).toBe(422)
      expect(await again.json()).toMatchObject({
        errors: [{ code: 'KC2617', reason: 'the card registration was already used' }],
      })
    }
    expect(await walletIds(call, 'hilltop')).toEqual(before)
  })

  it('refuses a SNAP EBT registration as a bank card', async () => {
    const { call, store } = sandbox()
    registerCard(store, 'sandbox-lvt-8-f00d-0007', {
      type: 'ebt',
      firstSix: '507700',
      lastFour: '0007',
      expiry: null,
    })
    const response = await call('addWalletCard', {
      body: withMethod('greenleaf', 'sandbox-lvt-8-f00d-0007', { cardFirstSix: '507700' }),
    })
    expect(response.status).toBe(422)
  })
})
