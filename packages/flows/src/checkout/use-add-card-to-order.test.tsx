import { ApiRequestError, type Checkout, createApiClient } from '@aisle/api'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr as wrapper } from '../test-support/swr.js'
import { addCardFailureOf, useAddCardToOrder } from './use-add-card-to-order.js'

// checkout.md §7 "Add card to order (v1)"; §8 "Payment and order": the add-card texts.

const RETRY =
  "Sorry, but we're having trouble accepting new card information. Would you like to try again?"

const order: Pick<Checkout, 'id' | 'paymentDetails'> = {
  id: 'order-7',
  paymentDetails: { accountingLocation: { facilityId: '01400943' } },
}
const card = { id: 'card-visa', lastFourPan: '1111', brand: 'VISA' }

function setup(answers: { status: number; body: unknown }[], checkout = order) {
  const sent: unknown[] = []
  const fetch = vi.fn(async (_: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'POST') sent.push(JSON.parse(String(init.body)))
    const answer = init.method === 'POST' ? answers.shift() : { status: 404, body: {} }
    return jsonResponse(answer?.body ?? {}, answer?.status ?? 500)
  })
  const client = createApiClient({ fetch, createIdempotencyKey: () => 'key' })
  const hook = renderHook(() => useAddCardToOrder({ client, checkout }), { wrapper })
  return { ...hook, sent }
}

const failure = (status: number, code?: string) => ({
  status,
  body: { errors: [{ statusCode: status, ...(code ? { code } : {}) }] },
})

describe('add card to order (checkout.md §7, §8)', () => {
  it('sends appName, facilityId, paymentCard and orderId; the card id comes back', async () => {
    const { result, sent } = setup([{ status: 200, body: { cardId: 'card-visa' } }])
    await act(() => result.current.add(card))
    expect(sent[0]).toEqual({
      appName: 'CLICKLIST',
      facilityId: '01400943',
      paymentCard: card,
      orderId: 'order-7',
    })
    expect(result.current.state).toEqual({ status: 'added', cardId: 'card-visa' })
  })

  it('§8: the service down gives the retry text with its error code; Retry sends the card again', async () => {
    const { result, sent } = setup([failure(503, 'PAY_DOWN'), { status: 200, body: {} }])
    await act(() => result.current.add(card))
    expect(result.current.state).toEqual({
      status: 'failed',
      failure: { message: `${RETRY} Error Code PAY_DOWN`, retry: true },
    })
    await act(() => result.current.retry())
    expect(sent).toHaveLength(2)
    expect(result.current.state.status).toBe('added')
  })

  it("§8: card data refused: 'There was a problem validating your information. Please try again.'", async () => {
    const { result } = setup([failure(420, 'INVALID_CARD_INFO')])
    await act(() => result.current.add(card))
    expect(result.current.state).toEqual({
      status: 'failed',
      failure: {
        message: 'There was a problem validating your information. Please try again.',
        retry: false,
      },
    })
  })

  it("§8: any other refusal: 'There was an error adding your card'; no facility, nothing sent", async () => {
    const { result } = setup([failure(409, 'CONFLICT')])
    await act(() => result.current.add(card))
    expect(result.current.state).toMatchObject({
      failure: { message: 'There was an error adding your card' },
    })
    const bare = setup([], { id: 'order-7' })
    await act(() => bare.result.current.add(card))
    expect(bare.sent).toEqual([])
    expect(bare.result.current.state).toMatchObject({
      failure: { message: 'There was an error adding your card' },
    })
  })

  it('a timeout and a network failure are retry texts too (the outcome is unknown)', () => {
    const base = { route: 'addCardToOrder', endpoint: '/payment/v1/payments', message: '' } as const
    expect(
      addCardFailureOf(
        ApiRequestError.of({ ...base, kind: 'timeout', status: 408, code: 'ECONNABORTED' }),
      ).message,
    ).toBe(`${RETRY} Error Code ECONNABORTED`)
    expect(addCardFailureOf(ApiRequestError.of({ ...base, kind: 'network', status: 0 }))).toEqual({
      message: RETRY,
      retry: true,
    })
  })
})
