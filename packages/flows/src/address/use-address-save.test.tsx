import { createApiClient } from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { FreshSwr as wrapper } from '../test-support/swr.js'
import { addressCallsOf, useAddressBook } from './use-address-book.js'
import { useAddressSave } from './use-address-save.js'

type Reply = { status?: number; body: unknown }

/** A fetch answering by method and path, recording what was sent. */
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
    return jsonResponse(reply.body, reply.status ?? 200)
  })
  return { client: createApiClient({ fetch }), sent }
}

const base = '/api/atlas/v1'
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
const blank = { addressLine1: '', city: '', state: '', zipCode: '', isHome: true }
const now = () => new Date('2026-11-22T10:00:00Z')

describe('useAddressSave against the client: account-area.md §4 "Address save"', () => {
  it('verifies a US address, offers the correction and saves the suggestion with a toast', async () => {
    const { client, sent } = scriptedFetch({
      [`POST ${base}/address-validation/v1/validate`]: {
        body: {
          address: { ...entry.address, postalCode: '45202-4321' },
          validated: true,
          corrected: true,
        },
      },
      [`POST ${base}/customer-profile/v1/addresses`]: { body: entry },
      [`GET ${base}/customer-profile/v1/addresses`]: { body: { addresses: [entry] } },
    })
    const onSaved = vi.fn()
    const { result } = renderHook(
      () => useAddressSave(client, { initialValues: blank, onSaved, now }),
      {
        wrapper,
      },
    )
    act(() => {
      result.current.setField('addressLine1', '100 main st')
      result.current.setField('city', 'Cincinnati')
      result.current.setField('state', 'OH')
      result.current.setField('zipCode', '45202')
    })
    act(() => result.current.submit())
    expect(result.current.busy).toBe(true)
    await waitFor(() => expect(result.current.state.step).toBe('suggestion'))
    act(() => result.current.confirm())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ toast: 'Your address has been created.' })
    const saved = sent.find((s) => s.key === `POST ${base}/customer-profile/v1/addresses`)
    expect(saved?.body).toMatchObject({
      addressLine1: '100 Main St',
      zip: '45202-4321',
      countryCode: 'US',
      addressType: 'home',
      dateAddressUpdated: '2026-11-22T10:00:00.000Z',
    })
  })

  it('a failed save keeps every typed value and shows the catalogue message (§8)', async () => {
    const { client } = scriptedFetch({
      [`POST ${base}/address-validation/v1/validate`]: {
        body: { address: entry.address, validated: true, corrected: false },
      },
      [`PUT ${base}/customer-profile/v1/addresses/a1`]: {
        status: 404,
        body: {
          errors: [{ statusCode: 404, code: 'ADDRESS_NOT_FOUND', reason: 'address not found' }],
        },
      },
    })
    const typed = {
      addressId: 'a1',
      addressLine1: '100 Main St',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
      isHome: false,
    }
    const { result } = renderHook(() => useAddressSave(client, { initialValues: typed, now }), {
      wrapper,
    })
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.state.step).toBe('editing'))
    expect(result.current.state).toMatchObject({ failure: 'We could not find that address.' })
    expect(result.current.values).toEqual(typed)
  })
})

describe('useAddressSave on the legacy calls: account-area.md §6 switch, §7, §8', () => {
  const legacy = '/api/accountmanagement/api/addresses'
  const verified = {
    body: {
      data: {
        data: {
          addressValidations: [{ address: entry.address, validated: true, corrected: false }],
        },
      },
    },
  }
  const typed = {
    addressLine1: '100 Main St',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    isHome: false,
  }

  it('validates and adds through the legacy calls, reading data.successful', async () => {
    const { client, sent } = scriptedFetch({
      [`POST ${legacy}/validate`]: verified,
      [`POST ${legacy}/add`]: { body: { data: { successful: true } } },
    })
    const onSaved = vi.fn()
    const { result } = renderHook(
      () =>
        useAddressSave(client, { initialValues: typed, onSaved, now, calls: 'accountManagement' }),
      { wrapper },
    )
    act(() => result.current.submit())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(sent.find((s) => s.key === `POST ${legacy}/validate`)?.body).toEqual({
      address: {
        addressLines: ['100 Main St'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
    })
    expect(sent.find((s) => s.key === `POST ${legacy}/add`)?.body).toMatchObject({
      line1: '100 Main St',
      city: 'Cincinnati',
      stateCode: 'OH',
      zip: '45202',
    })
    expect(sent.some((s) => s.key.includes('/customer-profile/') && s.key.startsWith('POST'))).toBe(
      false,
    )
  })

  it('an update refused with errorDetail.errorCode shows its message; typed values stay', async () => {
    const { client } = scriptedFetch({
      [`POST ${legacy}/validate`]: verified,
      [`POST ${legacy}/update`]: {
        body: { data: { successful: false, errorDetail: { errorCode: 'ADDRESS_NOT_FOUND' } } },
      },
    })
    const edited = { ...typed, addressId: 'a1' }
    const { result } = renderHook(
      () => useAddressSave(client, { initialValues: edited, now, calls: 'accountManagement' }),
      { wrapper },
    )
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.state.step).toBe('editing'))
    expect(result.current.state).toMatchObject({ failure: 'We could not find that address.' })
    expect(result.current.values).toEqual(edited)
  })
})

