import { type Checkout, createApiClient, toWalletCard, type WalletServiceCard } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useReducer } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr } from '../test-support/swr.js'
import { fakeWalletServices } from '../test-support/wallet-services.js'
import {
  type PaymentSectionStatus,
  type PaymentSectionStatusEvent,
  paymentSectionStatusReducer,
} from './payment-section-core-status.js'
import { usePaymentSection } from './use-payment-section.js'

// checkout.md §4 "Payment step": the automatic payment update and its failure modals.

const card = (over: Partial<WalletServiceCard> & Pick<WalletServiceCard, 'id' | 'cardType'>) =>
  ({ brand: 'VISA', lastFourPan: '1881', ...over }) as WalletServiceCard

const walletCards = [
  card({ id: 'card-visa', cardType: 'CREDIT_CARD', defaultApplications: ['CLICKLIST'] }),
  card({ id: 'card-snap', cardType: 'EBT_CARD', brand: 'EBT', lastFourPan: '0019' }),
  card({
    id: 'card-gift',
    cardType: 'GIFT_CARD',
    brand: 'NONE',
    lastFourPan: '2500',
    balance: 'USD 25.00',
  }),
]

const walletServices = () => fakeWalletServices({ getCards: async () => walletCards })

const checkout = (over: Partial<Checkout> = {}): Checkout => ({
  id: 'checkout-3',
  versionKey: 'v2',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [],
  payments: [],
  summary: { itemCount: 3, cost: { itemTotal: 30, total: 30, ebtTotal: 10 } },
  ...over,
})

function render(initial: Checkout, answers: { status: number; body: unknown }[]) {
  const puts: {
    versionKey: string
    payments: { id: string; paymentType: string; amountToAuthorize: number }[]
  }[] = []
  const fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'PUT' && typeof init.body === 'string') puts.push(JSON.parse(init.body))
    const answer = answers.shift() ?? { status: 200, body: initial }
    return jsonResponse(answer.body, answer.status)
  })
  const client = createApiClient({ fetch })
  const pending = vi.fn()
  const ready = vi.fn()
  // The page's status hears the section's events: told as they come, in order.
  const report = (event: PaymentSectionStatusEvent) => {
    if (event.pending !== undefined) pending(event.pending)
    if (event.ready !== undefined) ready(event.ready)
  }
  const services = walletServices()
  const wrapper = FreshSwr
  const hook = renderHook(
    ({ value }: { value: Checkout }) =>
      usePaymentSection({
        client,
        checkout: value,
        modify: false,
        walletServices: services,
        report,
      }),
    { wrapper, initialProps: { value: initial } },
  )
  return { ...hook, puts, pending, ready }
}

const failure = { status: 500, body: { errors: [{ statusCode: 500, code: 'X', reason: 'x' }] } }

