import type { ModalityOption, ModalityPreference } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { activeChoiceOf } from './active-choice.js'

const pickup = (locationId: string): ModalityPreference => ({
  id: 'p',
  modalityType: 'PICKUP',
  destination: { locationId },
  createdDate: '2025-09-01T12:00:00.000Z',
  source: 'options',
})

const delivery: ModalityPreference = {
  id: 'd',
  modalityType: 'DELIVERY',
  destination: {
    address: {
      addressLines: ['128 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    },
  },
  createdDate: '2025-09-02T12:00:00.000Z',
  source: 'options',
}

const store = (locationId: string, name: string) =>
  ({ locationId, name, modalityType: 'PICKUP' }) as unknown as ModalityOption

// shopping-method-selector.md §6: signed-in shoppers read their active modality through the
// service; §9: the cookies are what a signed-out shopper keeps.
describe('activeChoiceOf (shopping-method-selector.md §6, §9)', () => {
  it('no active modality on the service: nothing chosen, whatever the cookies say', () => {
    const cookie = { modalityType: 'PICKUP' as const, locationId: 's-1', name: 'Old Store' }
    expect(activeChoiceOf(undefined, cookie, undefined)).toEqual({
      status: 'ready',
      choice: undefined,
    })
  })

  it('a delivery address names itself, keeping the cookie’s delivery option id', () => {
    const cookie = { modalityType: 'DELIVERY' as const, locationId: 'opt-7', name: 'Elsewhere' }
    expect(activeChoiceOf(delivery, cookie, undefined)).toEqual({
      status: 'ready',
      choice: { modalityType: 'DELIVERY', locationId: 'opt-7', name: '128 Vine St' },
    })
    expect(activeChoiceOf(delivery, undefined, undefined)).toEqual({
      status: 'ready',
      choice: { modalityType: 'DELIVERY', locationId: '', name: '128 Vine St' },
    })
  })

  it('a store the cookies hold is named from them; another store needs a lookup', () => {
    const cookie = { modalityType: 'PICKUP' as const, locationId: 's-1', name: 'Main St' }
    expect(activeChoiceOf(pickup('s-1'), cookie, undefined)).toEqual({
      status: 'ready',
      choice: cookie,
    })
    expect(activeChoiceOf(pickup('s-2'), cookie, undefined)).toEqual({
      status: 'lookup',
      locationId: 's-2',
    })
  })

  it('the lookup names the store, or finds nothing to name', () => {
    const found = [store('s-9', 'Riverside'), store('s-2', 'Hilltop Market Main')]
    expect(activeChoiceOf(pickup('s-2'), undefined, found)).toEqual({
      status: 'ready',
      choice: { modalityType: 'PICKUP', locationId: 's-2', name: 'Hilltop Market Main' },
    })
    expect(activeChoiceOf(pickup('s-3'), undefined, found)).toEqual({
      status: 'ready',
      choice: undefined,
    })
  })
})
