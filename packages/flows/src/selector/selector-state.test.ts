import { messages } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  choiceFromCookies,
  SELECTOR_COOKIE_MAX_AGE,
  selectorCookies,
  selectorTriggerLabel,
} from './selector-cookies.js'
import { deliveryChoices, modalityFeeText, storeTimeline } from './selector-options.js'
import {
  canGoBack,
  currentView,
  initialSelectorState,
  type SelectorAction,
  type SelectorState,
  selectorReducer,
} from './selector-state.js'

const run = (actions: SelectorAction[], from: SelectorState = initialSelectorState('PICKUP')) =>
  actions.reduce(selectorReducer, from)

describe('ZIP search: shopping-method-selector.md §5', () => {
  it('keeps digits only, at most 5, and submits only exactly 5 digits', () => {
    const typed = run([{ type: 'typeZip', value: '4a5-2029' }])
    expect(typed.zip).toBe('45202')
    const short = run([{ type: 'typeZip', value: '452' }, { type: 'submitZip' }])
    expect(short.zipError).toBe(messages.invalidZipCode)
    expect(short.options.status).toBe('idle')
    expect(short.zip).toBe('452') // bad input keeps what was typed
    const ok = run([{ type: 'typeZip', value: '45202' }, { type: 'submitZip' }])
    expect(ok.options).toMatchObject({ status: 'loading', query: { postalCode: '45202' } })
  })

  it('never keeps more than 5 digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const state = run([{ type: 'typeZip', value: raw }])
        expect(state.zip).toMatch(/^\d{0,5}$/)
      }),
    )
  })
})

describe('options errors: shopping-method-selector.md §8', () => {
  const loading = run([{ type: 'typeZip', value: '45202' }, { type: 'submitZip' }])
  const request = loading.lastRequest

  it('treats 404, 400 and address_validation_fail_modality_options as an invalid postal code', () => {
    for (const failure of [
      { status: 404 },
      { status: 400, code: 'VALIDATION_ERROR' },
      { status: 422, code: 'address_validation_fail_modality_options' },
    ]) {
      const state = selectorReducer(loading, { type: 'optionsFailed', request, ...failure })
      expect(state.zipError).toBe(messages.invalidZipCode)
      expect(state.options).toMatchObject({ status: 'failed', sorryPanel: true, noStores: false })
    }
  })

  it('other errors keep the ZIP valid, reopen the search drawer and reset the options', () => {
    const closed = { ...loading, searchOpen: false }
    const state = selectorReducer(closed, { type: 'optionsFailed', request, status: 500 })
    expect(state.zipError).toBeUndefined()
    expect(state.searchOpen).toBe(true)
    expect(state.options).toMatchObject({ status: 'failed', sorryPanel: true })
  })

  it("shows no 'sorry, it's us' panel for a 400 NO_STORES_FOUND, but the no-store message", () => {
    const state = selectorReducer(loading, {
      type: 'optionsFailed',
      request,
      status: 400,
      code: 'NO_STORES_FOUND',
    })
    expect(state.options).toMatchObject({ status: 'failed', sorryPanel: false, noStores: true })
    expect(state.zipError).toBeUndefined()
  })

  it('drops a late answer of an older search, and retries the last query', () => {
    const again = selectorReducer(loading, { type: 'submitZip' })
    expect(selectorReducer(again, { type: 'optionsLoaded', request, options: {} })).toBe(again)
    const failed = selectorReducer(again, {
      type: 'optionsFailed',
      request: again.lastRequest,
      status: 500,
    })
    expect(selectorReducer(failed, { type: 'retry' }).options).toMatchObject({
      status: 'loading',
      query: { postalCode: '45202' },
    })
    expect(() => selectorReducer(loading, { type: 'retry' })).toThrow(
      'Invalid action "retry" in state "loading/idle"',
    )
  })
})

describe('views and geolocation: shopping-method-selector.md §2, §4', () => {
  it('Back appears on non-root views, returns toward the main view and clears the postal code', () => {
    const root = initialSelectorState('PICKUP')
    expect(canGoBack(root)).toBe(false)
    expect(() => selectorReducer(root, { type: 'back' })).toThrow('Invalid action "back"')
    const menu = run([
      { type: 'open', view: 'storeMenu', modality: 'IN_STORE' },
      { type: 'typeZip', value: '45202' },
    ])
    expect(currentView(menu)).toBe('storeMenu')
    expect(menu.modality).toBe('IN_STORE')
    const back = selectorReducer(menu, { type: 'back' })
    expect(currentView(back)).toBe('root')
    expect(back.zip).toBe('')
  })

  it('replaces the top view, never the root', () => {
    const form = run([
      { type: 'open', view: 'addressBook' },
      { type: 'open', view: 'addAddress' },
      { type: 'replace', view: 'timeSlots' },
    ])
    expect(form.views).toEqual(['root', 'addressBook', 'timeSlots'])
    expect(() => run([{ type: 'replace', view: 'timeSlots' }])).toThrow('Invalid action "replace"')
  })
  it('a location error clears the postal code; only changed coordinates fetch again', () => {
    const typed = run([{ type: 'typeZip', value: '45202' }, { type: 'locationFailed' }])
    expect(typed.zip).toBe('')
    const here = { lat: 39.1, lng: -84.5 }
    const searching = run([{ type: 'searchLocation', location: here }])
    expect(searching.options).toMatchObject({ status: 'loading', query: { location: here } })
    expect(selectorReducer(searching, { type: 'searchLocation', location: here })).toBe(searching)
  })
})

