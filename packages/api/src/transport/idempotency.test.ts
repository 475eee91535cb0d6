import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PAYMENT_INTENT_NOT_FOUND_REASON } from '../errors/wallet.js'
import { createApiClient } from './client.js'
import { carriesIdempotencyKey, idempotencyKeyOf } from './idempotency.js'
import { randomIdempotencyKey } from './idempotency-key.js'
import {
  createFakeFetch,
  json,
  sequentialKeys,
  serviceError,
  TEST_BASE_URL,
  testWallet,
} from './testing.js'

const balance = json(200, { data: { payment: { remainingBalance: 5 } } })
const body = { paymentGram: 'pg' }

function setup(reply: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(reply)
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: fake.fetch,
    wallet: testWallet,
    createIdempotencyKey: sequentialKeys(),
    getNewToken: async () => 'token-2',
    getNewPaymentIntent: async () => 'intent-2',
  })
  const keys = () => fake.requests.map((r) => r.headers['idempotency-key'])
  return { client, keys }
}

describe('idempotency keys (wallet-flyout.md §7 "a fresh idempotency key"; checkout.md §7)', () => {
  it('sends a fresh key on every wallet call', async () => {
    const { client, keys } = setup(() => balance.clone())
    await client.call('giftCardBalance', { body })
    await client.call('giftCardBalance', { body })
    expect(keys()).toEqual(['key-1', 'key-2'])
  })

  it('reuses the key when the client retries the call after a 401', async () => {
    const { client, keys } = setup((_, i) => (i === 0 ? serviceError(401) : balance.clone()))
    await client.call('giftCardBalance', { body })
    expect(keys()).toEqual(['key-1', 'key-1'])
  })

  it('reuses the key when the client retries the call after a stale intent', async () => {
    const { client, keys } = setup((_, i) =>
      i === 0 ? serviceError(404, { reason: PAYMENT_INTENT_NOT_FOUND_REASON }) : balance.clone(),
    )
    await client.call('giftCardBalance', { body })
    expect(keys()).toEqual(['key-1', 'key-1'])
  })

  it("reuses a payment call's key across its retries and takes the caller's key", async () => {
    const { client, keys } = setup((_, i) => (i === 0 ? serviceError(401) : json(200, {})))
    await client.call('modifyTip', {
      params: { checkoutId: 'co-1' },
      body: { gratuityAmount: 3 },
      idempotencyKey: 'tip-key',
    })
    expect(keys()).toEqual(['tip-key', 'tip-key'])
  })

  it('uses the key of an ACTIVATE body for the header, so both agree', async () => {
    const { client, keys } = setup(() => serviceError(500))
    await client
      .call('updateCheckout', {
        params: { checkoutId: 'co-1' },
        body: {
          type: 'ACTIVATE',
          versionKey: 'v1',
          paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-1' }] } },
          idempotencyKey: 'order-key',
        },
      })
      .catch(() => undefined)
    expect(keys()).toEqual(['order-key'])
  })

  it('sends no key on calls that are neither wallet, payment nor order calls', () => {
    expect(carriesIdempotencyKey('profile')).toBe(false)
    expect(carriesIdempotencyKey('wallet')).toBe(true)
    expect(carriesIdempotencyKey('addCardToOrder')).toBe(true)
    expect(idempotencyKeyOf('profile', {}, () => 'k')).toBeUndefined()
  })

  it('makes UUID v4 keys by default, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(randomIdempotencyKey()).toMatch(uuid)
    // Outside a secure context the method is missing.
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID')
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(randomIdempotencyKey()).toMatch(uuid)
    } finally {
      if (own === undefined) Reflect.deleteProperty(crypto, 'randomUUID')
      else Object.defineProperty(crypto, 'randomUUID', own)
    }
    expect(randomIdempotencyKey()).toMatch(uuid)
  })

  it('makes keys without loading a module: no route table, no schemas', () => {
    // The order button makes its keys on the checkout page; the schemas come with the client.
    const source = readFileSync(new URL('./idempotency-key.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/^\s*(import|export)\b[^\n]*\bfrom\s/m)
  })

  it('sends a default key on a real client without an injected maker', async () => {
    const fake = createFakeFetch(() => balance.clone())
    await createApiClient({ fetch: fake.fetch }).call('giftCardBalance', { body })
    expect(fake.requests[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
