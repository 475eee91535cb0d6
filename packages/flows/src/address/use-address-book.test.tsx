import { ApiRequestError, createApiClient, messages } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import type { AccountServices } from '../account/account-services.js'
import { useAddressBook } from './use-address-book.js'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

const entry = {
  id: 'a1',
  type: 'delivery',
  address: {
    addressLines: ['100 Main St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
}

const listing = () =>
  createApiClient({
    fetch: async () =>
      new Response(JSON.stringify({ addresses: [entry] }), {
        headers: { 'content-type': 'application/json' },
      }),
  })

const unused = () => Promise.reject(new Error('not called'))
const fake = (overrides: Partial<AccountServices>): AccountServices => ({
  emailPreferences: unused,
  saveEmailPreferences: unused,
  smsOptedIn: unused,
  updateSmsOptIn: unused,
  profileAddresses: unused,
  legacyAddresses: unused,
  removeProfileAddress: unused,
  removeLegacyAddress: unused,
  searchStores: unused,
  preferredStore: unused,
  ...overrides,
})

describe('useAddressBook over handed-in AccountServices: account-area.md §4 "Remove", §8', () => {
  it('removes through the services after Confirm, then toasts', async () => {
    const removed: string[] = []
    const services = fake({
      removeProfileAddress: async (addressId) => {
        removed.push(addressId)
      },
    })
    const onRemoved = vi.fn()
    const client = listing()
    const { result } = renderHook(
      () => useAddressBook(client, { variant: 'v2', onRemoved, services }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => result.current.remove.ask('a1'))
    await act(() => result.current.remove.confirm())
    expect(removed).toEqual(['a1'])
    expect(onRemoved).toHaveBeenCalledWith({
      title: 'Address Is Deleted',
      description: 'Address successfully deleted',
    })
  })

  it('a failed remove keeps the dialog open with the failure, and no toast', async () => {
    const services = fake({
      removeProfileAddress: () =>
        Promise.reject(
          ApiRequestError.of({
            kind: 'network',
            status: 0,
            route: 'removeAddress',
            endpoint: '/addresses/a1',
            message: messages.offline,
          }),
        ),
    })
    const onRemoved = vi.fn()
    const client = listing()
    const { result } = renderHook(() => useAddressBook(client, { onRemoved, services }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => result.current.remove.ask('a1'))
    await act(() => result.current.remove.confirm())
    expect(result.current.remove.state).toEqual({
      step: 'confirming',
      addressId: 'a1',
      failure: messages.offline,
    })
    expect(onRemoved).not.toHaveBeenCalled()
  })
})
