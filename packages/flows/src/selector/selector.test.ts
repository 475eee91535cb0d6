import { banners, type ModalityOption, type ModalityPreference } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { numberWord, planPriceText, renewalCadence, renewalDays } from './membership-text.js'
import {
  bannerTabModalities,
  canStartShopping,
  currentModality,
  flashSalesNeedRefetch,
  formatMiles,
  keepZipInput,
  RECENT_STORES_MAX,
  selectedFirst,
  selectorHeading,
  storeChoice,
  storeMenu,
  zipSearchError,
} from './selector.js'

const store = (
  locationId: string,
  distanceMiles?: number,
  extra: Partial<ModalityOption> = {},
): ModalityOption => ({
  locationId,
  isCrossBanner: false,
  isLocker: false,
  fulfillment: ['PICKUP'],
  ...(distanceMiles === undefined ? {} : { distanceMiles }),
  ...extra,
})
const preference = (
  id: string,
  type: ModalityPreference['modalityType'],
  locationId: string,
  createdDate: string,
): ModalityPreference => ({
  id,
  modalityType: type,
  destination: { locationId },
  createdDate,
  source: 'options',
})

describe('selector: shopping-method-selector.md §2 "Selector views"', () => {
  it("reads 'How are you shopping today?', or 'Change Store' from the cart", () => {
    expect(selectorHeading('header')).toBe('How are you shopping today?')
    expect(selectorHeading('cart')).toBe('Change Store')
  })

  it('offers the tabs the banner supports, from the registry (§1: some support none)', () => {
    for (const banner of banners) {
      const tabs = bannerTabModalities(banner)
      for (const tab of tabs) expect(banner.modalityCapabilities[tab]).toBe(true)
    }
    expect(
      bannerTabModalities({
        modalityCapabilities: { DELIVERY: false, IN_STORE: false, PICKUP: false, SHIP: false },
      }),
    ).toEqual([])
    expect(
      bannerTabModalities({
        modalityCapabilities: { DELIVERY: true, IN_STORE: true, PICKUP: true, SHIP: true },
      }),
    ).toEqual(['PICKUP', 'DELIVERY', 'IN_STORE'])
  })
})

describe('ZIP search: shopping-method-selector.md §5', () => {
  it('keeps digits only, at most 5', () => {
    expect(keepZipInput('4a5-2021234')).toBe('45202')
    expect(keepZipInput('abc')).toBe('')
  })

  it('submits exactly 5 digits, else the invalid-postal-code message', () => {
    expect(zipSearchError('45202')).toBeUndefined()
    expect(zipSearchError('4520')).toBe('The ZIP code entered is not a valid ZIP code.')
  })

  it('property: whatever is typed, what is kept is at most 5 digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(keepZipInput(raw)).toMatch(/^\d{0,5}$/)
      }),
    )
  })
})

