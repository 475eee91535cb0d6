import { createApiClient, messages } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeAccountServices } from '../test-support/account-services.js'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr as wrapper } from '../test-support/swr.js'
import type { AccountServices } from './account-services.js'
import { storeSearchOutcome } from './find-store.js'
import { useFindStore } from './use-find-store.js'

const details = (locationId: string) => ({
  address: {
    addressLines: ['1 Main St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
  locationId,
  vanityName: `Store ${locationId}`,
  divisionNumber: '014',
  storeNumber: locationId.slice(3),
  banner: 'greenleaf',
})
const entry = (locationId: string, distance: number) => ({
  destination: { locationId },
  distance,
  fulfillment: ['PICKUP'],
  storeDetails: details(locationId),
})

type Reply = { status: number; body: unknown }
const json = ({ status, body }: Reply) => jsonResponse(body, status)

function setup(stores: (url: URL) => Reply, preferred: Reply) {
  const urls: URL[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    urls.push(url)
    if (url.pathname.endsWith('/store-locator')) return json(stores(url))
    return json(preferred)
  })
  const client = createApiClient({ fetch })
  const hook = renderHook(() => useFindStore(client), { wrapper })
  return { ...hook, urls }
}

const noPreferred = {
  status: 404,
  body: { errors: [{ code: 'NO_PREFERRED_STORE', reason: 'no preferred store' }] },
}

describe('Find a Store: account-area.md §7 store locator, §8 messages, §9 radius', () => {
  it('searches a ZIP within 500 miles and lists the stores nearest first', async () => {
    const { result, urls } = setup(
      () => ({ status: 200, body: { stores: [entry('01400205', 2.4), entry('01400101', 0.8)] } }),
      { status: 200, body: { store: details('01400101') } },
    )
    act(() => result.current.setZip('45a202'))
    expect(result.current.zip).toBe('45202')
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.outcome.kind).toBe('stores'))
    const search = urls.find((u) => u.pathname.endsWith('/store-locator'))
    expect(search?.searchParams.get('postalCode')).toBe('45202')
    expect(search?.searchParams.get('radius')).toBe('500')
    const { outcome } = result.current
    expect(outcome.kind === 'stores' && outcome.stores.map((s) => s.locationId)).toEqual([
      '01400101',
      '01400205',
    ])
    await waitFor(() =>
      expect(result.current.preferred).toEqual({ kind: 'found', name: 'Store 01400101' }),
    )
  })

  it("none found: 'No Stores were found within 500 Miles…'; NO_PREFERRED_STORE is no store, not an error", async () => {
    const { result } = setup(() => ({ status: 200, body: { stores: [] } }), noPreferred)
    act(() => result.current.setZip('99990'))
    act(() => result.current.submit())
    await waitFor(() =>
      expect(result.current.outcome).toEqual({
        kind: 'none',
        message: messages.noStoresWithin500Miles,
      }),
    )
    expect(messages.noStoresWithin500Miles).toBe(
      'No Stores were found within 500 Miles of the entered location!',
    )
    await waitFor(() => expect(result.current.preferred).toEqual({ kind: 'none' }))
  })

  it('a failed search shows the search-service message; Try Again searches again', async () => {
    let fail = true
    const { result } = setup(
      () =>
        fail
          ? { status: 503, body: {} }
          : { status: 200, body: { stores: [entry('01400101', 1)] } },
      noPreferred,
    )
    act(() => result.current.setZip('45202'))
    act(() => result.current.submit())
    await waitFor(() =>
      expect(result.current.outcome).toEqual({
        kind: 'unavailable',
        message:
          "We're sorry, the search service is not available right now. Please try your search again later.",
      }),
    )
    fail = false
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.outcome.kind).toBe('stores'))
  })

  it('searches near the device location within 500 miles (the Find a Store consent)', async () => {
    const { result, urls } = setup(
      () => ({ status: 200, body: { stores: [entry('01400101', 0.8)] } }),
      noPreferred,
    )
    act(() => result.current.searchLocation({ lat: 39.1, lng: -84.5 }))
    await waitFor(() => expect(result.current.outcome.kind).toBe('stores'))
    const search = urls.find((u) => u.pathname.endsWith('/store-locator'))
    expect(search?.searchParams.get('near')).toBe('39.100000,-84.500000')
    expect(search?.searchParams.get('radius')).toBe('500')
    expect(search?.searchParams.get('postalCode')).toBeNull()
    act(() => result.current.setZip('45202'))
    act(() => result.current.locationFailed())
    expect(result.current.zip).toBe('')
  })

  it('a ZIP of other than 5 digits is not searched (§5 of the selector: exactly 5 digits)', () => {
    const { result, urls } = setup(() => ({ status: 200, body: { stores: [] } }), noPreferred)
    act(() => result.current.setZip('452'))
    act(() => result.current.submit())
    expect(result.current.zipError).toBe(messages.invalidZipCode)
    expect(result.current.outcome).toEqual({ kind: 'idle' })
    expect(urls.some((u) => u.pathname.endsWith('/store-locator'))).toBe(false)
  })

  it('the outcome before a search, while loading, and stores without a distance last', () => {
    expect(storeSearchOutcome(false, undefined, false)).toEqual({ kind: 'idle' })
    expect(storeSearchOutcome(true, undefined, false)).toEqual({ kind: 'loading' })
    const near = {
      locationId: 'a',
      isCrossBanner: false,
      isLocker: false,
      fulfillment: [],
      distanceMiles: 3,
    }
    const unknown = { locationId: 'b', isCrossBanner: false, isLocker: false, fulfillment: [] }
    const outcome = storeSearchOutcome(true, [unknown, near], false)
    expect(outcome.kind === 'stores' && outcome.stores.map((s) => s.locationId)).toEqual(['a', 'b'])
  })
})

