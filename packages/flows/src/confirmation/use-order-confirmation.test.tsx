import { banners, createApiClient } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { useOrderConfirmation } from './use-order-confirmation.js'

const greenleaf = banners.find((b) => b.id === 'greenleaf')
if (!greenleaf) throw new Error('no greenleaf banner')

const line = (gtin13: string, quantity: number, modalityType: 'Pickup' | 'Delivery') => ({
  id: `line-${gtin13}`,
  gtin13,
  description: `Item ${gtin13}`,
  quantity,
  unitPrice: 1,
  totalPrice: quantity,
  modalityType,
  available: true,
})

const order = {
  id: 'checkout-7',
  status: 'PLACED',
  placedAt: '2026-11-20T15:30:00.000Z',
  modalityType: 'Pickup',
  summary: { itemCount: 2, cost: { itemTotal: 2, total: 2 } },
  imageUrls: [],
  lines: [line('0000000000001', 2, 'Pickup')],
  checkout: {
    id: 'checkout-7',
    versionKey: 'v3',
    status: 'PLACED',
    modalityType: 'Pickup',
    lineItems: [
      { cart: { gtin13: '0000000000001' }, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
    ],
    payments: [],
  },
}

/** A fake service: the order (404 for other ids, one failure on demand) and the basket. */
function fakeService({ basketFails = false } = {}) {
  let failOrder = false
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    if (url.pathname.endsWith('/orders/v1/orders/checkout-7')) {
      if (failOrder) {
        failOrder = false
        return json({ errors: [{ statusCode: 409, code: 'CONFLICT' }] }, 409)
      }
      return json(order)
    }
    if (url.pathname.includes('/orders/v1/orders/'))
      return json({ errors: [{ statusCode: 404, code: 'ORDER_NOT_FOUND' }] }, 404)
    if (url.pathname.endsWith('/cart/v1/basket')) {
      if (basketFails) return json({ errors: [{ statusCode: 400, code: 'BAD' }] }, 400)
      const lines = [line('0000000000002', 1, 'Delivery')]
      return json({ id: 'checkout-cart', lines, itemCount: 1, subtotal: 1 })
    }
    return json({}, 404)
  })
  return { client: createApiClient({ fetch }), failOrderOnce: () => (failOrder = true) }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

describe('useOrderConfirmation: checkout.md §2 "Order complete page", §6 (needs a loaded checkout)', () => {
  it('loads the order and the basket: heading, reminder, customer service', async () => {
    const { client } = fakeService()
    const { result } = renderHook(
      () =>
        useOrderConfirmation({
          client,
          orderId: 'checkout-7',
          customerService: greenleaf.customerService,
        }),
      { wrapper },
    )
    expect(result.current.status).toBe('loading')
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'ready',
        confirmation: { cartReminder: "Don't forget, you have a delivery order in your cart!" },
      }),
    )
    if (result.current.status !== 'ready') throw new Error('not ready')
    expect(result.current.confirmation.heading).toBe(
      'Thank you, your pickup order has been placed!',
    )
    expect(result.current.confirmation.customerService).toBe(greenleaf.customerService.default)
  })

  it('im=true gives the modified heading; a failed basket read only drops the reminder', async () => {
    const { client } = fakeService({ basketFails: true })
    const { result } = renderHook(
      () =>
        useOrderConfirmation({
          client,
          orderId: 'checkout-7',
          modified: true,
          customerService: greenleaf.customerService,
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'))
    if (result.current.status !== 'ready') throw new Error('not ready')
    expect(result.current.confirmation.heading).toBe(
      'Thank you, your pickup order has been updated!',
    )
    expect(result.current.confirmation.cartReminder).toBeUndefined()
  })

  it('an unknown order is not-found; a failed read is an error whose retry loads it', async () => {
    const missing = fakeService()
    const notFound = renderHook(
      () =>
        useOrderConfirmation({
          client: missing.client,
          orderId: 'nope',
          customerService: greenleaf.customerService,
        }),
      { wrapper },
    )
    await waitFor(() => expect(notFound.result.current.status).toBe('not-found'))

    const failing = fakeService()
    failing.failOrderOnce()
    const { result } = renderHook(
      () =>
        useOrderConfirmation({
          client: failing.client,
          orderId: 'checkout-7',
          customerService: greenleaf.customerService,
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('error'))
    const state = result.current
    if (state.status !== 'error') throw new Error('no error')
    act(() => state.retry())
    await waitFor(() => expect(result.current.status).toBe('ready'))
  })
})
