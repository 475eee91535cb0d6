import {
  type Address,
  type AddressValidationResult,
  createApiClient,
  greenleaf,
  messages,
} from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import type { AddressServices } from '../address/address-services.js'
import type { GeolocationApi } from './geolocation-consent.js'
import { useGeolocationSearch } from './use-geolocation-search.js'
import {
  useDeliveryAddressChoice,
  useDeliveryTimeSlots,
  useSelectorAddressEntry,
} from './use-selector-delivery.js'

type Reply = { status?: number; body: unknown }

function scriptedFetch(script: Record<string, Reply>) {
  const sent: { key: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init.method ?? 'GET'} ${url.pathname}`
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    sent.push({ key, body })
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

const address = {
  addressId: 'a1',
  line1: '128 Vine St',
  city: 'Cincinnati',
  stateCode: 'OH',
  zip: '45202',
  countryCode: 'US' as const,
  type: 'home' as const,
  preferred: true,
}
const service = {
  addressLines: ['128 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
}
const VALIDATE = 'POST /api/atlas/v1/address-validation/v1/validate-for-modality'
const OPTIONS = 'POST /api/atlas/v1/modality/v1/options'
const SET = 'POST /api/atlas/v1/modality/v1/preferences'
const delivery = {
  options: {
    DELIVERY: [
      {
        destination: { locationId: '01400101' },
        fulfillment: ['STORE'],
        deliverySubOption: 'DELIVERY',
      },
    ],
  },
}

describe('useDeliveryAddressChoice: shopping-method-selector.md §4 "Choosing an address for a modality"', () => {
  it('validates, reloads the options, sets the active delivery modality, then opens the slots', async () => {
    const { client, sent } = scriptedFetch({
      [VALIDATE]: {
        body: {
          address: service,
          modalityType: 'DELIVERY',
          validated: true,
          isEligible: true,
          corrected: false,
        },
      },
      [OPTIONS]: { body: delivery },
      [SET]: {
        body: {
          id: 'pref-1',
          modalityType: 'DELIVERY',
          destination: { address: service },
          createdDate: '2026-11-22T10:00:00.000Z',
          source: 'options',
        },
      },
    })
    const onChosen = vi.fn()
    const onModalityChanged = vi.fn()
    const { result } = renderHook(
      () =>
        useDeliveryAddressChoice(client, {
          banner: greenleaf,
          onChosen,
          onModalityChanged,
          now: () => new Date('2026-11-22T10:00:00Z'),
          newId: () => 'pref-1',
        }),
      { wrapper },
    )
    await act(() => result.current.choose(address))
    expect(sent.map((s) => s.key)).toEqual(expect.arrayContaining([VALIDATE, OPTIONS, SET]))
    expect(sent.find((s) => s.key === VALIDATE)?.body).toMatchObject({
      address: { countryCode: 'us' },
      modalityType: 'DELIVERY',
    })
    expect(sent.find((s) => s.key === SET)?.body).toEqual({
      id: 'pref-1',
      modalityType: 'DELIVERY',
      destination: { address: expect.objectContaining({ postalCode: '45202' }) },
      createdDate: '2026-11-22T10:00:00.000Z',
      source: 'options',
    })
    expect(onModalityChanged).toHaveBeenCalledOnce()
    // §7: the banner's own delivery makes the banner the slots' one source.
    expect(onChosen).toHaveBeenCalledWith({
      address,
      locationId: '01400101',
      next: 'timeSlots',
      vendors: { sources: ['greenleaf'], handoffs: ['DELIVERY'] },
    })
  })
  it('stops with the not-eligible message, and a validation failure shows the §8 text', async () => {
    const notEligible = scriptedFetch({
      [VALIDATE]: {
        body: {
          address: service,
          modalityType: 'DELIVERY',
          validated: true,
          isEligible: false,
          corrected: false,
        },
      },
    })
    const onChosen = vi.fn()
    const first = renderHook(
      () => useDeliveryAddressChoice(notEligible.client, { banner: greenleaf, onChosen }),
      {
        wrapper,
      },
    )
    await act(() => first.result.current.choose(address))
    expect(first.result.current.error).toBe('The address you entered is not eligible for Delivery.')
    expect(notEligible.sent.map((s) => s.key)).toEqual([VALIDATE])
    const failing = scriptedFetch({ [VALIDATE]: { status: 500, body: {} } })
    const second = renderHook(
      () => useDeliveryAddressChoice(failing.client, { banner: greenleaf, onChosen }),
      {
        wrapper,
      },
    )
    await act(() => second.result.current.choose(address))
    expect(second.result.current.error).toBe(messages.addressValidationFailed)
    expect(onChosen).not.toHaveBeenCalled()
  })
})

describe('an address turned down for delivery never traps: shopping-method-selector.md §4, §8', () => {
  const unverified = {
    address: service,
    modalityType: 'DELIVERY',
    validated: false,
    isEligible: false,
    corrected: false,
  }
  it('logs "unable to verify" as a user-constraint error (§8)', async () => {
    const { client } = scriptedFetch({ [VALIDATE]: { body: unverified } })
    const onErrorLogged = vi.fn()
    const { result } = renderHook(
      () =>
        useDeliveryAddressChoice(client, { banner: greenleaf, onChosen: vi.fn(), onErrorLogged }),
      { wrapper },
    )
    let chosen: boolean | undefined
    await act(async () => {
      chosen = await result.current.choose(address)
    })
    expect(chosen).toBe(false)
    expect(result.current.error).toBe(messages.addressUnverifiable)
    expect(onErrorLogged).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'USER_CONSTRAINT_ERROR',
        errors: [
          expect.objectContaining({
            errorCategory: 'USER_CONSTRAINT_ERROR',
            errorDescription: messages.addressUnverifiable,
          }),
        ],
      }),
    )
    act(() => result.current.clearError())
    expect(result.current.error).toBeUndefined()
  })
  it('saves once (§4 step 5): the retry after a refusal updates the entry, it is not added again', async () => {
    const ADD = 'POST /api/atlas/v1/customer-profile/v1/addresses'
    const UPDATE = 'PUT /api/atlas/v1/customer-profile/v1/addresses/addr-9'
    const entry = { id: 'addr-9', type: 'home', address: service }
    const { client, sent } = scriptedFetch({
      'POST /api/atlas/v1/address-validation/v1/validate': {
        body: { address: service, validated: false, corrected: false },
      },
      [ADD]: { body: entry },
      [UPDATE]: { body: entry },
    })
    const verdicts = [false, true]
    const onSaved = vi.fn(async () => verdicts.shift() ?? true)
    const { result } = renderHook(
      () =>
        useSelectorAddressEntry(client, {
          initialValues: {
            addressLine1: 'Vine St',
            city: 'Cincinnati',
            state: 'OH',
            zipCode: '45202',
            isHome: true,
          },
          onSaved,
          now: () => new Date('2026-11-22T10:00:00Z'),
        }),
      { wrapper },
    )
    act(() => result.current.submit())
    // Turned down: the form is editable again, not busy, and holds the saved entry's id.
    await waitFor(() => expect(result.current.state.step).toBe('ADDRESS_VALIDATION'))
    expect(result.current.busy).toBe(false)
    expect(result.current.state.values.addressId).toBe('addr-9')
    act(() => result.current.setField('addressLine1', '128 Vine St'))
    expect(result.current.state.values.addressLine1).toBe('128 Vine St')
    act(() => result.current.submit())
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2))
    const writes = sent.map((s) => s.key).filter((k) => k === ADD || k === UPDATE)
    expect(writes).toEqual([ADD, UPDATE])
    expect(onSaved).toHaveBeenLastCalledWith(
      expect.objectContaining({ addressId: 'addr-9', line1: '128 Vine St' }),
    )
  })
})

describe('useSelectorAddressEntry over fake services: shopping-method-selector.md §4 "Address flow"', () => {
  const values = {
    addressLine1: '128 Vine St',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    isHome: true,
  }
  const fakeServices = (result: Partial<AddressValidationResult>) => {
    const save = vi.fn(async (address: Address) =>
      address.addressId === undefined ? { ...address, addressId: 'addr-1' } : address,
    )
    const services: AddressServices = {
      validate: vi.fn(
        async (): Promise<AddressValidationResult> => ({
          address: {
            street: '128 Vine Street',
            locality: 'Cincinnati',
            region: 'OH',
            postalCode: '45202',
            countryCode: 'US',
          },
          validated: true,
          corrected: false,
          ...result,
        }),
      ),
      save,
    }
    return { services, save }
  }
  it('a corrected result shows the suggestion; Confirm Address saves it (steps 2, 3, 5)', async () => {
    const { services, save } = fakeServices({ corrected: true })
    const onSaved = vi.fn(async () => true)
    const { result } = renderHook(
      () => useSelectorAddressEntry(services, { initialValues: values, onSaved }),
      { wrapper },
    )
    act(() => result.current.submit())
    await waitFor(() => expect(result.current.state.step).toBe('ADDRESS_CONFIRMATION'))
    expect(save).not.toHaveBeenCalled()
    act(() => result.current.confirm())
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ line1: '128 Vine Street' }),
      expect.any(Date),
    )
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ addressId: 'addr-1' }))
  })
  it('not corrected: saved directly; with an addressId, updated (steps 4, 5)', async () => {
    const { services, save } = fakeServices({})
    const onSaved = vi.fn(async () => true)
    const { result } = renderHook(
      () =>
        useSelectorAddressEntry(services, {
          initialValues: { ...values, addressId: 'addr-7' },
          onSaved,
        }),
      { wrapper },
    )
    act(() => result.current.submit())
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(save).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ addressId: 'addr-7' }),
      expect.any(Date),
    )
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ addressId: 'addr-7' }))
  })
})

describe('useDeliveryTimeSlots: shopping-method-selector.md §2 "Time-slot view", §4 "Time slot"', () => {
  const SLOTS = 'POST /api/fulfillment/api/timeslots'
  const PROMISE = 'POST /api/fulfillment/v4/promises'
  const time = {
    quoteId: 'q1',
    optionId: 'o1',
    displayString: '9:00 AM - 10:00 AM',
    cost: 0,
    shouldShowFees: true,
  }
  it('preselects a member’s first slot and reserves it, with the hold time', async () => {
    const { client, sent } = scriptedFetch({
      [SLOTS]: {
        body: {
          days: [{ date: '2026-11-23', month: 'November', times: [time] }],
          membership: { type: 'BST' },
        },
      },
      [PROMISE]: {
        body: {
          id: 'p1',
          expiration: { value: '2026-11-22T18:05:00.000Z' },
          selections: [],
          versionKey: 'v1',
        },
      },
    })
    const { result } = renderHook(
      () => useDeliveryTimeSlots(client, { address, timeZone: 'America/New_York' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.view.status).toBe('loaded'))
    expect(result.current.slotKey).toBe('q1|o1')
    await act(() => result.current.reserve())
    expect(sent.find((s) => s.key === PROMISE)?.body).toMatchObject({
      modalityType: 'DELIVERY',
      optionIds: ['o1'],
    })
    expect(result.current.holdText).toBe("We'll hold this reservation until 1:05 PM")
    // 'Edit Reservation' (§2): back to choosing; the time stays picked for the next reserve.
    act(() => result.current.editReservation())
    expect(result.current.holdText).toBeUndefined()
    expect(result.current.slotKey).toBe('q1|o1')
  })
  it('asks with locale, the delivery modality, the vendors and no items (§7 "Upfront time slots")', async () => {
    const { client, sent } = scriptedFetch({ [SLOTS]: { body: { days: [] } } })
    const vendors = { sources: ['greenleaf', 'courier-partner'], handoffs: ['DELIVERY'] }
    renderHook(
      () => useDeliveryTimeSlots(client, { address, timeZone: 'America/New_York', vendors }),
      { wrapper },
    )
    await waitFor(() => expect(sent.map((s) => s.key)).toContain(SLOTS))
    expect(sent.find((s) => s.key === SLOTS)?.body).toEqual({
      locale: 'en-US',
      modality: {
        type: 'DELIVERY',
        destination: { address: expect.objectContaining({ postalCode: '45202' }) },
      },
      vendors,
      items: [],
    })
  })
  it('Start Shopping records the modality, the store and the reserved slot, no personal data (§4)', async () => {
    const { client } = scriptedFetch({
      [SLOTS]: {
        body: {
          days: [{ date: '2026-11-23', month: 'November', times: [{ ...time, vendorId: 'v9' }] }],
          membership: { type: 'BST' },
        },
      },
      [PROMISE]: {
        body: {
          id: 'p1',
          expiration: { value: '2026-11-22T18:05:00.000Z' },
          selections: [],
          versionKey: 'v1',
        },
      },
    })
    const sink = vi.fn()
    const { result } = renderHook(
      () =>
        useDeliveryTimeSlots(client, {
          address,
          timeZone: 'UTC',
          locationId: '01400101',
          onAnalyticsEvent: sink,
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.view.status).toBe('loaded'))
    // Before a reservation, the event names no slot.
    act(() => result.current.startShopping())
    expect(sink).toHaveBeenLastCalledWith({
      event: 'START_SHOPPING',
      componentName: 'shopping-method-selector',
      modalityType: 'DELIVERY',
      locationId: '01400101',
    })
    await act(() => result.current.reserve())
    act(() => result.current.startShopping())
    expect(sink).toHaveBeenLastCalledWith({
      event: 'START_SHOPPING',
      componentName: 'shopping-method-selector',
      modalityType: 'DELIVERY',
      locationId: '01400101',
      reservedSlot: { quoteId: 'q1', optionId: 'o1', vendorId: 'v9' },
    })
    const sent = JSON.stringify(sink.mock.calls)
    for (const personal of ['128 Vine St', 'Cincinnati', '45202', 'a1']) {
      expect(sent).not.toContain(personal)
    }
  })
  it('asks for a time when none is chosen, and shows the error state on a failed fetch', async () => {
    const ok = scriptedFetch({
      [SLOTS]: { body: { days: [{ date: '2026-11-23', month: 'November', times: [time] }] } },
    })
    const { result } = renderHook(
      () => useDeliveryTimeSlots(ok.client, { address, timeZone: 'UTC' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.view.status).toBe('loaded'))
    expect(result.current.slotKey).toBeUndefined()
    await act(() => result.current.reserve())
    expect(result.current.error).toBe('Please select a time to continue')
    act(() => result.current.selectTime('q1|o1'))
    expect(result.current.error).toBeUndefined()
    const failing = scriptedFetch({ [SLOTS]: { status: 500, body: {} } })
    const failed = renderHook(
      () => useDeliveryTimeSlots(failing.client, { address, timeZone: 'UTC' }),
      { wrapper },
    )
    await waitFor(() => expect(failed.result.current.view.status).toBe('error'))
  })
})

describe('useGeolocationSearch: shopping-method-selector.md §4 "Geolocation"', () => {
  const PREFS = '/api/atlas/v1/customer-profile/v1/preferences'
  const device = (answer: { code: number } | undefined): GeolocationApi => ({
    getCurrentPosition: (success, failure) => {
      if (answer) failure?.({ code: answer.code } as GeolocationPositionError)
      else success({ coords: { latitude: 39.1, longitude: -84.5 } } as GeolocationPosition)
    },
  })
  it('No Thanks saves false; Continue saves true and locates', async () => {
    const stored = {
      id: 'pref-9',
      name: 'geolocationConsent.modalitySelector',
      value: false,
      userSet: false,
      versionKey: 'v1',
    }
    const { client, sent } = scriptedFetch({
      [`GET ${PREFS}`]: { body: { preferences: [stored] } },
      [`PUT ${PREFS}/pref-9`]: { body: { ...stored, userSet: true, versionKey: 'v2' } },
    })
    const onLocation = vi.fn()
    const { result } = renderHook(
      () =>
        useGeolocationSearch(client, {
          signedIn: true,
          geolocation: device(undefined),
          onLocation,
          onLocationFailed: vi.fn(),
        }),
      { wrapper },
    )
    await waitFor(() => expect(sent.some((s) => s.key === `GET ${PREFS}`)).toBe(true))
    act(() => result.current.search())
    expect(result.current.consent).toEqual({ status: 'open', step: 0 })
    act(() => result.current.noThanks())
    await waitFor(() =>
      expect(sent.find((s) => s.key === `PUT ${PREFS}/pref-9`)?.body).toEqual({
        value: false,
        versionKey: 'v1',
      }),
    )
    expect(onLocation).not.toHaveBeenCalled()
    act(() => result.current.search())
    act(() => result.current.allow())
    act(() => result.current.continue())
    await waitFor(() => expect(onLocation).toHaveBeenCalledWith({ lat: 39.1, lng: -84.5 }))
    // Granted: the next search locates without asking.
    act(() => result.current.search())
    expect(result.current.consent.status).toBe('closed')
    expect(onLocation).toHaveBeenCalledTimes(2)
  })
  it("Find a Store's consent is its own preference (§3 customer preferences; §2 its heading)", async () => {
    const { client, sent } = scriptedFetch({
      [`GET ${PREFS}`]: { body: { preferences: [] } },
      [`POST ${PREFS}`]: {
        body: {
          id: 'pref-10',
          name: 'geolocationConsent.findAStore',
          value: true,
          userSet: true,
          versionKey: 'v1',
        },
      },
    })
    const onLocation = vi.fn()
    const { result } = renderHook(
      () =>
        useGeolocationSearch(client, {
          signedIn: true,
          area: 'findAStore',
          geolocation: device(undefined),
          onLocation,
          onLocationFailed: vi.fn(),
        }),
      { wrapper },
    )
    await waitFor(() => expect(sent.some((s) => s.key.startsWith(`GET ${PREFS}`))).toBe(true))
    expect(sent.find((s) => s.key.startsWith(`GET ${PREFS}`))).toBeDefined()
    act(() => result.current.search())
    act(() => result.current.allow())
    act(() => result.current.continue())
    await waitFor(() =>
      expect(sent.find((s) => s.key === `POST ${PREFS}`)?.body).toEqual({
        name: 'geolocationConsent.findAStore',
        value: true,
      }),
    )
    expect(onLocation).toHaveBeenCalledWith({ lat: 39.1, lng: -84.5 })
  })
  it('tells code 1 from other codes, clears the ZIP, and hides itself when switched off', async () => {
    const { client } = scriptedFetch({})
    const onLocationFailed = vi.fn()
    const { result } = renderHook(
      () =>
        useGeolocationSearch(client, {
          signedIn: false,
          geolocation: device({ code: 1 }),
          onLocation: vi.fn(),
          onLocationFailed,
        }),
      { wrapper },
    )
    act(() => result.current.search())
    act(() => result.current.allow())
    act(() => result.current.continue())
    await waitFor(() => expect(result.current.error).toMatch(/Location access is turned off/))
    expect(onLocationFailed).toHaveBeenCalledOnce()
    const off = renderHook(
      () =>
        useGeolocationSearch(client, {
          signedIn: false,
          enabled: false,
          geolocation: device(undefined),
          onLocation: vi.fn(),
          onLocationFailed: vi.fn(),
        }),
      { wrapper },
    )
    expect(off.result.current.available).toBe(false)
  })
})
