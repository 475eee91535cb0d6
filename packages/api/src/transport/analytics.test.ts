import { describe, expect, it, vi } from 'vitest'
import { messages } from '../errors/messages.js'
import type { AnalyticsErrorEvent } from './analytics.js'
import { createApiClient } from './client.js'
import {
  createFakeFetch,
  createManualClock,
  json,
  serviceError,
  settle,
  TEST_BASE_URL,
  testWallet,
} from './testing.js'

const body = { paymentGram: 'pg' }

function setup(reply: Parameters<typeof createFakeFetch>[0]) {
  const events: AnalyticsErrorEvent[] = []
  const clock = createManualClock()
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: createFakeFetch(reply).fetch,
    wallet: testWallet,
    timeoutSignal: clock.timeoutSignal,
    getNewToken: async () => 'token-2',
    onAnalyticsError: (event) => events.push(event),
    analytics: { componentName: 'Wallet', usageContext: 'checkout' },
    messageContext: { phone: '1-800-555-0100' },
  })
  return { client, events, clock }
}

describe('analytics error events (wallet-flyout.md §3 "Analytic events", §7)', () => {
  it('reports a 4xx as USER_CONSTRAINT_ERROR with the spec fields', async () => {
    const { client, events } = setup(() => serviceError(409))
    await client
      .call('setDefaultCard', {
        body: { cardId: 'c1' },
        analytics: { formName: 'edit-card', updateType: 'edit', paymentMethod: 'CREDIT_CARD' },
      })
      .catch(() => undefined)
    expect(events).toEqual([
      {
        type: 'USER_CONSTRAINT_ERROR',
        componentName: 'Wallet',
        usageContext: 'checkout',
        formName: 'edit-card',
        updateType: 'edit',
        paymentMethod: 'CREDIT_CARD',
        errors: [
          {
            errorCategory: 'USER_CONSTRAINT_ERROR',
            errorDescription: messages.cardAlreadyInWallet,
            errorEndpoint: '/api/payment/v2/wallet/cards/defaults',
            errorResponseCode: '409',
          },
        ],
      },
    ])
  })

  it('reports a 5xx as CUSTOMER_FACING_SERVICE_ERROR', async () => {
    const { client, events } = setup(() => serviceError(503))
    await client.call('giftCardBalance', { body }).catch(() => undefined)
    expect(events).toHaveLength(1)
    expect(events[0]?.type).toBe('CUSTOMER_FACING_SERVICE_ERROR')
    expect(events[0]?.errors[0]).toMatchObject({
      errorCategory: 'CUSTOMER_FACING_SERVICE_ERROR',
      errorDescription: messages.giftBalanceDefault,
      errorResponseCode: '503',
    })
  })

  it('checkout.md §8: PIN codes 884, 885 and 889 are customer-facing service errors at a 4xx', async () => {
    for (const code of ['884', '885', '889']) {
      const { client, events } = setup(() => serviceError(400, { code }))
      await client.call('giftCardBalance', { body }).catch(() => undefined)
      expect(events[0]?.type).toBe('CUSTOMER_FACING_SERVICE_ERROR')
      expect(events[0]?.errors[0]).toMatchObject({ errorResponseCode: '400' })
    }
    // Other PIN codes stay user-constraint errors.
    const { client, events } = setup(() => serviceError(400, { code: '55' }))
    await client.call('giftCardBalance', { body }).catch(() => undefined)
    expect(events[0]?.type).toBe('USER_CONSTRAINT_ERROR')
  })

  it('reports a timeout as a 408 user-constraint error (ECONNABORTED is 408)', async () => {
    const { client, events, clock } = setup(() => new Promise<Response>(() => {}))
    const call = client.call('giftCardBalance', { body }).catch(() => undefined)
    await settle()
    clock.advance(10_000)
    await call
    expect(events[0]).toMatchObject({
      type: 'USER_CONSTRAINT_ERROR',
      errors: [{ errorResponseCode: '408' }],
    })
  })

  it('reports only the outcome: a 401 cured by a new token is not an error', async () => {
    const { client, events } = setup((_, i) =>
      i === 0 ? serviceError(401) : json(200, { data: { payment: { remainingBalance: 1 } } }),
    )
    await client.call('giftCardBalance', { body })
    expect(events).toEqual([])
  })

  it('does not report a call that got no answer, and survives a failing callback', async () => {
    const { client, events } = setup(() => Promise.reject(new TypeError('offline')))
    await client.call('giftCardBalance', { body }).catch(() => undefined)
    expect(events).toEqual([])

    const onAnalyticsError = vi.fn(() => {
      throw new Error('analytics down')
    })
    const client2 = createApiClient({
      fetch: createFakeFetch(() => serviceError(500)).fetch,
      onAnalyticsError,
    })
    await expect(client2.call('appData')).rejects.toMatchObject({ kind: 'http', status: 500 })
    expect(onAnalyticsError).toHaveBeenCalledTimes(1)
  })
})
