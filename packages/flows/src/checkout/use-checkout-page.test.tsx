import { createApiClient, MISSING_VERSION_KEY_CODE, messages } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { useCheckoutPage } from './use-checkout-page.js'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
)

const checkout = {
  id: 'chk-1',
  versionKey: 'v3',
  status: 'DRAFT',
  modalityType: 'Pickup',
  lineItems: [
    { id: 'l1', cart: { gtin13: '0001111041700' }, quantity: 1, substitutionPolicy: 'NONE' },
  ],
  payments: [],
}

function pageAnswering(body: unknown) {
  const client = createApiClient({
    fetch: async () => jsonResponse(body),
  })
  return renderHook(() => useCheckoutPage({ client, checkoutId: 'chk-1' }), { wrapper })
}

describe('the payment step and the versionKey (checkout.md §4, §8)', () => {
  it('a checkout with its versionKey is taken, not an error', async () => {
    const { result } = pageAnswering(checkout)
    await waitFor(() => expect(result.current.checkout?.versionKey).toBe('v3'))
    expect(result.current.page.status).not.toBe('error')
  })

  it('§8 "Missing versionKey: message plus code": the page shows the message and our code', async () => {
    const { result } = pageAnswering({ ...checkout, versionKey: undefined })
    await waitFor(() => expect(result.current.page.status).toBe('error'))
    const page = result.current.page
    if (page.status !== 'error') throw new Error('expected an error page')
    expect(page.error.code).toBe(MISSING_VERSION_KEY_CODE)
    expect(page.error.message).toBe(
      `${messages.checkoutTechnicalDifficulties} Error Code ${MISSING_VERSION_KEY_CODE}`,
    )
  })
})

describe('the page update failure (checkout.md §4)', () => {
  it('a failed update is dismissed; dismissing with nothing failed changes nothing', async () => {
    let put = 0
    const client = createApiClient({
      fetch: async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method === 'PUT') {
          put++
          return jsonResponse({ errors: [{ statusCode: 500, code: 'X' }] }, 500)
        }
        return jsonResponse(checkout)
      },
    })
    const { result } = renderHook(() => useCheckoutPage({ client, checkoutId: 'chk-1' }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.checkout).toBeDefined())
    act(() => result.current.dismissFailure())
    expect(result.current.update.status).toBe('idle')
    await act(async () => {
      expect(await result.current.send('tip', { paymentDetails: { gratuityAmount: 5 } })).toBe(
        false,
      )
    })
    expect(put).toBe(1)
    expect(result.current.update).toMatchObject({ status: 'failed', label: 'tip' })
    act(() => result.current.dismissFailure())
    expect(result.current.update.status).toBe('idle')
  })
})