describe('Find a Store over handed-in AccountServices (account-area.md §7, §9)', () => {
  it('asks the services for stores near the ZIP within 500 miles, and for the preferred store', async () => {
    const asked: unknown[] = []
    const services = fakeAccountServices({
      searchStores: async (where, radius) => {
        asked.push({ where, radius })
        return { stores: [entry('01400101', 0.8)] } as Awaited<
          ReturnType<AccountServices['searchStores']>
        >
      },
      preferredStore: async () =>
        ({ store: details('01400205') }) as Awaited<ReturnType<AccountServices['preferredStore']>>,
    })
    const { result } = renderHook(() => useFindStore(services), { wrapper })
    await waitFor(() =>
      expect(result.current.preferred).toEqual({ kind: 'found', name: 'Store 01400205' }),
    )
    act(() => result.current.setZip('45202'))
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.outcome.kind).toBe('stores'))
    expect(asked).toEqual([{ where: { postalCode: '45202' }, radius: 500 }])
  })

  it('a caller making new services on each render reads nothing again: the keys hold no services', async () => {
    let preferredReads = 0
    const searches: unknown[] = []
    // The same calls in a new object on every render (a caller not memoising its services).
    const make = () =>
      fakeAccountServices({
        searchStores: async (where) => {
          searches.push(where)
          return { stores: [entry('01400101', 0.8)] } as Awaited<
            ReturnType<AccountServices['searchStores']>
          >
        },
        preferredStore: async () => {
          preferredReads += 1
          return { store: details('01400205') } as Awaited<
            ReturnType<AccountServices['preferredStore']>
          >
        },
      })
    const { result, rerender } = renderHook(() => useFindStore(make()), { wrapper })
    await waitFor(() => expect(result.current.preferred.kind).toBe('found'))
    act(() => result.current.setZip('45202'))
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.outcome.kind).toBe('stores'))
    for (let i = 0; i < 5; i += 1) rerender()
    // Any read asked again would have been sent by now: SWR fetches on the render that asks.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(preferredReads).toBe(1)
    expect(searches).toEqual([{ postalCode: '45202' }])
  })
})
