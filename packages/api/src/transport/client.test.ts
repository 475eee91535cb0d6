import { describe, expect, it } from 'vitest'
import { messages } from '../errors/messages.js'
import { isApiError } from './api-error.js'
import { createApiClient } from './client.js'
import { transportHeaders } from './headers.js'
import {
  createFakeFetch,
  emptyWalletBody,
  json,
  serviceError,
  TEST_BASE_URL,
  testWallet,
} from './testing.js'

const showFlags = {
  'x-show-snap-card': 'true',
  'x-show-gift-cards': 'false',
  'x-giftcard-balance': 'true',
} as const

const walletClient = (reply: Parameters<typeof createFakeFetch>[0]) => {
  const fake = createFakeFetch(reply)
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: fake.fetch,
    getToken: () => 'token-1',
    wallet: testWallet,
    createIdempotencyKey: () => 'key-1',
    messageContext: { phone: '1-800-555-0100' },
  })
  return { client, requests: fake.requests }
}

describe('headers (wallet-flyout.md §7 "Headers on every call")', () => {
  it('sends the bearer token and every wallet header on a wallet call', async () => {
    const { client, requests } = walletClient(() => json(200, emptyWalletBody))
    await client.call('wallet', { headers: showFlags })
    expect(requests[0]?.url).toBe(`${TEST_BASE_URL}/api/payment/v2/wallet`)
    expect(requests[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-application-id': 'CLICKLIST',
      'x-channel': 'WEB',
      'x-tenant': 'greenleaf',
      'idempotency-key': 'key-1',
      'x-payment-auth-type': 'B2C',
      'x-payment-intent-id': 'intent-1',
      // The call's own headers from its contract (GET /payment/v2/wallet).
      'x-show-snap-card': 'true',
      'x-show-gift-cards': 'false',
      'x-giftcard-balance': 'true',
    })
  })

  it('leaves out the payment intent id when none is set, and adds telemetry when present', async () => {
    const fake = createFakeFetch(() => json(200, emptyWalletBody))
    const client = createApiClient({
      fetch: fake.fetch,
      wallet: { appName: 'MEMBERSHIP', tenant: 't', authType: 'AX', getBotTelemetry: () => 'bt' },
    })
    await client.call('wallet', { headers: showFlags })
    const headers = fake.requests[0]?.headers ?? {}
    expect(headers[transportHeaders.paymentIntentId]).toBeUndefined()
    expect(headers[transportHeaders.botTelemetry]).toBe('bt')
    expect(headers[transportHeaders.authorization]).toBeUndefined()
  })

  it('sends the bearer token but no wallet headers on other calls (wallet-flyout.md §6)', async () => {
    const { client, requests } = walletClient(() => json(200, { preferences: [] }))
    await client.call('customerPreferences', { query: { projections: 'preferences.full' } })
    expect(requests[0]?.url).toBe(
      `${TEST_BASE_URL}/api/atlas/v1/customer-profile/v1/preferences?projections=preferences.full`,
    )
    expect(requests[0]?.headers.authorization).toBe('Bearer token-1')
    expect(requests[0]?.headers['x-application-id']).toBeUndefined()
    expect(requests[0]?.headers['idempotency-key']).toBeUndefined()
  })
})

describe('requests and responses (ARCHITECTURE.md "packages/api": parsed at the boundary)', () => {
  it('fills path parameters, sends the JSON body and resolves with the parsed response', async () => {
    const { client, requests } = walletClient(() =>
      json(200, { data: { payment: { remainingBalance: 25 } } }),
    )
    const result = await client.call('giftCardBalance', { body: { paymentGram: 'pg-1' } })
    expect(result.data.payment.remainingBalance).toBe(25)
    expect(requests[0]).toMatchObject({ method: 'POST', body: { paymentGram: 'pg-1' } })
    expect(requests[0]?.headers['content-type']).toBe('application/json')

    await client.call('deleteWalletCard', { params: { cardId: 'card/1' } })
    expect(requests[1]).toMatchObject({
      method: 'DELETE',
      url: `${TEST_BASE_URL}/api/payment/v2/wallet/card%2F1`,
    })
  })

  it('types arguments and results from the routes table', () => {
    const { client } = walletClient(() => json(200, {}))
    // Type-level checks only: nothing here is awaited.
    const calls = () => [
      // @ts-expect-error: deleteWalletCard needs its cardId
      client.call('deleteWalletCard'),
      // @ts-expect-error: giftCardBalance needs a body
      client.call('giftCardBalance', {}),
      // @ts-expect-error: the body must match the request schema
      client.call('giftCardBalance', { body: { paymentgram: 'x' } }),
      client.call('appData'),
    ]
    expect(typeof calls).toBe('function')
  })

  it('turns a body that breaks the contract into a malformed error with the generic message (wallet-flyout.md §8 "Per-operation defaults")', async () => {
    const { client } = walletClient(() => json(200, { data: { payment: { cards: 'oops' } } }))
    const error = await client.call('wallet', { headers: showFlags }).catch((e: unknown) => e)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({
      kind: 'malformed',
      status: 200,
      route: 'wallet',
      message:
        'There was a problem retrieving your cards, please retry. If the problem persists, please contact Customer Service at 1-800-555-0100.',
    })
    if (isApiError(error) && error.kind === 'malformed') {
      expect(error.issues[0]?.path).toBe('data.payment.cards')
    }
  })

  it('treats a body that is not JSON as malformed, with the generic form error off the wallet (wallet-flyout.md §8 "Generic form error")', async () => {
    const { client } = walletClient(() => new Response('<html>oops</html>', { status: 200 }))
    const error = await client.call('appData').catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'malformed', message: messages.formError })
  })

  it('turns a dropped connection into a network error with the offline message (account-area.md §8)', async () => {
    const { client } = walletClient(() => Promise.reject(new TypeError('Failed to fetch')))
    const result = await client.attempt('wallet', { headers: showFlags })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error).toMatchObject({ kind: 'network', status: 0, message: messages.offline })
      expect(result.error).toBeInstanceOf(Error)
    }
  })

  it('gives a failed wallet call its catalogue message by status and code (wallet-flyout.md §8 "By status")', async () => {
    const { client } = walletClient(() =>
      serviceError(422, { code: 'GIFT_CARD_LIMIT_REACHED', reason: 'limit' }),
    )
    const error = await client
      .call('addWalletCard', {
        body: {
          dateTime: { timezone: 'UTC', value: '2026-01-01T00:00:00.000Z' },
          facilityId: 'f1',
          paymentMethod: { paymentType: 'GIFT_CARD', pan: '1234567890123456789', pin: '1234' },
        },
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'GIFT_CARD_LIMIT_REACHED',
      reason: 'limit',
      message: messages.giftCardLimitReached,
    })
  })

  it('keeps the service\'s customerErrorMessage for the form (wallet-flyout.md §7 "Edit-card payload")', async () => {
    const { client } = walletClient(() =>
      serviceError(400, { customerErrorMessage: 'Card number does not match.' }),
    )
    const result = await client.attempt('setDefaultCard', { body: { cardId: 'c1' } })
    expect(!result.ok && result.error.kind === 'http' && result.error.serverMessage).toBe(
      'Card number does not match.',
    )
  })
})
