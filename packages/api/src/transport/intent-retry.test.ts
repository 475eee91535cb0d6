import { describe, expect, it, vi } from 'vitest'
import { PAYMENT_INTENT_NOT_FOUND_REASON } from '../errors/wallet.js'
import { createApiClient } from './client.js'
import { isPaymentIntentNotFound } from './intent-retry.js'
import {
  createFakeFetch,
  emptyWalletBody,
  json,
  serviceError,
  TEST_BASE_URL,
  testWallet,
} from './testing.js'

const flags = {
  'x-show-snap-card': 'false',
  'x-show-gift-cards': 'false',
  'x-giftcard-balance': 'false',
} as const
const staleIntent = () => serviceError(404, { reason: PAYMENT_INTENT_NOT_FOUND_REASON })

function setup(reply: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(reply)
  let issued = 1
  const getNewPaymentIntent = vi.fn(async () => {
    issued += 1
    return `intent-${issued}`
  })
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: fake.fetch,
    wallet: testWallet,
    getNewPaymentIntent,
  })
  const intents = () => fake.requests.map((r) => r.headers['x-payment-intent-id'])
  return { client, fake, getNewPaymentIntent, intents }
}

describe('stale payment intent (wallet-flyout.md §7 "Client behaviour on responses")', () => {
  it('recognises only a 404 with the exact reason', () => {
    expect(isPaymentIntentNotFound(404, 'Could not find the requested payment intent.')).toBe(true)
    expect(isPaymentIntentNotFound(404, 'Card not found')).toBe(false)
    expect(isPaymentIntentNotFound(400, PAYMENT_INTENT_NOT_FOUND_REASON)).toBe(false)
  })

  it('asks the host for a new intent and retries with it', async () => {
    const { client, getNewPaymentIntent, intents } = setup((_, i) =>
      i === 0 ? staleIntent() : json(200, emptyWalletBody),
    )
    await expect(client.call('wallet', { headers: flags })).resolves.toEqual(emptyWalletBody)
    expect(getNewPaymentIntent).toHaveBeenCalledTimes(1)
    expect(intents()).toEqual(['intent-1', 'intent-2'])
  })

  it('retries at most 5 times, then fails with the 404 (wallet-flyout.md §9)', async () => {
    const { client, fake, getNewPaymentIntent } = setup(() => staleIntent())
    await expect(client.call('wallet', { headers: flags })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      reason: PAYMENT_INTENT_NOT_FOUND_REASON,
    })
    expect(getNewPaymentIntent).toHaveBeenCalledTimes(5)
    expect(fake.requests).toHaveLength(6)
  })

  it('does not retry a 404 with another reason', async () => {
    const { client, fake, getNewPaymentIntent } = setup(() =>
      serviceError(404, { reason: 'Card not found' }),
    )
    await expect(
      client.call('deleteWalletCard', { params: { cardId: 'c1' } }),
    ).rejects.toMatchObject({ kind: 'http', status: 404 })
    expect(getNewPaymentIntent).not.toHaveBeenCalled()
    expect(fake.requests).toHaveLength(1)
  })

  it('stops when the host has no new intent', async () => {
    const { client, fake, getNewPaymentIntent } = setup(() => staleIntent())
    getNewPaymentIntent.mockRejectedValueOnce(new Error('host failed'))
    await expect(client.call('wallet', { headers: flags })).rejects.toMatchObject({ status: 404 })
    expect(fake.requests).toHaveLength(1)
  })
})
