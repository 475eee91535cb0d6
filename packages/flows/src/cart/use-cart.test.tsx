import { createApiClient } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { useCart } from './use-cart.js'

const basketLine = (gtin13: string, quantity: number, modalityType: 'Pickup' | 'Delivery') => ({
  id: `line-${gtin13}`,
  gtin13,
  description: `Item ${gtin13}`,
  quantity,
  unitPrice: 1,
  totalPrice: quantity,
  modalityType,
  available: true,
})

function fakeBasket() {
  let lines = [basketLine('0000000000001', 2, 'Pickup'), basketLine('0000000000002', 1, 'Delivery')]
  const sent: unknown[] = []
  let failNext = false
  const basket = () => ({
    id: 'checkout-cart',
    lines,
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    subtotal: lines.reduce((s, l) => s + l.totalPrice, 0),
  })
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    if (url.pathname.endsWith('/cart/v1/basket') && (init.method ?? 'GET') === 'GET')
      return json(basket())
    if (url.pathname.endsWith('/cart/v1/basket') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as {
        lines: { gtin13: string; quantity: number }[]
      }
      sent.push(body)
      if (failNext) {
        failNext = false
        return json({ errors: [{ statusCode: 500, code: 'BOOM' }] }, 500)
      }
      for (const change of body.lines) {
        lines = lines
          .map((l) =>
            l.gtin13 === change.gtin13
              ? { ...l, quantity: change.quantity, totalPrice: change.quantity }
              : l,
          )
          .filter((l) => l.quantity > 0)
      }
      return json(basket())
    }
    return json({ id: 'checkout-cart' })
  })
  return { client: createApiClient({ fetch }), sent, failOnce: () => (failNext = true) }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

describe('useCart: checkout.md §7 "Basket delete or update"', () => {
  it('loads the basket grouped by modality', async () => {
    const { client } = fakeBasket()
    const { result } = renderHook(() => useCart({ client }), { wrapper })
    expect(result.current.state.status).toBe('loading')
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    const state = result.current.state
    if (state.status !== 'ready') throw new Error('not ready')
    expect(state.groups.map((g) => g.modalityType)).toEqual(['Pickup', 'Delivery'])
  })

  it('saves a quantity change and a removal, and shows the answer', async () => {
    const { client, sent } = fakeBasket()
    const { result } = renderHook(() => useCart({ client }), { wrapper })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    await act(() =>
      result.current.setQuantity({ gtin13: '0000000000001', modalityType: 'Pickup' }, 5),
    )
    expect(sent[0]).toEqual({
      lines: [{ gtin13: '0000000000001', quantity: 5, modalityType: 'Pickup' }],
    })
    await waitFor(() => expect(result.current.state).toMatchObject({ basket: { itemCount: 6 } }))
    await act(() => result.current.remove({ gtin13: '0000000000002', modalityType: 'Delivery' }))
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ groups: [{ modalityType: 'Pickup' }] }),
    )
    await act(() => result.current.remove({ gtin13: '0000000000001', modalityType: 'Pickup' }))
    await waitFor(() => expect(result.current.state.status).toBe('empty'))
  })

  it('sends the order id in modify mode', async () => {
    const { client, sent } = fakeBasket()
    const { result } = renderHook(
      () => useCart({ client, mode: { mode: 'modify', orderId: 'checkout-9' } }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    await act(() => result.current.addOne('0000000000001'))
    expect(sent[0]).toEqual({
      orderId: 'checkout-9',
      lines: [{ gtin13: '0000000000001', quantity: 3, modalityType: 'Pickup' }],
    })
  })

  it('shows the error card when a change fails, and Reload reads the basket again', async () => {
    const { client, failOnce } = fakeBasket()
    const { result } = renderHook(() => useCart({ client }), { wrapper })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    failOnce()
    await act(() =>
      result.current.setQuantity({ gtin13: '0000000000001', modalityType: 'Pickup' }, 3),
    )
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
  })
})
