import {
  type AddCardRequest,
  type Checkout,
  createApiClient,
  isApiError,
  type WalletServiceCard,
} from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr } from '../test-support/swr.js'
import { fakeWalletServices } from '../test-support/wallet-services.js'
import type { WalletServices } from '../wallet/wallet-services.js'
import type { CheckoutServices } from './checkout-services.js'
import { checkoutCardOf, withOrderCards } from './checkout-wallet-services.js'
import { usePaymentSection } from './use-payment-section.js'

// checkout.md §7 "Add card to order (v1)" and "Cards add/update at /checkout/api/s/cards":
// a bank card added in the wallet during checkout is recorded and put on the order.

const RETRY =
  "Sorry, but we're having trouble accepting new card information. Would you like to try again?"

const mastercard: WalletServiceCard = {
  id: 'card-mc',
  cardType: 'CREDIT_CARD',
  brand: 'MASTERCARD',
  lastFourPan: '4444',
  bin: '555555',
  expirationMonth: '12',
  expirationYear: '2039',
  expired: false,
  paymentGram: 'pg-mc',
  firstName: 'Avery',
  lastName: 'Quinn',
  address: {
    addressLines: ['410 Vine St'],
    cityTown: 'Cincinnati',
    countryCode: 'US',
    stateProvince: 'OH',
    postalCode: '45202',
  },
}
const snapCard: WalletServiceCard = {
  id: 'card-snap',
  cardType: 'EBT_CARD',
  brand: 'EBT',
  lastFourPan: '0019',
}

const bankRequest = { save: false, paymentMethod: { paymentType: 'CREDIT_CARD' } } as AddCardRequest
const snapRequest = { paymentMethod: { paymentType: 'EBT_CARD' } } as AddCardRequest

function wallet(added: WalletServiceCard): WalletServices {
  return fakeWalletServices({
    addCard: vi.fn(async () => added),
    editCard: vi.fn(async () => added),
  })
}

describe('withOrderCards (checkout.md §7)', () => {
  it('checkoutCardOf keeps the §3 card fields and leaves the name out', () => {
    expect(checkoutCardOf(mastercard)).toEqual({
      id: 'card-mc',
      bin: '555555',
      paymentGram: 'pg-mc',
      lastFourPan: '4444',
      brand: 'MASTERCARD',
      expirationMonth: '12',
      expirationYear: '2039',
      isExpired: false,
      address: mastercard.address,
    })
  })

  it('an added bank card goes to the handlers with its save choice; the wallet answer is unchanged', async () => {
    const added = vi.fn(async () => undefined)
    const edited = vi.fn(async () => undefined)
    const services = withOrderCards(wallet(mastercard), { added, edited })
    await expect(services.addCard(bankRequest)).resolves.toBe(mastercard)
    expect(added).toHaveBeenCalledExactlyOnceWith(checkoutCardOf(mastercard), false)
    await services.editCard({ cardId: 'card-mc' } as never)
    expect(edited).toHaveBeenCalledExactlyOnceWith(checkoutCardOf(mastercard))
  })

  it('SNAP EBT and gift cards go through the wallet only', async () => {
    const added = vi.fn(async () => undefined)
    const edited = vi.fn(async () => undefined)
    const services = withOrderCards(wallet(snapCard), { added, edited })
    await services.addCard(snapRequest)
    await services.editCard({ cardId: 'card-snap' } as never)
    expect(added).not.toHaveBeenCalled()
    expect(edited).not.toHaveBeenCalled()
  })
})

const order = (over: Partial<Checkout> = {}): Checkout => ({
  id: 'checkout-3',
  versionKey: 'v2',
  status: 'DRAFT',
  modalityType: 'Delivery',
  lineItems: [],
  payments: [],
  paymentDetails: { accountingLocation: { facilityId: '01400943' } },
  summary: { itemCount: 3, cost: { itemTotal: 30, total: 30, ebtTotal: 0 } },
  ...over,
})

