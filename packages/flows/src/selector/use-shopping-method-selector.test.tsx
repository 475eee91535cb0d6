import { banners, createApiClient, messages } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import type { CheckoutPage } from '../checkout/use-checkout-page.js'
import { useFlashSales } from '../checkout/use-flash-sales.js'
import { useShoppingMethodSelector } from './use-shopping-method-selector.js'

/** The value, or a failure that names what the list was missing. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The selector offered no ${what}`)
  return value
}

type Reply = { status?: number; body: unknown }

function scriptedFetch(script: Record<string, Reply | ((body: unknown) => Reply)>) {
  const sent: { key: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init.method ?? 'GET'} ${url.pathname}`
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    sent.push({ key, body })
    const entry = script[key]
    if (entry === undefined) return new Response('{}', { status: 404 })
    const reply = typeof entry === 'function' ? entry(body) : entry
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { client: createApiClient({ fetch }), sent }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

const OPTIONS = 'POST /api/atlas/v1/modality/v1/options'
const PREFERENCES = '/api/atlas/v1/modality/v1/preferences'
const greenleaf = banners.find((b) => b.id === 'greenleaf')
if (!greenleaf) throw new Error('no greenleaf')

const address = {
  addressLines: ['410 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
}
const store = (locationId: string, distance: number, extra: object = {}) => ({
  destination: { locationId },
  distance,
  fulfillment: ['PICKUP'],
  storeDetails: {
    address,
    locationId,
    vanityName: `Store ${locationId}`,
    divisionNumber: '014',
    storeNumber: locationId.slice(3),
    banner: 'greenleaf',
  },
  ...extra,
})
const optionsBody = {
  options: {
    PICKUP: [
      store('01400205', 2.357),
      store('01400101', 0.82),
      store('01600550', 4.48, {
        isCrossBanner: true,
        storeDetails: {
          ...store('01600550', 4.48).storeDetails,
          externalNavigation: { webUrl: 'https://hilltop.example/', linkText: 'Shop at Hilltop' },
        },
      }),
    ],
    DELIVERY: [
      {
        destination: { locationId: '01400101' },
        fulfillment: ['STORE'],
        deliverySubOption: 'DELIVERY',
      },
      {
        destination: { locationId: '01400101' },
        fulfillment: ['STORE'],
        deliverySubOption: 'ALL_DELIVERY',
      },
    ],
  },
}
const pickupPreference = {
  id: 'p1',
  modalityType: 'PICKUP',
  destination: { locationId: '01400205' },
  createdDate: '2026-11-01T10:00:00.000Z',
  source: 'options',
}

function setup(
  script: Record<string, Reply | ((body: unknown) => Reply)>,
  extra: Partial<Parameters<typeof useShoppingMethodSelector>[1]> = {},
) {
  const { client, sent } = scriptedFetch(script)
  const onDone = vi.fn()
  const openExternal = vi.fn()
  const onFlashSalesRefetch = vi.fn()
  const hook = renderHook(
    () =>
      useShoppingMethodSelector(client, {
        banner: greenleaf as NonNullable<typeof greenleaf>,
        signedIn: true,
        onDone,
        openExternal,
        onFlashSalesRefetch,
        now: () => new Date('2026-11-22T10:00:00Z'),
        newId: () => 'new-id',
        ...extra,
      }),
    { wrapper },
  )
  return { ...hook, sent, onDone, openExternal, onFlashSalesRefetch }
}

async function search(result: ReturnType<typeof setup>['result'], zip = '45202') {
  act(() => result.current.setZip(zip))
  act(() => result.current.submitZip())
}

describe('useShoppingMethodSelector: shopping-method-selector.md §4 "Store selection"', () => {
  it('searches by ZIP, shows the active store as Currently Shopping, the rest by distance', async () => {
    const { result, sent } = setup({
      [OPTIONS]: { body: optionsBody },
      [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
    })
    await waitFor(() => expect(result.current.active?.locationId).toBe('01400205'))
    await search(result)
    await waitFor(() => expect(result.current.state.options.status).toBe('loaded'))
    expect(sent.find((s) => s.key === OPTIONS)?.body).toEqual({
      address: { postalCode: '45202' },
      originPage: 'every_page',
    })
    expect(result.current.menu.currentlyShopping?.locationId).toBe('01400205')
    expect(result.current.menu.moreResults.map((o) => o.distanceMiles)).toEqual([0.82, 4.48])
  })

  it('choosing a store sets the active modality, refetches flash sales and closes', async () => {
    const { result, sent, onDone, onFlashSalesRefetch } = setup({
      [OPTIONS]: { body: optionsBody },
      [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
      [`POST ${PREFERENCES}`]: (body) => ({ body }),
    })
    await waitFor(() => expect(result.current.active).toBeDefined())
    await search(result)
    await waitFor(() => expect(result.current.state.options.status).toBe('loaded'))
    act(() => result.current.chooseStore(present(result.current.menu.moreResults[0], 'store')))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(sent.find((s) => s.key === `POST ${PREFERENCES}`)?.body).toEqual({
      id: 'new-id',
      modalityType: 'PICKUP',
      destination: { locationId: '01400101' },
      createdDate: '2026-11-22T10:00:00.000Z',
      source: 'options',
    })
    expect(onDone).toHaveBeenCalledWith({
      modalityType: 'PICKUP',
      locationId: '01400101',
      name: 'Store 01400101',
    })
    expect(onFlashSalesRefetch).toHaveBeenCalledOnce()
  })

  it('does not refetch flash sales when the same store and type are chosen again', async () => {
    const { result, onDone, onFlashSalesRefetch } = setup({
      [OPTIONS]: { body: optionsBody },
      [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
      [`POST ${PREFERENCES}`]: (body) => ({ body }),
    })
    await waitFor(() => expect(result.current.active).toBeDefined())
    await search(result)
    await waitFor(() => expect(result.current.menu.currentlyShopping).toBeDefined())
    act(() =>
      result.current.chooseStore(present(result.current.menu.currentlyShopping, 'current store')),
    )
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(onFlashSalesRefetch).not.toHaveBeenCalled()
  })

  it('a new store reloads the flash sales on screen (§4), with no refetch handed in', async () => {
    const FLASH = 'POST /api/promotions/v1/flash-sales'
    const { client, sent } = scriptedFetch({
      [OPTIONS]: { body: optionsBody },
      [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
      [`POST ${PREFERENCES}`]: (body) => ({ body }),
      [FLASH]: { body: { flashSales: [] } },
    })
    const onDone = vi.fn()
    // The checkout page as the flash sales read it: one line in the order.
    const page = {
      checkout: { lineItems: [{ cart: { gtin13: '0001111041700' } }] },
      pending: false,
      update: { status: 'idle' },
      send: vi.fn(),
    } as unknown as CheckoutPage
    const { result } = renderHook(
      () => ({
        selector: useShoppingMethodSelector(client, {
          banner: greenleaf as NonNullable<typeof greenleaf>,
          signedIn: true,
          onDone,
          openExternal: vi.fn(),
          now: () => new Date('2026-11-22T10:00:00Z'),
          newId: () => 'new-id',
        }),
        sales: useFlashSales(client, page),
      }),
      { wrapper },
    )
    const flashCalls = () => sent.filter((s) => s.key === FLASH).length
    await waitFor(() => expect(result.current.sales.status).toBe('success'))
    expect(flashCalls()).toBe(1)
    await waitFor(() => expect(result.current.selector.active).toBeDefined())
    act(() => result.current.selector.setZip('45202'))
    act(() => result.current.selector.submitZip())
    await waitFor(() => expect(result.current.selector.state.options.status).toBe('loaded'))
    act(() =>
      result.current.selector.chooseStore(
        present(result.current.selector.menu.moreResults[0], 'store'),
      ),
    )
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    await waitFor(() => expect(flashCalls()).toBe(2))
  })

  it("a cross-banner store with a web URL opens the other banner's site instead", async () => {
    const { result, sent, openExternal } = setup(
      { [OPTIONS]: { body: optionsBody } },
      {
        signedIn: false,
      },
    )
    await search(result)
    await waitFor(() => expect(result.current.state.options.status).toBe('loaded'))
    const cross = present(
      result.current.menu.moreResults.find((o) => o.isCrossBanner),
      'cross-banner store',
    )
    act(() => result.current.chooseStore(cross))
    expect(openExternal).toHaveBeenCalledWith('https://hilltop.example/')
    expect(sent.some((s) => s.key === `POST ${PREFERENCES}`)).toBe(false)
  })

  it('signed out: no preference calls; the choice is handed back for the cookies (§6, §9)', async () => {
    const { result, sent, onDone } = setup(
      { [OPTIONS]: { body: optionsBody } },
      {
        signedIn: false,
        savedChoice: { modalityType: 'PICKUP', locationId: '01400101', name: 'Store 01400101' },
      },
    )
    await search(result)
    await waitFor(() => expect(result.current.menu.currentlyShopping?.locationId).toBe('01400101'))
    act(() => result.current.chooseStore(present(result.current.menu.moreResults[0], 'store')))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(sent.some((s) => s.key.endsWith(PREFERENCES))).toBe(false)
  })

  it("'Start Shopping' stays disabled until a delivery option is selected, then sets it", async () => {
    const { result, sent, onDone } = setup({
      [OPTIONS]: { body: optionsBody },
      [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
      [`POST ${PREFERENCES}`]: (body) => ({ body }),
    })
    act(() => result.current.selectModality('DELIVERY'))
    await search(result)
    await waitFor(() => expect(result.current.delivery).toHaveLength(2))
    expect(result.current.delivery.map((c) => c.label)).toEqual([
      'All Delivery Providers',
      'Delivery',
    ])
    expect(result.current.canStartShopping).toBe(false)
    act(() => result.current.selectDelivery('DELIVERY:DELIVERY'))
    expect(result.current.canStartShopping).toBe(true)
    act(() => result.current.startShopping())
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        modalityType: 'DELIVERY',
        locationId: '01400101',
        name: 'Delivery',
      }),
    )
    expect(sent.filter((s) => s.key === `POST ${PREFERENCES}`)).toHaveLength(1)
  })
})

describe('useShoppingMethodSelector: Start Shopping records analytics, shopping-method-selector.md §4', () => {
  it('sends the chosen modality and store to the sink once the choice is set, then closes', async () => {
    const onAnalyticsEvent = vi.fn()
    const { result, onDone } = setup(
      {
        [OPTIONS]: { body: optionsBody },
        [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
        [`POST ${PREFERENCES}`]: (body) => ({ body }),
      },
      { onAnalyticsEvent },
    )
    act(() => result.current.selectModality('DELIVERY'))
    await search(result)
    await waitFor(() => expect(result.current.delivery).toHaveLength(2))
    act(() => result.current.selectDelivery('DELIVERY:DELIVERY'))
    act(() => result.current.startShopping())
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(onAnalyticsEvent).toHaveBeenCalledExactlyOnceWith({
      event: 'START_SHOPPING',
      componentName: 'shopping-method-selector',
      modalityType: 'DELIVERY',
      locationId: '01400101',
    })
  })
  it('records nothing when the set fails, nor for a store chosen from the menu', async () => {
    const onAnalyticsEvent = vi.fn()
    const failing = setup(
      {
        [OPTIONS]: { body: optionsBody },
        [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
        [`POST ${PREFERENCES}`]: { status: 500, body: {} },
      },
      { onAnalyticsEvent },
    )
    act(() => failing.result.current.selectModality('DELIVERY'))
    await search(failing.result)
    await waitFor(() => expect(failing.result.current.delivery).toHaveLength(2))
    act(() => failing.result.current.selectDelivery('DELIVERY:DELIVERY'))
    act(() => failing.result.current.startShopping())
    await waitFor(() => expect(failing.result.current.state.commit.status).toBe('failed'))
    const stores = setup(
      {
        [OPTIONS]: { body: optionsBody },
        [`GET ${PREFERENCES}`]: { body: { preferences: [pickupPreference] } },
        [`POST ${PREFERENCES}`]: (body) => ({ body }),
      },
      { onAnalyticsEvent },
    )
    await search(stores.result)
    await waitFor(() => expect(stores.result.current.menu.moreResults.length).toBeGreaterThan(0))
    const first = stores.result.current.menu.moreResults.find((o) => !o.isCrossBanner)
    if (first === undefined) throw new Error('no store')
    act(() => stores.result.current.chooseStore(first))
    await waitFor(() => expect(stores.onDone).toHaveBeenCalledOnce())
    expect(onAnalyticsEvent).not.toHaveBeenCalled()
  })
})

describe('useShoppingMethodSelector: membership fees, shopping-method-selector.md §1, §6', () => {
  const MEMBERSHIPS = 'GET /api/atlas/v1/membership/v1/memberships'
  const feeBody = {
    options: {
      DELIVERY: [
        {
          destination: { locationId: '01400101' },
          fulfillment: ['STORE'],
          deliverySubOption: 'DELIVERY',
          fee: { regular: 9.95, membership: 0 },
        },
      ],
    },
  }
  const member = (cancellationDate?: string) => ({
    items: [
      {
        planCode: 'BST',
        product: { computedMembershipItemData: {} },
        enrollment: cancellationDate ? { cancellationDate: { value: cancellationDate } } : {},
      },
    ],
  })
  async function feesOf(signedIn: boolean, memberships: unknown) {
    const { result, sent } = setup(
      {
        [OPTIONS]: { body: feeBody },
        [`GET ${PREFERENCES}`]: { body: { preferences: [] } },
        [MEMBERSHIPS]: { body: memberships },
      },
      { signedIn },
    )
    await search(result)
    await waitFor(() => expect(result.current.delivery).toHaveLength(1))
    return { fees: () => result.current.delivery.map((c) => c.fee), sent }
  }

  it("a membership-active shopper sees the members' reduced fee", async () => {
    const { fees } = await feesOf(true, member())
    await waitFor(() => expect(fees()).toEqual(['Boost member fee: Free (regular $9.95)']))
  })
  it('a cancelled membership, or a signed-out shopper, sees the regular fee', async () => {
    const cancelled = await feesOf(true, member('2026-11-01T00:00:00Z'))
    await waitFor(() => expect(cancelled.sent.some((s) => s.key === MEMBERSHIPS)).toBe(true))
    expect(cancelled.fees()).toEqual(['Fee: $9.95'])
    const signedOut = await feesOf(false, member())
    expect(signedOut.fees()).toEqual(['Fee: $9.95'])
    expect(signedOut.sent.some((s) => s.key === MEMBERSHIPS)).toBe(false)
  })
})

describe('useShoppingMethodSelector: errors, shopping-method-selector.md §8', () => {
  it('a 404 is an invalid postal code; a 500 reopens the search and can be retried', async () => {
    let status = 404
    const { result } = setup(
      {
        [OPTIONS]: () =>
          status === 200
            ? { body: optionsBody }
            : { status, body: { errors: [{ code: 'X', statusCode: status, reason: 'x' }] } },
      },
      { signedIn: false },
    )
    await search(result, '00001')
    await waitFor(() => expect(result.current.state.zipError).toBe(messages.invalidZipCode))
    status = 500
    await search(result, '45202')
    await waitFor(() => expect(result.current.state.options.status).toBe('failed'))
    expect(result.current.state.zipError).toBeUndefined()
    expect(result.current.state.searchOpen).toBe(true)
    status = 200
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.state.options.status).toBe('loaded'))
    expect(result.current.state.searchOpen).toBe(false)
  })

  it('a failed set keeps the window open with the message', async () => {
    const { result, onDone } = setup({
      [OPTIONS]: { body: optionsBody },
      [`GET ${PREFERENCES}`]: { body: { preferences: [] } },
      [`POST ${PREFERENCES}`]: {
        status: 500,
        body: { errors: [{ code: 'X', statusCode: 500, reason: 'x' }] },
      },
    })
    await search(result)
    await waitFor(() => expect(result.current.state.options.status).toBe('loaded'))
    act(() => result.current.chooseStore(present(result.current.menu.moreResults[0], 'store')))
    await waitFor(() => expect(result.current.state.commit.status).toBe('failed'))
    expect(onDone).not.toHaveBeenCalled()
  })
})