describe('useAddressBook: account-area.md §4 "Remove" and "Display order"', () => {
  it('lists in display order, removes after Confirm, refreshes and toasts', async () => {
    const home = { ...entry, id: 'h', type: 'home' }
    let list = [entry, home]
    const { client } = scriptedFetch({
      [`GET ${base}/customer-profile/v1/addresses`]: () => ({ body: { addresses: list } }),
      [`DELETE ${base}/customer-profile/v1/addresses/a1`]: () => {
        list = [home]
        return { body: {} }
      },
    })
    const onRemoved = vi.fn()
    const { result } = renderHook(() => useAddressBook(client, { variant: 'v2', onRemoved }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.addresses.map((a) => a.addressId)).toEqual(['h', 'a1'])
    act(() => result.current.remove.ask('a1'))
    expect(result.current.remove.state).toEqual({ step: 'confirming', addressId: 'a1' })
    await act(() => result.current.remove.confirm())
    await waitFor(() => expect(result.current.addresses.map((a) => a.addressId)).toEqual(['h']))
    expect(onRemoved).toHaveBeenCalledWith({
      title: 'Address Is Deleted',
      description: 'Address successfully deleted',
    })
  })

  it('§6 switch ?addressCalls=legacy: lists and removes through the legacy calls (§7)', async () => {
    const home = { ...entry, id: 'h', type: 'home' }
    let list = [entry, home]
    const legacy = '/api/accountmanagement/api/addresses'
    const { client, sent } = scriptedFetch({
      [`GET ${legacy}`]: () => ({ body: { data: { addresses: list } } }),
      [`POST ${legacy}/remove`]: (body) => {
        const { addressId } = body as { addressId: string }
        if (addressId !== 'a1') {
          return {
            body: { data: { successful: false, errorDetail: { errorCode: 'ADDRESS_NOT_FOUND' } } },
          }
        }
        list = [home]
        return { body: { data: { successful: true } } }
      },
    })
    expect(addressCallsOf('?addressCalls=legacy')).toBe('accountManagement')
    expect(addressCallsOf('')).toBe('profile')
    const onRemoved = vi.fn()
    const { result } = renderHook(
      () => useAddressBook(client, { calls: addressCallsOf('?addressCalls=legacy'), onRemoved }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.addresses.map((a) => a.addressId)).toEqual(['h', 'a1'])
    // §8: a legacy answer that is not successful names why in errorDetail.errorCode.
    act(() => result.current.remove.ask('gone'))
    await act(() => result.current.remove.confirm())
    expect(result.current.remove.state).toEqual({
      step: 'confirming',
      addressId: 'gone',
      failure: 'We could not find that address.',
    })
    act(() => result.current.remove.ask('a1'))
    await act(() => result.current.remove.confirm())
    await waitFor(() => expect(result.current.addresses.map((a) => a.addressId)).toEqual(['h']))
    expect(sent.filter((s) => s.key === `POST ${legacy}/remove`).map((s) => s.body)).toEqual([
      { addressId: 'gone' },
      { addressId: 'a1' },
    ])
    expect(sent.some((s) => s.key.includes('/customer-profile/'))).toBe(false)
    expect(onRemoved).toHaveBeenCalledWith({ description: 'Your address has been removed.' })
  })
})
