import { renderHook, waitFor } from '@testing-library/react'
import { unstable_serialize } from 'swr'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../transport/api-error.js'
import { createApiClient } from '../transport/client.js'
import { createFakeFetch, json, serviceError, TEST_BASE_URL } from '../transport/testing.js'
import { apiKey } from './keys.js'
import { isRetryableError } from './retry.js'
import { SwrTestWrapper as wrapper } from './test-wrapper.js'
import { useApiQuery } from './use-api-query.js'

const preferences = {
  preferences: [{ id: 'p1', name: 'pay', value: false, userSet: true, versionKey: 'v1' }],
}

function setup(reply: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(reply)
  const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch: fake.fetch })
  return { client, requests: fake.requests }
}

describe('stable keys (ARCHITECTURE.md "packages/api": SWR hooks per resource)', () => {
  it('is [routeName, params, query], whatever the key order or left-out values', () => {
    const a = apiKey('payment', {
      params: { checkoutId: 'c1' },
      query: { includeGiftCardRemainingBalance: 'true', authorizationsOnly: undefined },
    })
    const b = apiKey('payment', {
      query: { includeGiftCardRemainingBalance: 'true' },
      params: { checkoutId: 'c1' },
    })
    expect(a).toEqual([
      'payment',
      { checkoutId: 'c1' },
      { includeGiftCardRemainingBalance: 'true' },
    ])
    expect(unstable_serialize(a)).toBe(unstable_serialize(b))
    expect(apiKey('appData')).toEqual(['appData', {}, {}])
  })

  it('differs when a parameter differs, and carries contract headers', () => {
    const one = apiKey('checkout', { params: { checkoutId: 'c1' } })
    const two = apiKey('checkout', { params: { checkoutId: 'c2' } })
    expect(unstable_serialize(one)).not.toBe(unstable_serialize(two))
    const wallet = apiKey('wallet', {
      headers: {
        'x-show-snap-card': 'true',
        'x-show-gift-cards': 'true',
        'x-giftcard-balance': 'false',
      },
    })
    expect(wallet).toHaveLength(4)
  })

  it('does not refetch when re-rendered with equal, fresh arguments', async () => {
    const { client, requests } = setup(() => json(200, preferences))
    const { result, rerender } = renderHook(
      ({ filterName }: { filterName: string }) =>
        useApiQuery(client, 'customerPreferences', {
          query: { projections: 'preferences.full', filterName },
        }),
      { wrapper, initialProps: { filterName: 'geo' } },
    )
    await waitFor(() => expect(result.current.data).toEqual(preferences))
    rerender({ filterName: 'geo' })
    rerender({ filterName: 'geo' })
    expect(requests).toHaveLength(1)
  })
})

describe('useApiQuery', () => {
  it('gives the parsed response as typed data', async () => {
    const { client, requests } = setup(() => json(200, preferences))
    const { result } = renderHook(
      () =>
        useApiQuery(client, 'customerPreferences', { query: { projections: 'preferences.full' } }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.data).toBeDefined())
    const first = result.current.data?.preferences[0]
    expect(first?.versionKey).toBe('v1')
    expect(requests[0]?.url).toContain('projections=preferences.full')
  })

  it('gives an ApiError, without retrying a 4xx', async () => {
    const { client, requests } = setup(() => serviceError(404, { code: 'NOT_FOUND' }))
    const { result } = renderHook(
      () => useApiQuery(client, 'checkout', { params: { checkoutId: 'c1' } }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(result.current.error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND' })
    expect(requests).toHaveLength(1)
  })

  it('reads nothing while its arguments are null', () => {
    const { client, requests } = setup(() => json(200, preferences))
    const { result } = renderHook(() => useApiQuery(client, 'appData', null), { wrapper })
    expect(result.current.isLoading).toBe(false)
    expect(requests).toHaveLength(0)
  })

  it('retries only what trying again can help: no answer, a timeout, a 5xx', () => {
    const base = { route: 'appData', endpoint: '/api/x', message: 'm' } as const
    const retryable = [
      ApiRequestError.of({ ...base, kind: 'network', status: 0 }),
      ApiRequestError.of({ ...base, kind: 'timeout', status: 408 }),
      ApiRequestError.of({ ...base, kind: 'http', status: 503, body: {} }),
    ]
    const final = [
      ApiRequestError.of({ ...base, kind: 'http', status: 409, body: {} }),
      ApiRequestError.of({ ...base, kind: 'malformed', status: 200, issues: [] }),
      ApiRequestError.of({ ...base, kind: 'unauthenticated', status: 401, signInRequested: true }),
      new Error('not an ApiError'),
    ]
    expect(retryable.map(isRetryableError)).toEqual([true, true, true])
    expect(final.map(isRetryableError)).toEqual([false, false, false, false])
  })
})
