import { type Checkout, createApiClient } from '@aisle/api'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { paidWithGiftCard, useGiftCardRemainingBalance } from './use-gift-card-balance.js'

// checkout.md §7 "Get payment": authorizations only, with the gift card remaining balance.

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
)

const placed = (giftCards: boolean): Pick<Checkout, 'id' | 'payments' | 'paymentDetails'> => ({
  id: 'checkout-7',
  payments: [],
  paymentDetails: {
    paymentMethods: {
      bankCards: [{ id: 'card-visa' }],
      ...(giftCards ? { giftCards: [{ cardNumber: 'card-gift' }] } : {}),
    },
  },
})

function client(body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  )
  return { client: createApiClient({ fetch }), fetch }
}

describe('useGiftCardRemainingBalance (checkout.md §7 "Get payment")', () => {
  it('asks Get payment for the order with both options and reads remainingBalance', async () => {
    const { client: api, fetch } = client({ remainingBalance: 17.5 })
    const { result } = renderHook(() => useGiftCardRemainingBalance(api, placed(true)), {
      wrapper,
    })
    await waitFor(() => expect(result.current).toBe(17.5))
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.pathname).toMatch(/\/payment\/v1\/checkouts\/checkout-7$/)
    expect(url.searchParams.get('authorizationsOnly')).toBe('true')
    expect(url.searchParams.get('includeGiftCardRemainingBalance')).toBe('true')
  })

  it('asks nothing when no gift card paid', () => {
    const { client: api, fetch } = client({ remainingBalance: 17.5 })
    const { result } = renderHook(() => useGiftCardRemainingBalance(api, placed(false)), {
      wrapper,
    })
    expect(result.current).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
    expect(paidWithGiftCard(placed(false))).toBe(false)
    expect(paidWithGiftCard({ payments: [{ id: 'g', paymentType: 'GIFT_CARD' }] })).toBe(true)
  })
})