describe('store menu: shopping-method-selector.md §2 "Store menu", §4, §9', () => {
  it('shows distances in miles with 2 decimals', () => {
    expect(formatMiles(1.5)).toBe('1.50 mi')
    expect(formatMiles(12.345)).toBe('12.35 mi')
  })

  it("puts the active store under 'Currently Shopping' and the rest nearest first", () => {
    const menu = storeMenu([store('far', 9.1), store('active', 4), store('near', 0.8)], 'active')
    expect(menu.currentlyShopping?.locationId).toBe('active')
    expect(menu.moreResults.map((s) => s.locationId)).toEqual(['near', 'far'])
  })

  it("lists 'Recent Stores' newest first, without repeats or the store shopped now", () => {
    const history = [
      preference('1', 'PICKUP', 'old', '2026-01-01T00:00:00Z'),
      preference('2', 'IN_STORE', 'newer', '2026-03-01T00:00:00Z'),
      preference('3', 'PICKUP', 'old', '2026-02-01T00:00:00Z'),
      preference('4', 'PICKUP', 'near', '2026-04-01T00:00:00Z'),
      preference('5', 'PICKUP', 'now', '2026-05-01T00:00:00Z'),
    ]
    // A recent store among the results still shows: the section is the shopper's history.
    expect(storeMenu([store('near', 1), store('now', 2)], 'now', history).recentStores).toEqual([
      'near',
      'newer',
      'old',
    ])
  })

  it(`keeps at most ${RECENT_STORES_MAX} recent stores (our bound)`, () => {
    const history = Array.from({ length: 12 }, (_, i) =>
      preference(
        String(i),
        'PICKUP',
        `s${i}`,
        `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
      ),
    )
    const recent = storeMenu([], undefined, history).recentStores
    expect(recent).toEqual(['s11', 's10', 's9', 's8', 's7'])
    expect(RECENT_STORES_MAX).toBe(5)
  })

  it('a cross-banner store with a web URL opens the other banner instead of being selected', () => {
    const cross = store('x', 3, {
      isCrossBanner: true,
      externalNavigation: { webUrl: 'https://hilltop.example/', linkText: 'Shop Hilltop' },
    })
    expect(storeChoice(cross)).toEqual({
      kind: 'visit',
      url: 'https://hilltop.example/',
      label: 'Shop Hilltop',
    })
    expect(storeChoice(store('y'))).toEqual({ kind: 'select', locationId: 'y' })
  })

  it('orders the selected option first', () => {
    expect(
      selectedFirst([store('a'), store('b'), store('c')], 'c').map((s) => s.locationId),
    ).toEqual(['c', 'a', 'b'])
  })

  it('the current modality is the latest by createdDate', () => {
    const prefs = [
      preference('1', 'PICKUP', 'a', '2026-01-01T00:00:00Z'),
      preference('2', 'DELIVERY', 'b', '2026-05-01T00:00:00Z'),
    ]
    expect(currentModality(prefs)?.id).toBe('2')
  })

  it("'Start Shopping' stays disabled until a selection of the tab's type exists", () => {
    expect(canStartShopping(undefined, 'PICKUP')).toBe(false)
    expect(canStartShopping({ modalityType: 'DELIVERY', locationId: 'a' }, 'PICKUP')).toBe(false)
    expect(canStartShopping({ modalityType: 'PICKUP', locationId: 'a' }, 'PICKUP')).toBe(true)
  })

  it('refetches flash sales when the store or the modality type changes', () => {
    const a = { modalityType: 'PICKUP' as const, locationId: 'a' }
    expect(flashSalesNeedRefetch(a, a)).toBe(false)
    expect(flashSalesNeedRefetch(a, { ...a, locationId: 'b' })).toBe(true)
    expect(flashSalesNeedRefetch(a, { ...a, modalityType: 'IN_STORE' })).toBe(true)
    expect(flashSalesNeedRefetch(undefined, a)).toBe(true)
  })
})

describe('membership plan text: shopping-method-selector.md §9', () => {
  it('renewal 1 is 30 days and 12 is 365; years and multiples of 12 months are yearly', () => {
    expect(renewalDays(1)).toBe(30)
    expect(renewalDays(12)).toBe(365)
    expect(renewalCadence(12, 'MONTH')).toBe('yearly')
    expect(renewalCadence(24, 'MONTH')).toBe('yearly')
    expect(renewalCadence(1, 'YEAR')).toBe('yearly')
    expect(renewalCadence(3, 'MONTH')).toBe('monthly')
    expect(renewalCadence(30, 'DAY')).toBe('daily')
  })

  it('spells numbers out up to 99', () => {
    expect(numberWord(0)).toBe('zero')
    expect(numberWord(14)).toBe('fourteen')
    expect(numberWord(40)).toBe('forty')
    expect(numberWord(99)).toBe('ninety-nine')
    expect(numberWord(100)).toBe('100')
  })

  it("drops 'USD ' and '.00' from prices", () => {
    expect(planPriceText('USD 99.00')).toBe('99')
    expect(planPriceText('USD 12.99')).toBe('12.99')
  })
})
