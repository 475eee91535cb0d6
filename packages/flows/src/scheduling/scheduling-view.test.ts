import {
  ApiRequestError,
  banners,
  DEFAULT_CHECKOUT_CONFIGURATION,
  type TimeSlotsResponse,
} from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { initialReservationState } from './reservation-machine.js'
import { initialScheduleSelection } from './scheduling.js'
import {
  type SchedulingViewFacts,
  schedulingPageOf,
  schedulingViewOf,
  shownDays,
} from './scheduling-view.js'

const greenleaf = banners.find((b) => b.id === 'greenleaf')
if (!greenleaf) throw new Error('no greenleaf')

const slot = (optionId: string, cost: number) => ({
  quoteId: 'q',
  optionId,
  displayString: optionId,
  cost,
  shouldShowFees: true,
  items: { included: [{ gtin13: '1' }], excluded: [] },
})
const quotes: TimeSlotsResponse = {
  days: [
    { date: '2026-11-22', month: 'November', times: [] },
    { date: '2026-11-23', month: 'November', times: [slot('a', 3.95), slot('b', 9.95)] },
  ],
  membership: { type: 'BSTL', freeThreshold: 35 },
}

const reads = (over: Partial<SchedulingViewFacts['reads']> = {}): SchedulingViewFacts['reads'] => ({
  cart: undefined,
  cartError: undefined,
  loaded: true,
  redirect: undefined,
  pageReady: true,
  requestItems: [
    { gtin13: '1', quantity: 1 },
    { gtin13: '2', quantity: 2 },
  ],
  profile: undefined,
  configuration: DEFAULT_CHECKOUT_CONFIGURATION,
  productList: [],
  ageRestricted: false,
  minimumAge: 21,
  known: {
    activeType: 'Delivery',
    deliveryPreference: undefined,
    deliveryAddress: undefined,
    pickupPreference: undefined,
    pickupLocationId: undefined,
  },
  quotesWanted: true,
  stores: [],
  store: undefined,
  quotes,
  quotesError: undefined,
  quotesStatus: 'success',
  ...over,
})

const view = (over: Partial<SchedulingViewFacts> = {}) =>
  schedulingViewOf({
    options: { banner: greenleaf, fulfillmentType: 'Delivery' },
    reads: reads(),
    selection: initialScheduleSelection(),
    submit: initialReservationState,
    ...over,
  })

describe('the scheduling view: checkout.md §2 "Scheduling screen", without React', () => {
  it('§2 Routes: load failure, loading, redirect, then ready', () => {
    const failure = ApiRequestError.of({
      kind: 'network',
      status: 0,
      route: 'checkout',
      endpoint: '/api/x',
      message: 'offline',
    })
    expect(schedulingPageOf(reads({ cartError: failure }))).toEqual({
      status: 'error',
      error: failure,
    })
    expect(schedulingPageOf(reads({ loaded: false }))).toEqual({ status: 'loading' })
    expect(schedulingPageOf(reads({ redirect: { to: 'cart' } }))).toEqual({
      status: 'redirect',
      redirect: { to: 'cart' },
    })
    expect(schedulingPageOf(reads())).toEqual({ status: 'ready' })
  })

  it('the first day with times is shown; the chosen time counts its included items', () => {
    expect(view().activeDate).toBe('2026-11-23')
    expect(view().includedItemCount).toBe(2)
    const chosen = view({ selection: initialScheduleSelection({ slotKey: 'q|a' }) })
    expect(chosen.selectedOptionId).toBe('a')
    expect(chosen.includedItemCount).toBe(1)
    expect(chosen.canContinue).toBe(true)
  })

  it('quotes wanted while the page still loads show as loading, not idle', () => {
    const waiting = view({
      reads: reads({ quotes: undefined, quotesStatus: 'idle', pageReady: false }),
    })
    expect(waiting.quotes.status).toBe('loading')
    const notWanted = view({
      reads: reads({
        quotes: undefined,
        quotesStatus: 'idle',
        quotesWanted: false,
        pageReady: false,
      }),
    })
    expect(notWanted.quotes.status).toBe('idle')
  })

  it('§2 switches: the chips and the toggle follow the configuration; options win', () => {
    expect(view().chips.map((c) => c.value)).toEqual(['all', 'own', 'under5'])
    const variant = {
      scheduling: { optionFilterAvailable: true, experiments: { deliveryChipsVariant: true } },
    }
    expect(view({ reads: reads({ configuration: variant }) }).chips).toEqual([])
    expect(view({ reads: reads({ configuration: variant }) }).showOwnDeliveryToggle).toBe(false)
    const over = view({
      reads: reads({ configuration: variant }),
      options: {
        banner: greenleaf,
        fulfillmentType: 'Delivery',
        experiments: { deliveryChipsVariant: false },
      },
    })
    expect(over.showOwnDeliveryToggle).toBe(true)
    expect(view({ options: { banner: greenleaf, fulfillmentType: 'Pickup' } }).chips).toEqual([])
  })

  it('§2 membership text waits for the quotes (they say who the shopper is)', () => {
    expect(view({ reads: reads({ quotes: undefined }) }).membershipText).toBeUndefined()
    // §9: the banner shows from an estimated item total of $35, for non-members.
    const cart = {
      summary: { cost: { itemTotal: 40, total: 43 } },
    } as SchedulingViewFacts['reads']['cart']
    expect(view({ reads: reads({ cart }) }).membershipText).toBeUndefined()
    const nonMember = view({ reads: reads({ cart, quotes: { days: quotes.days } }) })
    expect(nonMember.membershipText).toMatch(/^To get free or discounted delivery/)
  })

  it('the shown days stay the same array while the days and the filter do', () => {
    // A day or time pick changes the selection only: the carousel and the slots, memoised on
    // the days, must see the same array to skip rendering again.
    const first = view({ selection: { ...initialScheduleSelection(), slotKey: 'q|a' } })
    const second = view({ selection: { ...initialScheduleSelection(), date: '2026-11-23' } })
    expect(second.quotes.days).toBe(first.quotes.days)
    expect(shownDays(quotes.days, 'all')).toEqual(quotes.days)
    expect(shownDays(quotes.days, 'all')).not.toBe(quotes.days)
    const under5 = shownDays(quotes.days, 'under5')
    expect(under5).toBe(shownDays(quotes.days, 'under5'))
    expect(under5[1]?.times.map((t) => t.optionId)).toEqual(['a'])
    expect(shownDays([...quotes.days], 'all')).not.toBe(shownDays(quotes.days, 'all'))
  })
})
