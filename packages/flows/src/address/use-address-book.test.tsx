import { ApiRequestError, createApiClient, messages } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeAccountServices } from '../test-support/account-services.js'
import { FreshSwr as wrapper } from '../test-support/swr.js'
import { useAddressBook } from './use-address-book.js'

const entry = {
  id: 'a1',
  type: 'delivery' as const,
  address: {
    addressLines: ['100 Main St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
}

/** The list as the profile service answers it. */
const listed = { profileAddresses: async () => ({ addresses: [entry] }) }

// The client is not called: the list and the removal go through the services.
const client = createApiClient({ fetch: () => Promise.reject(new Error('not called')) })

describe('useAddressBook over handed-in AccountServices: account-area.md §4 "Remove", §8', () => {
  it('removes through the services after Confirm, then toasts', async () => {
    const removed: string[] = []
    const services = fakeAccountServices({
      ...listed,
      removeProfileAddress: async (addressId) => {
        removed.push(addressId)
      },
    })
    const onRemoved = vi.fn()
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
    const services = fakeAccountServices({
      ...listed,
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