async function serviceDown() {
  const client = createApiClient({
    fetch: async () => jsonResponse({ errors: [{ statusCode: 503, code: 'PAY_DOWN' }] }, 503),
  })
  const error = await client
    .call('addCardToOrder', {
      body: { appName: 'CLICKLIST', facilityId: 'f', paymentCard: { id: 'c' }, orderId: 'o' },
    })
    .catch((e: unknown) => e)
  if (!isApiError(error)) throw new Error('expected an ApiError')
  return error
}

function renderSection(checkoutServices: CheckoutServices, checkout = order()) {
  const client = createApiClient({ fetch: async () => new Response('{}', { status: 599 }) })
  const walletServices = wallet(mastercard)
  const wrapper = FreshSwr
  const hook = renderHook(
    () =>
      usePaymentSection({
        client,
        checkout,
        modify: false,
        walletServices,
        checkoutServices,
      }),
    { wrapper },
  )
  return { ...hook, walletServices }
}

function checkoutServices(over: Partial<CheckoutServices> = {}): CheckoutServices {
  return {
    products: vi.fn(),
    flashSales: vi.fn(),
    updateCheckout: vi.fn(),
    addCardToOrder: vi.fn(async () => ({ cardId: 'card-mc' })),
    addCheckoutCard: vi.fn(async (body) => body.card),
    updateCheckoutCard: vi.fn(async (_id, body) => body.card),
    placeOrder: vi.fn(),
    modifyOrder: vi.fn(),
    clearBasket: vi.fn(),
    finalizeCartModification: vi.fn(),
    ...over,
  }
}

describe('the payment step puts a card added during checkout on the order (checkout.md §7)', () => {
  it('records it at the checkout cards, then adds it to the order with the facility and order id', async () => {
    const calls = checkoutServices()
    const { result } = renderSection(calls)
    await waitFor(() => expect(result.current.wallet.load.status).toBe('ready'))
    await act(async () => {
      expect(await result.current.wallet.addCard(bankRequest)).toEqual({ ok: true })
    })
    const paymentCard = checkoutCardOf(mastercard)
    expect(calls.addCheckoutCard).toHaveBeenCalledExactlyOnceWith({
      card: paymentCard,
      save: false,
    })
    expect(calls.addCardToOrder).toHaveBeenCalledExactlyOnceWith({
      appName: 'CLICKLIST',
      facilityId: '01400943',
      paymentCard,
      orderId: 'checkout-3',
    })
    expect(result.current.addToOrder.state).toEqual({ status: 'added', cardId: 'card-mc' })
  })

  it('§8: the service down keeps the card in the wallet and offers the retry text with its code', async () => {
    const down = await serviceDown()
    const addCardToOrder = vi
      .fn<CheckoutServices['addCardToOrder']>()
      .mockRejectedValueOnce(down)
      .mockResolvedValueOnce({ cardId: 'card-mc' })
    const calls = checkoutServices({ addCardToOrder })
    const { result } = renderSection(calls)
    await waitFor(() => expect(result.current.wallet.load.status).toBe('ready'))
    await act(async () => {
      expect(await result.current.wallet.addCard(bankRequest)).toEqual({ ok: true })
    })
    expect(result.current.addToOrder.state).toEqual({
      status: 'failed',
      failure: { message: `${RETRY} Error Code PAY_DOWN`, retry: true },
    })
    await act(() => result.current.addToOrder.retry())
    expect(addCardToOrder).toHaveBeenCalledTimes(2)
    expect(calls.addCheckoutCard).toHaveBeenCalledTimes(2)
    expect(result.current.addToOrder.state.status).toBe('added')
  })

  it('an edited bank card updates the checkout record by its id', async () => {
    const calls = checkoutServices()
    const { result } = renderSection(calls)
    await waitFor(() => expect(result.current.wallet.load.status).toBe('ready'))
    await act(async () => {
      await result.current.wallet.editCard({ cardId: 'card-mc' } as never)
    })
    expect(calls.updateCheckoutCard).toHaveBeenCalledExactlyOnceWith('card-mc', {
      card: checkoutCardOf(mastercard),
      save: true,
    })
  })
})