describe('delivery groups and cookies: shopping-method-selector.md §2, §9', () => {
  it("orders the groups 'Delivery by {banner}', 'All Delivery Providers', 'Delivery', 'Ship'", () => {
    const option = (
      deliverySubOption: 'KROGER_DELIVERY' | 'ALL_DELIVERY' | 'DELIVERY' | 'SHIP',
    ) => ({
      locationId: '01400101',
      isCrossBanner: false,
      isLocker: false,
      fulfillment: ['STORE'],
      deliverySubOption,
    })
    const choices = deliveryChoices(
      {
        DELIVERY: [option('DELIVERY'), option('ALL_DELIVERY'), option('KROGER_DELIVERY')],
        SHIP: [option('SHIP')],
      },
      'Greenleaf Grocers',
    )
    expect(choices.map((c) => c.label)).toEqual([
      'Delivery by Greenleaf Grocers',
      'All Delivery Providers',
      'Delivery',
      'Ship',
    ])
    // §9: the ship timeline copy.
    expect(choices.map((c) => c.timeline)).toEqual([
      undefined,
      undefined,
      undefined,
      'As soon as 1-3 days',
    ])
  })

  it('sets cookies for modality, fulfillment and store, read back for the header', () => {
    const choice = { modalityType: 'PICKUP' as const, locationId: '01400101', name: 'Vine; St' }
    const cookies = selectorCookies(choice)
    expect(cookies.map((c) => c.name)).toEqual(['modality', 'fulfillment', 'store'])
    expect(cookies.every((c) => c.maxAge === SELECTOR_COOKIE_MAX_AGE)).toBe(true)
    const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    expect(choiceFromCookies(`other=1; ${header}`)).toEqual(choice)
    expect(choiceFromCookies('modality=BOAT; fulfillment=1; store=x')).toBeUndefined()
    expect(selectorTriggerLabel(choice)).toBe('Pickup: Vine; St')
    expect(selectorTriggerLabel(undefined)).toBe('Select Store')
  })
})

describe('modality fees: shopping-method-selector.md §1, §6 (members see reduced fees)', () => {
  const fee = { regular: 9.95, membership: 3.95 }
  it("a membership-active shopper sees the members' fee beside the regular one", () => {
    expect(modalityFeeText(fee, 'Boost')).toBe('Boost member fee: $3.95 (regular $9.95)')
    // §9: a zero fee reads 'Free'.
    expect(modalityFeeText({ regular: 9.95, membership: 0 }, 'HTPlus')).toBe(
      'HTPlus member fee: Free (regular $9.95)',
    )
  })
  it('anyone else, or an option with no member price, sees the regular fee', () => {
    expect(modalityFeeText(fee, undefined)).toBe('Fee: $9.95')
    expect(modalityFeeText({ regular: 7.99 }, 'Boost')).toBe('Fee: $7.99')
    expect(modalityFeeText({ regular: 5, membership: 5 }, 'Boost')).toBe('Fee: $5.00')
    expect(modalityFeeText({ regular: 0 }, undefined)).toBe('Fee: Free')
    expect(modalityFeeText(undefined, 'Boost')).toBeUndefined()
  })
  it('the delivery choices carry the fee the shopper pays', () => {
    const options = {
      DELIVERY: [
        {
          locationId: '01400101',
          isCrossBanner: false,
          isLocker: false,
          fulfillment: ['STORE'],
          deliverySubOption: 'DELIVERY' as const,
          fee,
        },
      ],
    }
    expect(deliveryChoices(options, 'Greenleaf', 'Boost')[0]?.fee).toBe(
      'Boost member fee: $3.95 (regular $9.95)',
    )
    expect(deliveryChoices(options, 'Greenleaf')[0]?.fee).toBe('Fee: $9.95')
  })
})

describe('same-day pickup copy: shopping-method-selector.md §9 (its own copy, wording ours)', () => {
  const store = {
    locationId: '01400101',
    isCrossBanner: false,
    isLocker: false,
    fulfillment: ['PICKUP'],
  }
  it('a pickup store marked same-day says so; unmarked stores and other modalities do not', () => {
    expect(storeTimeline({ ...store, sameDayPickup: true }, 'PICKUP')).toBe('Same-day pickup')
    expect(storeTimeline({ ...store, sameDayPickup: false }, 'PICKUP')).toBeUndefined()
    expect(storeTimeline(store, 'PICKUP')).toBeUndefined()
    expect(storeTimeline({ ...store, sameDayPickup: true }, 'IN_STORE')).toBeUndefined()
  })
})
