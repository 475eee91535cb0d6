import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../transport/client.js'
import { createFakeFetch, json, serviceError, testWallet } from '../transport/testing.js'
import { SwrTestWrapper as wrapper } from './test-wrapper.js'
import { useApiMutation } from './use-api-mutation.js'

describe('useApiMutation', () => {
  it('sends the route on trigger and gives its parsed response', async () => {
    const fake = createFakeFetch(() =>
      json(200, { data: { payment: { remainingBalance: '25.00' } } }),
    )
    const client = createApiClient({ fetch: fake.fetch, wallet: testWallet })
    const { result } = renderHook(() => useApiMutation(client, 'giftCardBalance'), { wrapper })
    let balance: unknown
    await act(async () => {
      const response = await result.current.trigger({ body: { paymentGram: 'pg' } })
      balance = response.data.payment.remainingBalance
    })
    expect(balance).toBe('25.00')
    expect(fake.requests[0]).toMatchObject({ method: 'POST', body: { paymentGram: 'pg' } })
    // wallet-flyout.md §7: a wallet call through the hook still carries the wallet headers.
    expect(fake.requests[0]?.headers['x-channel']).toBe('WEB')
  })

  it('gives the ApiError with its catalogue message (wallet-flyout.md §8 "Per-operation defaults")', async () => {
    const fake = createFakeFetch(() => serviceError(500))
    const client = createApiClient({ fetch: fake.fetch, wallet: testWallet })
    const { result } = renderHook(
      () => useApiMutation(client, 'giftCardBalance', { throwOnError: false }),
      { wrapper },
    )
    await act(async () => {
      await result.current.trigger({ body: { paymentGram: 'pg' } })
    })
    expect(result.current.error).toMatchObject({
      kind: 'http',
      status: 500,
      message: "We couldn't retrieve your gift card's balance. Please try again.",
    })
  })
})