describe('usePaymentSection', () => {
  it('in DRAFT with a versionKey and a card: sends SNAP EBT (checked by default) and the card, once', async () => {
    const { result, puts, pending } = render(checkout(), [{ status: 200, body: checkout() }])
    await waitFor(() => expect(puts).toHaveLength(1))
    // Synced with the wallet's selection: the card box may show its rows (the preferred card).
    expect(result.current.choiceSynced).toBe(true)
    expect(result.current.bankCard?.id).toBe('card-visa')
    expect(result.current.choice.snapChecked).toBe(true)
    expect(puts[0]).toEqual({
      versionKey: 'v2',
      payments: [
        { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: 10 },
        { id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 20 },
      ],
    })
    await waitFor(() => expect(pending).toHaveBeenLastCalledWith(false))
    expect(pending).toHaveBeenCalledWith(true)
    // The page has not refreshed the checkout yet: the same payments are not sent again.
    expect(puts).toHaveLength(1)
  })

  it('is not ready while the wallet loads and the automatic update runs, then ready (checkout.md §4)', async () => {
    const payments = [
      { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: 10 },
      { id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 20 },
    ] as Checkout['payments']
    const updated = checkout({ versionKey: 'v3', payments })
    const { puts, ready, rerender } = render(checkout(), [{ status: 200, body: updated }])
    expect(ready).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(puts).toHaveLength(1))
    // The update was sent: until its answer is the page's checkout, no order may go.
    expect(ready).not.toHaveBeenCalledWith(true)
    rerender({ value: updated })
    await waitFor(() => expect(ready).toHaveBeenLastCalledWith(true))
    expect(puts).toHaveLength(1)
  })

  it('in a checkout whose payments are already sent: ready once the wallet has loaded', async () => {
    const sent = checkout({
      payments: [
        { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: 10 },
        { id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 20 },
      ] as Checkout['payments'],
    })
    const { puts, ready, result } = render(sent, [])
    expect(ready).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(result.current.wallet.load.status).toBe('ready'))
    await waitFor(() => expect(ready).toHaveBeenLastCalledWith(true))
    expect(puts).toHaveLength(0)
  })

  it("the page's own status: pending while the update runs, ready once its answer is the checkout (checkout.md §4)", async () => {
    const payments = [
      { id: 'card-snap', paymentType: 'EBT_CARD', amountToAuthorize: 10 },
      { id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 20 },
    ] as Checkout['payments']
    const updated = checkout({ versionKey: 'v3', payments })
    // The update's answer waits until the test lets it go, so its pending state is seen.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const client = createApiClient({
      fetch: async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method === 'PUT') await answered
        return jsonResponse(updated)
      },
    })
    const seen: PaymentSectionStatus[] = []
    const wrapper = FreshSwr
    const services = walletServices()
    // As the page does: it owns the status and hands its dispatch to the section.
    const { rerender } = renderHook(
      ({ value }: { value: Checkout }) => {
        const [status, report] = useReducer(paymentSectionStatusReducer, {
          pending: false,
          ready: false,
        })
        seen.push(status)
        return usePaymentSection({
          client,
          checkout: value,
          modify: false,
          walletServices: services,
          report,
        })
      },
      { wrapper, initialProps: { value: checkout() } },
    )
    expect(seen[0]).toEqual({ pending: false, ready: false })
    await waitFor(() => expect(seen.at(-1)).toEqual({ pending: true, ready: false }))
    answer()
    await waitFor(() => expect(seen.at(-1)?.pending).toBe(false))
    expect(seen.some((status) => status.ready)).toBe(false)
    rerender({ value: updated })
    await waitFor(() => expect(seen.at(-1)).toEqual({ pending: false, ready: true }))
  })

  it('not in DRAFT, or without a versionKey: nothing is sent', async () => {
    const placed = render(checkout({ status: 'PLACED' }), [])
    await waitFor(() => expect(placed.result.current.wallet.load.status).toBe('ready'))
    const unversioned = render(checkout({ versionKey: undefined as unknown as string }), [])
    await waitFor(() => expect(unversioned.result.current.wallet.load.status).toBe('ready'))
    expect(placed.puts).toHaveLength(0)
    expect(unversioned.puts).toHaveLength(0)
  })

  it("a failure with SNAP EBT checked opens the remove-card modal; 'Remove Card' unchecks it and sends the card alone", async () => {
    const { result, puts } = render(checkout(), [failure, { status: 200, body: checkout() }])
    await waitFor(() => expect(result.current.modal).toBe('remove-card'))
    act(() => result.current.removeSnapCard())
    await waitFor(() => expect(puts).toHaveLength(2))
    expect(result.current.choice.snapChecked).toBe(false)
    expect(puts[1]?.payments).toEqual([
      { id: 'card-visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 30 },
    ])
  })

  it("without SNAP EBT a failure opens 'payments update failed'; Try again sends again", async () => {
    const { result, puts } = render(checkout(), [{ status: 200, body: checkout() }, failure])
    await waitFor(() => expect(puts).toHaveLength(1))
    act(() => result.current.toggleSnap(false))
    await waitFor(() => expect(result.current.modal).toBe('payments-update-failed'))
    act(() => result.current.retryUpdate())
    await waitFor(() => expect(puts).toHaveLength(3))
    expect(puts[2]).toEqual(puts[1])
  })

  it('gift cards: checking one while SNAP EBT is off splits the order; checking SNAP EBT clears it', async () => {
    const { result } = render(checkout(), [])
    await waitFor(() => expect(result.current.wallet.load.status).toBe('ready'))
    act(() => result.current.toggleSnap(false))
    act(() => result.current.toggleGift('card-gift', true))
    expect(result.current.split).toMatchObject({
      gifts: [{ cardId: 'card-gift', amount: 25 }],
      bankShare: 5,
    })
    act(() => result.current.toggleSnap(true))
    expect(result.current.choice.giftCardIds).toEqual([])
  })
  it('the wallet\'s orderInfo carries the checkout\'s fulfilment type (wallet-flyout.md §2 "Checkout tiles")', async () => {
    const diners = {
      ...toWalletCard(
        card({ id: 'card-diners', cardType: 'CREDIT_CARD', brand: 'DINERS' }),
        'CLICKLIST',
      ),
      notAllowedFulfillmentTypes: ['Delivery' as const],
    }
    const delivery = render(checkout(), [])
    await waitFor(() => expect(delivery.result.current.wallet.load.status).toBe('ready'))
    expect(delivery.result.current.orderInfo.fulfillmentType).toBe('Delivery')
    expect(delivery.result.current.wallet.blocker(diners)).toBe('not-accepted')
    delivery.unmount()
    const pickup = render(checkout({ modalityType: 'Pickup' }), [])
    await waitFor(() => expect(pickup.result.current.wallet.load.status).toBe('ready'))
    expect(pickup.result.current.orderInfo.fulfillmentType).toBe('Pickup')
    expect(pickup.result.current.wallet.blocker(diners)).toBeUndefined()
  })
})
