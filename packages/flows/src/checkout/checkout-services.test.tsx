import { type Checkout, createApiClient, isApiError, type Product } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { type CheckoutServices, createCheckoutServices, orderGtins } from './checkout-services.js'
import { useCheckoutItems } from './use-checkout-items.js'
import type { CheckoutPage } from './use-checkout-page.js'
import { useFlashSales } from './use-flash-sales.js'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
)

const A = '0001111041700'
const B = '0001111041701'
const checkoutOf = (...gtins: string[]) =>
  ({
    lineItems: gtins.map((gtin13, i) => ({ id: `l${i}`, cart: { gtin13 }, quantity: 2 })),
  }) as unknown as Checkout

const product = (gtin13: string, price: number): Product =>
  ({ gtin13, description: `Item ${gtin13}`, price }) as unknown as Product

/** An ApiError as the transport makes it: a 503 from a scripted fetch. */
async function serviceError() {
  const client = createApiClient({ fetch: async () => new Response('{}', { status: 503 }) })
  const error = await client.call('products', { body: { gtins: [A] } }).catch((e: unknown) => e)
  if (!isApiError(error)) throw new Error('expected an ApiError')
  return error
}

function fakeServices(overrides: Partial<CheckoutServices> = {}): CheckoutServices {
  return {
    products: vi.fn(async (gtins: readonly string[]) => gtins.map((g) => product(g, 1.25))),
    flashSales: vi.fn(async () => []),
    updateCheckout: vi.fn(),
    addCardToOrder: vi.fn(),
    addCheckoutCard: vi.fn(),
    updateCheckoutCard: vi.fn(),
    placeOrder: vi.fn(),
    modifyOrder: vi.fn(),
    clearBasket: vi.fn(),
    finalizeCartModification: vi.fn(),
    ...overrides,
  }
}

const client = createApiClient({ fetch: async () => new Response('{}', { status: 599 }) })

describe('checkout services', () => {
  it('orderGtins: each gtin once, in order, none without a checkout', () => {
    expect(orderGtins(checkoutOf(A, B, A))).toEqual([A, B])
    expect(orderGtins(undefined)).toEqual([])
  })

  it('createCheckoutServices sends the gtins to products by upcs (§7)', async () => {
    const sent: unknown[] = []
    const fetcher = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body)))
      return jsonResponse({ products: [] })
    })
    const services = createCheckoutServices(createApiClient({ fetch: fetcher }))
    await expect(services.products([A, B])).resolves.toEqual([])
    expect(sent).toEqual([{ gtins: [A, B] }])
  })

  it('placeOrder sends ACTIVATE with the key and identity; clearBasket writes only when items remain (§4, §7)', async () => {
    const sent: { key: string; body: unknown }[] = []
    const order = {
      id: 'chk-1',
      versionKey: 'v3',
      status: 'DRAFT',
      modalityType: 'Pickup',
      lineItems: [],
      payments: [{ id: 'visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 9 }],
    } as unknown as Checkout
    const fetcher = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`
      sent.push({ key, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) })
      const body = key.startsWith('GET')
        ? { id: 'b1', lines: [], itemCount: 0, subtotal: 0 }
        : order
      return jsonResponse(body)
    })
    const services = createCheckoutServices(createApiClient({ fetch: fetcher }))
    await services.placeOrder(order, 'key-1', 'pct-1')
    expect(sent[0]?.key).toBe('PUT /api/checkout/v2/checkouts/chk-1')
    expect(sent[0]?.body).toMatchObject({
      type: 'ACTIVATE',
      versionKey: 'v3',
      paymentDetails: { identityData: 'pct-1' },
    })
    await services.clearBasket('Pickup')
    // An empty basket: read, nothing to write.
    expect(sent.slice(1).map((s) => s.key.split(' ')[0])).toEqual(['GET'])
  })

  it('the items read: idle with no lines, then the lines priced by the products (§2)', async () => {
    const services = fakeServices()
    const { result, rerender } = renderHook(
      ({ checkout }: { checkout: Checkout | undefined }) =>
        useCheckoutItems(client, checkout, services),
      { wrapper, initialProps: { checkout: undefined as Checkout | undefined } },
    )
    expect(result.current.status).toBe('idle')
    expect(services.products).not.toHaveBeenCalled()
    rerender({ checkout: checkoutOf(A, B) })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(services.products).toHaveBeenCalledExactlyOnceWith([A, B])
    expect(result.current.lines.map((l) => [l.description, l.totalPrice])).toEqual([
      [`Item ${A}`, 2.5],
      [`Item ${B}`, 2.5],
    ])
    expect(result.current.itemCount).toBe(4)
  })

  it('the items read: a failed answer is an error status, and reload asks again', async () => {
    const failure = await serviceError()
    const products = vi
      .fn<CheckoutServices['products']>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce([product(A, 3)])
    const services = fakeServices({ products })
    const { result } = renderHook(() => useCheckoutItems(client, checkoutOf(A), services), {
      wrapper,
    })
    await waitFor(() => expect(result.current.status).toBe('error'))
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(products).toHaveBeenCalledTimes(2)
    expect(result.current.lines[0]?.totalPrice).toBe(6)
  })

  it('the flash sales read: the order gtins, once, through the services (§7)', async () => {
    const flashSales = vi.fn(async () => [
      {
        gtin13: B,
        category: 'Dairy',
        maxQuantity: 10,
        couponId: 'c1',
        sourceStoreId: 's',
        percentOff: 20,
      },
    ])
    const services = fakeServices({ flashSales } as Partial<CheckoutServices>)
    const page = {
      checkout: checkoutOf(A),
      pending: false,
      update: { status: 'idle' },
      send: vi.fn(),
    } as unknown as CheckoutPage
    const { result } = renderHook(() => useFlashSales(client, page, services), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(flashSales).toHaveBeenCalledExactlyOnceWith([A])
    expect(result.current.rows.map((r) => r.sale.gtin13)).toEqual([B])
  })
})
