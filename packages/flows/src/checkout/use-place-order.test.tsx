import { type AnalyticsErrorEvent, type Checkout, createApiClient, messages } from '@aisle/api'
import { apiKey } from '@aisle/api/swr'
import { act, renderHook, waitFor } from '@testing-library/react'
import useSWR from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr as wrapper } from '../test-support/swr.js'
import { usePlaceOrder } from './use-place-order.js'

// checkout.md §4 "Place order", "Modify submit"; §7 the idempotency key of ACTIVATE and MODIFY.

type Answer = { status: number; body: unknown }

/** A fetch that answers each call from a queue per "METHOD path", and records what was sent. */
function service(queues: Record<string, Answer[]>) {
  const sent: { key: string; body: Record<string, unknown> | undefined }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
    sent.push({ key, body })
    const answer = queues[key]?.shift() ?? { status: 404, body: {} }
    return jsonResponse(answer.body, answer.status)
  })
  let n = 0
  const client = createApiClient({ fetch, createIdempotencyKey: () => `transport-${++n}` })
  return { client, sent }
}

const draft: Checkout = {
  id: 'checkout-9',
  versionKey: 'v3',
  checksum: 'sum-v3',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [{ cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'NONE' }],
  payments: [{ id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 12 }],
  summary: { itemCount: 2, cost: { itemTotal: 12, total: 12 } },
}
const placed = { ...draft, status: 'PLACED', versionKey: 'v4' }
const PUT = 'PUT /api/checkout/v2/checkouts/checkout-9'
const BASKET = 'GET /api/cart/v1/basket'
const UPDATE_BASKET = 'PUT /api/cart/v1/basket'
const basket = {
  id: 'checkout-cart',
  itemCount: 2,
  subtotal: 2,
  lines: [
    {
      id: 'b1',
      gtin13: '0000000004011',
      description: 'Bananas',
      quantity: 2,
      unitPrice: 1,
      totalPrice: 2,
      modalityType: 'Delivery',
      available: true,
    },
  ],
}
const error = (status: number, code: string, reason = code) => ({
  status,
  body: { errors: [{ statusCode: status, code, reason }] },
})

function render(checkout: Checkout, modify: boolean, queues: Record<string, Answer[]>) {
  const { client, sent } = service(queues)
  const navigate = vi.fn()
  const serviceErrors: AnalyticsErrorEvent[] = []
  let key = 0
  const hook = renderHook(
    () =>
      usePlaceOrder({
        client,
        checkout,
        modify,
        navigate,
        createIdempotencyKey: () => `order-key-${++key}`,
        onServiceError: (event) => serviceErrors.push(event),
      }),
    { wrapper },
  )
  const orderCalls = () => sent.filter((s) => s.key === PUT).map((s) => s.body)
  return { ...hook, navigate, sent, orderCalls, serviceErrors }
}

