// Idempotency as the payment services keep it (wallet-flyout.md §7 "a fresh idempotency
// key"; checkout.md §7 ACTIVATE key): one answer per key, kept as a hash of the request.
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_TTL_MS, requestHashOf } from '../src/idempotency.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { dateTime, NOW, sandbox } from './support.ts'

const GIFT_PAN = '6006491234567890123'
const GIFT_PIN = '8372'

const giftCardBody = (pan = GIFT_PAN, pin = GIFT_PIN) => ({
  dateTime,
  facilityId: '01400101',
  paymentMethod: { paymentType: 'GIFT_CARD', pan, pin },
})

const walletHeaders = {
  'x-show-snap-card': 'true',
  'x-show-gift-cards': 'true',
  'x-giftcard-balance': 'true',
}

function clockedSandbox() {
  let at = NOW.getTime()
  const store = createMemoryStore()
  const box = sandbox({ store, now: () => new Date(at) })
  return { ...box, advance: (ms: number) => (at += ms) }
}

const giftCardsIn = async (call: ReturnType<typeof sandbox>['call']) => {
  const wallet = await (await call('wallet', { headers: walletHeaders })).json()
  return wallet.data.payment.cards.filter(
    (card: { cardType: string; lastFourPan: string }) =>
      card.cardType === 'GIFT_CARD' && card.lastFourPan === GIFT_PAN.slice(-4),
  )
}

describe('idempotency records', () => {
  it('keep a SHA-256 of the request and the answer, never the request body', async () => {
    const { call, store } = clockedSandbox()
    const response = await call('addWalletCard', {
      headers: { 'idempotency-key': 'gift-1' },
      body: giftCardBody(),
    })
    expect(response.status).toBe(200)

    const records = store.list('idempotency')
    expect(records).toHaveLength(1)
    const record = records[0]?.value as Record<string, unknown>
    expect(Object.keys(record).sort()).toEqual(['body', 'expiresAt', 'requestHash', 'status'])
    expect(record.requestHash).toMatch(/^[0-9a-f]{64}$/)
    expect(record.requestHash).toBe(
      requestHashOf({ route: 'addWalletCard', params: {}, body: giftCardBody() }),
    )
    expect(record.expiresAt).toBe(NOW.getTime() + IDEMPOTENCY_TTL_MS)
    const text = JSON.stringify(records)
    expect(text).not.toContain(GIFT_PAN)
    expect(text).not.toContain(GIFT_PIN)
  })

  it('replay the first answer for the same request, creating nothing more', async () => {
    const { call } = clockedSandbox()
    const headers = { 'idempotency-key': 'gift-2' }
    const first = await call('addWalletCard', { headers, body: giftCardBody() })
    const again = await call('addWalletCard', { headers, body: giftCardBody() })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect(await giftCardsIn(call)).toHaveLength(1)
  })

  it('refuse the key with another body (422 IDEMPOTENCY_KEY_REUSED), a different PIN too', async () => {
    const { call } = clockedSandbox()
    const headers = { 'idempotency-key': 'gift-3' }
    expect((await call('addWalletCard', { headers, body: giftCardBody() })).status).toBe(200)
    const other = await call('addWalletCard', { headers, body: giftCardBody(GIFT_PAN, '8373') })
    expect(other.status).toBe(422)
    expect(await other.json()).toMatchObject({ errors: [{ code: 'IDEMPOTENCY_KEY_REUSED' }] })
  })

  it('expire 24 h after the answer: the key then counts as new', async () => {
    const { call, store, advance } = clockedSandbox()
    const headers = { 'idempotency-key': 'gift-4' }
    const body = giftCardBody()
    expect((await call('addWalletCard', { headers, body })).status).toBe(200)

    advance(IDEMPOTENCY_TTL_MS - 1)
    expect((await call('addWalletCard', { headers, body })).status).toBe(200)
    expect(await giftCardsIn(call)).toHaveLength(1)
    // Still current one millisecond before: another body is refused.
    const early = await call('addWalletCard', { headers, body: giftCardBody(GIFT_PAN, '1111') })
    expect(early.status).toBe(422)

    advance(1)
    const late = await call('addWalletCard', { headers, body })
    expect(late.status).toBe(200)
    expect(await giftCardsIn(call)).toHaveLength(2)
    expect(store.list('idempotency')).toHaveLength(1)
  })

  it('drop expired records of every shopper as new ones are written', async () => {
    const { call, store, advance } = clockedSandbox()
    await call('addWalletCard', { headers: { 'idempotency-key': 'a' }, body: giftCardBody() })
    await call('addWalletCard', {
      banner: 'hilltop',
      headers: { 'idempotency-key': 'b' },
      body: giftCardBody(),
    })
    expect(store.list('idempotency')).toHaveLength(2)
    advance(IDEMPOTENCY_TTL_MS)
    await call('addWalletCard', {
      headers: { 'idempotency-key': 'c' },
      body: giftCardBody('6006491234567890999'),
    })
    expect(store.list('idempotency').map((doc) => doc.id)).toEqual([expect.stringMatching(/\/c$/)])
  })
})
