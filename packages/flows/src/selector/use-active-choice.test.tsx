import { createApiClient } from '@aisle/api'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { useActiveChoice } from './use-active-choice.js'

const PREFERENCES = 'GET /api/atlas/v1/modality/v1/preferences'
const PROFILE = 'GET /api/atlas/v1/customer-profile/v1/profile'
const OPTIONS = 'POST /api/atlas/v1/modality/v1/options'

function scriptedFetch(script: Record<string, { status?: number; body: unknown }>) {
  const sent: { key: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`
    sent.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
    const reply = script[key]
    if (reply === undefined) return new Response('{}', { status: 404 })
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

const pickup = {
  id: 'p1',
  modalityType: 'PICKUP',
  destination: { locationId: '01400205' },
  createdDate: '2026-11-01T10:00:00.000Z',
  source: 'options',
}
const profile = {
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  created: '2024-03-07T15:00:00.000Z',
  contactInfo: {
    phones: [],
    emails: [],
    addresses: [
      {
        id: 'addr-1',
        type: 'home',
        address: {
          addressLines: ['100 Main St'],
          cityTown: 'Cincinnati',
          stateProvince: 'OH',
          postalCode: '45202',
          countryCode: 'US',
        },
      },
    ],
  },
  bannerSpecificDetails: [],
}
const store = {
  destination: { locationId: '01400205' },
  distance: 2.4,
  fulfillment: ['PICKUP'],
  storeDetails: {
    address: profile.contactInfo.addresses[0]?.address,
    locationId: '01400205',
    vanityName: 'Vine Street Market',
    divisionNumber: '014',
    storeNumber: '00205',
    banner: 'greenleaf',
  },
}

describe('useActiveChoice: the header names the active choice (shopping-method-selector.md §6)', () => {
  it('finds a store the cookies do not name by a search near the profile address', async () => {
    const { client, sent } = scriptedFetch({
      [PREFERENCES]: { body: { preferences: [pickup] } },
      [PROFILE]: { body: profile },
      [OPTIONS]: { body: { options: { PICKUP: [store] } } },
    })
    const { result } = renderHook(() => useActiveChoice(client, undefined), { wrapper })
    expect(result.current.loading).toBe(true)
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.choice).toEqual({
      modalityType: 'PICKUP',
      locationId: '01400205',
      name: 'Vine Street Market',
    })
    // §7: the search asks with the postal code and the 'every_page' origin.
    expect(sent.find((s) => s.key === OPTIONS)?.body).toEqual({
      address: { postalCode: '45202' },
      originPage: 'every_page',
    })
  })
  it('the cookie naming the same store answers without a search; a failed search names none', async () => {
    const same = scriptedFetch({ [PREFERENCES]: { body: { preferences: [pickup] } } })
    const cookie = { modalityType: 'PICKUP' as const, locationId: '01400205', name: 'Vine' }
    const first = renderHook(() => useActiveChoice(same.client, cookie), { wrapper })
    await waitFor(() => expect(first.result.current.choice).toEqual(cookie))
    expect(same.sent.map((s) => s.key)).toEqual([PREFERENCES])
    const failing = scriptedFetch({
      [PREFERENCES]: { body: { preferences: [pickup] } },
      [PROFILE]: { body: profile },
      [OPTIONS]: { status: 400, body: {} },
    })
    const second = renderHook(() => useActiveChoice(failing.client, undefined), { wrapper })
    await waitFor(() => expect(second.result.current.loading).toBe(false))
    expect(second.result.current.choice).toBeUndefined()
  })
})