describe('usePlaceOrder', () => {
  it('a 5xx, then Try Again: the same idempotency key, the basket cleared, the complete page', async () => {
    const { result, navigate, sent, orderCalls } = render(draft, false, {
      [PUT]: [error(503, 'SERVICE_ERROR'), { status: 200, body: placed }],
      [BASKET]: [{ status: 200, body: basket }],
      [UPDATE_BASKET]: [{ status: 200, body: { ...basket, lines: [], itemCount: 0, subtotal: 0 } }],
    })
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.failure).toBeDefined())
    expect(result.current.failure).toMatchObject({
      message: messages.checkoutTechnicalDifficulties,
      action: 'retry',
    })
    act(() => result.current.retry())
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/checkout/CLICKLIST/checkout-9/complete'),
    )
    const [first, second] = orderCalls()
    expect(first).toMatchObject({ type: 'ACTIVATE', idempotencyKey: 'order-key-1' })
    expect(second?.idempotencyKey).toBe('order-key-1')
    expect(sent.find((s) => s.key === UPDATE_BASKET)?.body).toEqual({
      lines: [{ gtin13: '0000000004011', quantity: 0, modalityType: 'Delivery' }],
    })
  })

  it('a declined card, then another attempt: a new key', async () => {
    const { result, orderCalls } = render(draft, false, {
      [PUT]: [error(402, 'CARD_DECLINED'), error(402, 'CARD_DECLINED')],
    })
    act(() => result.current.submit())
    await waitFor(() =>
      expect(result.current.failure).toMatchObject({ message: messages.cardDeclined }),
    )
    act(() => result.current.dismiss())
    act(() => result.current.submit())
    await waitFor(() => expect(orderCalls()).toHaveLength(2))
    expect(orderCalls().map((b) => b?.idempotencyKey)).toEqual(['order-key-1', 'order-key-2'])
  })

  it("checkout.md §4: EBT pays: the PIN prompt first, the frame's PIN registration id sent as identity data", async () => {
    const withEbt: Checkout = {
      ...draft,
      payments: [
        { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: 5 },
        ...draft.payments,
      ],
    }
    const { result, navigate, orderCalls } = render(withEbt, false, {
      [PUT]: [{ status: 200, body: placed }],
      [BASKET]: [{ status: 200, body: { ...basket, lines: [] } }],
    })
    act(() => result.current.submit())
    expect(result.current.state.step).toBe('pin')
    expect(orderCalls()).toHaveLength(0)
    act(() => result.current.enterPin('sandbox-pct-1-abc'))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(orderCalls()[0]).toMatchObject({
      paymentDetails: {
        identityData: 'sandbox-pct-1-abc',
        paymentMethods: { ebtCards: [{ id: 'card-snap' }] },
      },
    })
  })

  it.each([
    ['884', true],
    ['885', true],
    ['889', true],
    ['55', false],
  ] as const)(
    'checkout.md §8 PIN code %s: the PIN prompt again with its message; a customer-facing service error event: %s',
    async (code, reported) => {
      const withEbt: Checkout = {
        ...draft,
        payments: [
          { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: 5 },
          ...draft.payments,
        ],
      }
      const { result, orderCalls, serviceErrors } = render(withEbt, false, {
        [PUT]: [error(402, code)],
      })
      act(() => result.current.submit())
      act(() => result.current.enterPin('sandbox-pct-2-def'))
      await waitFor(() => expect(orderCalls()).toHaveLength(1))
      await waitFor(() =>
        expect(result.current.state).toMatchObject({ step: 'pin', locked: false }),
      )
      expect(result.current.state).toMatchObject({
        error: code === '55' ? messages.invalidPin : messages.pinNotVerified,
      })
      expect(serviceErrors.map((e) => e.type)).toEqual(
        reported ? ['CUSTOMER_FACING_SERVICE_ERROR'] : [],
      )
    },
  )

  it("the basket cannot be cleared: 'Order Successfully Placed', then Continue", async () => {
    const { result, navigate } = render(draft, false, {
      [PUT]: [{ status: 200, body: placed }],
      [BASKET]: [error(500, 'INTERNAL')],
    })
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.placedWithItemsLeft).toBe('checkout-9'))
    expect(navigate).not.toHaveBeenCalled()
    act(() => result.current.continueToComplete())
    expect(navigate).toHaveBeenCalledWith('/checkout/CLICKLIST/checkout-9/complete')
  })

  it('a post-authorization reject goes to the payment error page with its reason', async () => {
    const { result, navigate } = render(draft, false, {
      [PUT]: [error(402, 'POST_AUTH_REJECT', 'Issuer declined')],
    })
    act(() => result.current.submit())
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/checkout/payment-error?reason=Issuer+declined'),
    )
  })

  it("modify rejected and the finalize fails: 'Modifications Saved', Confirm goes to the reject page (isModify)", async () => {
    const order = { ...placed }
    const { result, navigate, orderCalls } = render(order as Checkout, true, {
      [BASKET]: [{ status: 200, body: { ...basket, orderId: 'checkout-9' } }],
      [PUT]: [error(422, 'ORDER_REJECTED', 'rejected')],
      'PUT /api/cart/v1/basket/modify/checkout-9/finalize': [error(500, 'INTERNAL')],
    })
    expect(result.current.label).toBe('Submit Modified Order')
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.modificationsSaved).toBeDefined())
    expect(orderCalls()[0]).toMatchObject({
      type: 'MODIFY',
      checksum: 'sum-v3',
      idempotencyKey: 'order-key-1',
    })
    act(() => result.current.confirmModificationsSaved())
    expect(navigate).toHaveBeenCalledWith('/checkout/payment-error?isModify=true&reason=rejected')
  })

  it('modify succeeds: the order complete page with im=true', async () => {
    const { result, navigate } = render(placed as Checkout, true, {
      [BASKET]: [
        { status: 200, body: { ...basket, orderId: 'checkout-9' } },
        { status: 200, body: { ...basket, orderId: 'checkout-9' } },
      ],
      [PUT]: [{ status: 200, body: { ...placed, versionKey: 'v5' } }],
    })
    act(() => result.current.submit())
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/checkout/CLICKLIST/checkout-9/complete?im=true'),
    )
  })

  it('checkout.md §4 "Modify submit": the returned order is stored, its date of birth and remaining balance', async () => {
    const modified = {
      ...placed,
      versionKey: 'v5',
      buyer: { profileId: 'user-1', dateOfBirth: '1990-04-12' },
      paymentDetails: { ebtDetails: { remainingBalance: { snap: 41.5 } } },
    }
    const { client } = service({
      [BASKET]: [
        { status: 200, body: { ...basket, orderId: 'checkout-9' } },
        { status: 200, body: { ...basket, orderId: 'checkout-9' } },
      ],
      [PUT]: [{ status: 200, body: modified }],
    })
    const navigate = vi.fn()
    const { result } = renderHook(
      () => ({
        order: usePlaceOrder({
          client,
          checkout: placed as Checkout,
          modify: true,
          navigate,
        }),
        // A read of the order that the service never answers: only the store fills it.
        stored: useSWR(apiKey('checkout', { params: { checkoutId: 'checkout-9' } }), null),
      }),
      { wrapper },
    )
    act(() => result.current.order.submit())
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    await waitFor(() => expect(result.current.stored.data).toBeDefined())
    const stored = result.current.stored.data as Checkout
    expect(stored.buyer?.dateOfBirth).toBe('1990-04-12')
    expect(stored.paymentDetails?.ebtDetails?.remainingBalance.snap).toBe(41.5)
  })

  it('no bank card among the payments: the missing-payments message, nothing sent', () => {
    const { result, orderCalls } = render({ ...draft, payments: [] }, false, {})
    act(() => result.current.submit())
    expect(result.current.blocked).toBe('Please refresh page and try again.')
    expect(orderCalls()).toHaveLength(0)
  })
})
