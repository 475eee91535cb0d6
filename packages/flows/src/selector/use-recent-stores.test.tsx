import { createApiClient, type ModalityOption } from '@aisle/api'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { storesToLookUp, useRecentStores } from './use-recent-stores.js'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

const option = (locationId: string): ModalityOption => ({
  locationId,
  isCrossBanner: false,
  isLocker: false,
  fulfillment: ['PICKUP'],
  name: `Store ${locationId}`,
})

const entry = (locationId: string) => ({
  destination: { locationId },
  distance: 4.5,
  fulfillment: ['PICKUP'],
  storeDetails: {
    address: {
      addressLines: ['1 Main St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    },
    locationId,
    vanityName: `Far ${locationId}`,
    divisionNumber: '014',
    storeNumber: '00999',
    banner: 'greenleaf',
  },
})

describe("'Recent Stores' details: shopping-method-selector.md §2 'Store menu', account-area.md §7", () => {
  it('asks the store locator only for the stores the results do not hold, at most 20', () => {
    const known = new Map([['a', option('a')]])
    expect(storesToLookUp(['a', 'b', 'c'], known)).toEqual(['b', 'c'])
    const many = Array.from({ length: 30 }, (_, i) => `s${i}`)
    expect(storesToLookUp(many, new Map())).toHaveLength(20)
  })

  it('keeps the order of the history, known stores from the results, others looked up', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      expect(url.pathname).toBe('/api/accountmanagement/api/store-locator')
      expect(url.searchParams.get('locationIds')).toBe('far,gone')
      return new Response(JSON.stringify({ stores: [entry('far')] }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const client = createApiClient({ fetch })
    const known = new Map([['near', option('near')]])
    const ids = ['far', 'near', 'gone']
    const { result } = renderHook(() => useRecentStores(client, ids, known), { wrapper })
    expect(result.current.map((o) => o.locationId)).toEqual(['near'])
    await waitFor(() => expect(result.current.map((o) => o.locationId)).toEqual(['far', 'near']))
    expect(result.current[0]?.name).toBe('Far far')
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('makes no call when the results hold every recent store', () => {
    const fetch = vi.fn()
    const client = createApiClient({ fetch })
    const known = new Map([['a', option('a')]])
    const { result } = renderHook(() => useRecentStores(client, ['a'], known), { wrapper })
    expect(result.current.map((o) => o.locationId)).toEqual(['a'])
    expect(fetch).not.toHaveBeenCalled()
  })
})
