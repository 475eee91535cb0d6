import { storeIdParts, type TimeSlot, type TimeSlotDay } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { freeDeliveryBanner } from '../checkout/order-totals.js'
import {
  canContinue,
  deliveryFilterChips,
  deliverySubOptionOf,
  filterDays,
  firstAvailableSlot,
  initialScheduleSelection,
  isPremiumDeliveryMember,
  needsQuotes,
  ownDeliveryToggleLabel,
  ownDeliveryTooltip,
  premiumPreselection,
  type ScheduleEvent,
  scheduleReducer,
  schedulingRedirect,
  shouldAutoUpdateReservation,
  showsOwnDeliveryToggle,
  timeExpired,
} from './scheduling.js'

const slot = (id: string, cost?: number, waiver?: number): TimeSlot => ({
  quoteId: `q-${id}`,
  optionId: `o-${id}`,
  displayString: '9am - 11am',
  shouldShowFees: true,
  ...(cost === undefined ? {} : { cost }),
  ...(waiver === undefined ? {} : { waiver }),
})
const day = (date: string, times: TimeSlot[]): TimeSlotDay => ({ date, month: 'November', times })
const config = {
  ownDeliveryLabel: 'Greenleaf Delivery',
  optionFilterAvailable: true,
  variant78ca12: false,
}

describe('delivery filters: checkout.md §2 "Scheduling screen, delivery" and §9', () => {
  it("shows All, the banner's Delivery and 'Under $5' only when some slot's cost plus waiver is under 5", () => {
    const cheap = [day('2026-11-22', [slot('a', 3.95), slot('b', 9.95)])]
    expect(deliveryFilterChips(cheap, config).map((c) => c.label)).toEqual([
      'All',
      'Greenleaf Delivery',
      'Under $5',
    ])
    const dear = [day('2026-11-22', [slot('a', 4, 1), slot('b', 9.95)])]
    expect(deliveryFilterChips(dear, config).map((c) => c.label)).toEqual([
      'All',
      'Greenleaf Delivery',
    ])
  })

  it('variant 78ca12, or no option filter, hides the chips and the toggle', () => {
    const days = [day('2026-11-22', [slot('a', 1)])]
    expect(deliveryFilterChips(days, { ...config, variant78ca12: true })).toEqual([])
    expect(deliveryFilterChips(days, { ...config, optionFilterAvailable: false })).toEqual([])
    expect(showsOwnDeliveryToggle({ ...config, variant78ca12: true })).toBe(false)
    expect(showsOwnDeliveryToggle(config)).toBe(true)
  })

  it('the toggle and its tooltip name the banner', () => {
    expect(ownDeliveryToggleLabel('Greenleaf')).toBe('Show only Greenleaf Delivery')
    expect(ownDeliveryTooltip('Greenleaf')).toBe(
      'Delivered by Greenleaf associates in refrigerated trucks. Freshness guaranteed.',
    )
  })

  it('switching filters changes the active delivery modality; Under $5 narrows the slots', () => {
    expect(deliverySubOptionOf('own')).toBe('KROGER_DELIVERY')
    expect(deliverySubOptionOf('all')).toBe('ALL_DELIVERY')
    const days = [day('d', [slot('a', 2), slot('b', 4, 2), slot('c')])]
    expect(filterDays(days, 'under5')[0]?.times.map((t) => t.quoteId)).toEqual(['q-a'])
    expect(filterDays(days, 'all')[0]?.times).toHaveLength(3)
  })

  it('property: every slot Under $5 keeps has cost plus waiver below 5', () => {
    const money = fc.option(
      fc.integer({ min: 0, max: 2000 }).map((c) => c / 100),
      { nil: undefined },
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(money, money)), (costs) => {
        const days = [
          day(
            'd',
            costs.map(([cost, waiver], i) => slot(String(i), cost, waiver)),
          ),
        ]
        for (const kept of filterDays(days, 'under5')[0]?.times ?? []) {
          expect((kept.cost ?? 0) + (kept.waiver ?? 0)).toBeLessThan(5)
        }
      }),
    )
  })
})

describe('day and time: checkout.md §4 "Scheduling flow" and §5', () => {
  const run = (...events: ScheduleEvent[]) =>
    events.reduce(scheduleReducer, initialScheduleSelection())

  it('selecting a date resets the selected time', () => {
    expect(
      run(
        { type: 'selectDay', date: 'a' },
        { type: 'selectTime', slotKey: 'k' },
        { type: 'selectDay', date: 'b' },
      ).slotKey,
    ).toBeUndefined()
  })

  it("selecting a time clears the 'customer requested new time' flag", () => {
    expect(run({ type: 'requestNewTime' }).customerRequestedNewTime).toBe(true)
    expect(
      run({ type: 'requestNewTime' }, { type: 'selectTime', slotKey: 'k' })
        .customerRequestedNewTime,
    ).toBe(false)
  })

  it("Continue without a time says 'Please select a time to continue'", () => {
    expect(run({ type: 'continue' }).error).toBe('Please select a time to continue')
    expect(run({ type: 'continue' }, { type: 'selectTime', slotKey: 'k' }).error).toBeUndefined()
  })

  it('Under $5 clears the selected option; other filters keep it', () => {
    expect(
      run({ type: 'selectTime', slotKey: 'k' }, { type: 'filter', filter: 'under5' }).slotKey,
    ).toBeUndefined()
    expect(
      run({ type: 'selectTime', slotKey: 'k' }, { type: 'filter', filter: 'own' }).slotKey,
    ).toBe('k')
  })

  it('Continue is disabled with no included items or while submitting', () => {
    expect(canContinue({ includedItemCount: 0, submitting: false })).toBe(false)
    expect(canContinue({ includedItemCount: 2, submitting: true })).toBe(false)
    expect(canContinue({ includedItemCount: 2, submitting: false })).toBe(true)
  })

  it('quotes are fetched when the promise is not valid, a new time was asked for, or editing from payment', () => {
    const base = { promiseValid: true, customerRequestedNewTime: false, editingFromPayment: false }
    expect(needsQuotes(base)).toBe(false)
    expect(needsQuotes({ ...base, promiseValid: false })).toBe(true)
    expect(needsQuotes({ ...base, customerRequestedNewTime: true })).toBe(true)
    expect(needsQuotes({ ...base, editingFromPayment: true })).toBe(true)
  })

  it('a valid stored reservation is updated automatically unless age-restricted items are in the cart', () => {
    expect(
      shouldAutoUpdateReservation({
        storedReservationValid: true,
        pageReady: true,
        hasAgeRestrictedItems: false,
      }),
    ).toBe(true)
    expect(
      shouldAutoUpdateReservation({
        storedReservationValid: true,
        pageReady: true,
        hasAgeRestrictedItems: true,
      }),
    ).toBe(false)
    expect(
      shouldAutoUpdateReservation({
        storedReservationValid: false,
        pageReady: true,
        hasAgeRestrictedItems: false,
      }),
    ).toBe(false)
  })

  it("the Time Expired modal names the modality (§2 'Modals on scheduling')", () => {
    expect(timeExpired('Pickup')).toEqual({
      title: 'Pickup Time Expired',
      text: 'The selected pickup time has expired or is no longer available.',
    })
  })
})

describe('/scheduling rules: checkout.md §2 Routes and §6', () => {
  const ok = {
    fullyAuthenticated: true,
    modifyMode: false,
    fulfillmentType: 'Delivery' as const,
    activeModality: 'Delivery' as const,
    hasDeliveryAddress: true,
    basketItemCount: 3,
  }
  it('sends the shopper where the spec says', () => {
    expect(schedulingRedirect(ok)).toBeUndefined()
    expect(schedulingRedirect({ ...ok, fullyAuthenticated: false })).toEqual({ to: 'signin' })
    expect(schedulingRedirect({ ...ok, modifyMode: true })).toEqual({ to: 'cart-modify' })
    expect(schedulingRedirect({ ...ok, activeModality: 'Pickup' })).toEqual({ to: 'cart' })
    expect(schedulingRedirect({ ...ok, hasDeliveryAddress: false })).toEqual({ to: 'cart' })
    expect(schedulingRedirect({ ...ok, basketItemCount: 0 })).toEqual({ to: 'empty' })
  })

  it('the membership banner: delivery, at least the minimum ($35 by default), not for BST/BSTL members (§9)', () => {
    const base = {
      modality: 'Delivery' as const,
      membershipType: undefined,
      freeThreshold: undefined,
      estimatedItemTotal: 40,
    }
    expect(freeDeliveryBanner(base)).toBe(
      'To get free or discounted delivery, your order must be at least $35.',
    )
    expect(freeDeliveryBanner({ ...base, freeThreshold: 50, estimatedItemTotal: 60 })).toBe(
      'To get free or discounted delivery, your order must be at least $50.',
    )
    expect(freeDeliveryBanner({ ...base, estimatedItemTotal: 20 })).toBeUndefined()
    expect(freeDeliveryBanner({ ...base, membershipType: 'BSTL' })).toBeUndefined()
    expect(freeDeliveryBanner({ ...base, modality: 'Pickup' })).toBeUndefined()
  })

  it('splits an 8-character store id into division (3) and store number (5)', () => {
    expect(storeIdParts('01400943')).toEqual({ divisionNumber: '014', storeNumber: '00943' })
    // The split lives with the checkout contract in @aisle/api; a wrong length is refused.
    expect(() => storeIdParts('123')).toThrow(RangeError)
  })
})

describe('banner delivery name (checkout.md §2 "Show only {banner} Delivery")', () => {
  it('is the delivery label without "Delivery"', async () => {
    const { bannerDeliveryName, ownDeliveryToggleLabel, deliveryUnavailableTitle } = await import(
      './scheduling.js'
    )
    const hilltop = { title: 'Hilltop Market', deliveryLabel: 'Hilltop Home Delivery' }
    expect(ownDeliveryToggleLabel(bannerDeliveryName(hilltop))).toBe(
      'Show only Hilltop Home Delivery',
    )
    expect(
      deliveryUnavailableTitle(
        bannerDeliveryName({ title: 'G', deliveryLabel: 'Greenleaf Delivery' }),
      ),
    ).toBe('Greenleaf Delivery Unavailable')
    expect(bannerDeliveryName({ title: 'Copperline', deliveryLabel: 'Delivery' })).toBe(
      'Copperline',
    )
  })
})

describe('{banner} Delivery Unavailable: checkout.md §4, the one case the spec names', () => {
  it('only delivery with the online grocer unavailable, not any no-slots answer', async () => {
    const { opensDeliveryUnavailable, ONLINE_GROCER_UNAVAILABLE_CODE } = await import(
      './scheduling.js'
    )
    const code = ONLINE_GROCER_UNAVAILABLE_CODE
    expect(opensDeliveryUnavailable({ fulfillmentType: 'Delivery', filter: 'all', code })).toBe(
      true,
    )
    expect(
      opensDeliveryUnavailable({
        fulfillmentType: 'Delivery',
        filter: 'all',
        code: 'NO_TIMESLOTS_AVAILABLE',
      }),
    ).toBe(false)
    // Already on the banner's own delivery, or picking up: nothing to switch back from.
    expect(opensDeliveryUnavailable({ fulfillmentType: 'Delivery', filter: 'own', code })).toBe(
      false,
    )
    expect(opensDeliveryUnavailable({ fulfillmentType: 'Pickup', filter: 'all', code })).toBe(false)
    expect(
      opensDeliveryUnavailable({ fulfillmentType: 'Delivery', filter: 'all', code: undefined }),
    ).toBe(false)
  })
})

describe('checkout.md §6: premium members may have the first slot preselected', () => {
  it('the first day with a time, and its first time; none when no day has one', () => {
    const first = slot('first')
    const days = [day('2026-11-22', []), day('2026-11-23', [first, slot('later')])]
    expect(firstAvailableSlot(days)).toEqual({ date: '2026-11-23', slot: first })
    expect(firstAvailableSlot([day('2026-11-22', [])])).toBeUndefined()
    expect(firstAvailableSlot([])).toBeUndefined()
  })

  it('checkout.md §6: a premium member finds the first time chosen, only when nothing is chosen yet', () => {
    const days = [day('2026-11-22', []), day('2026-11-23', [slot('first'), slot('later')])]
    const facts = {
      premiumMember: true,
      days,
      selection: initialScheduleSelection(),
      editingFromPayment: false,
    }
    expect(premiumPreselection(facts)).toEqual({ date: '2026-11-23', slotKey: 'q-first|o-first' })
    expect(premiumPreselection({ ...facts, premiumMember: false })).toBeUndefined()
    expect(premiumPreselection({ ...facts, editingFromPayment: true })).toBeUndefined()
    expect(premiumPreselection({ ...facts, days: [day('2026-11-22', [])] })).toBeUndefined()
    const chosen = (over: Partial<ReturnType<typeof initialScheduleSelection>>) => ({
      ...facts,
      selection: initialScheduleSelection(over),
    })
    expect(premiumPreselection(chosen({ date: '2026-11-22' }))).toBeUndefined()
    expect(premiumPreselection(chosen({ slotKey: 'q-later|o-later' }))).toBeUndefined()
    expect(premiumPreselection(chosen({ customerRequestedNewTime: true }))).toBeUndefined()
  })

  it('premium delivery members are active BST and BSTL members, on delivery (selector §6)', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    const item = (planCode: 'BST' | 'BSTL' | 'HTEL' | 'HTPL', enrollment?: object) => ({
      planCode,
      product: { computedMembershipItemData: {} },
      ...(enrollment ? { enrollment } : {}),
    })
    const active = { renewalDueDate: '2026-12-22T10:00:00Z' }
    expect(isPremiumDeliveryMember([item('BST', active)], now, 'Delivery')).toBe(true)
    expect(isPremiumDeliveryMember([item('BSTL', active)], now, 'Delivery')).toBe(true)
    expect(isPremiumDeliveryMember([item('BST', active)], now, 'Pickup')).toBe(false)
    expect(isPremiumDeliveryMember([item('HTEL', active)], now, 'Delivery')).toBe(false)
    expect(isPremiumDeliveryMember([item('BST')], now, 'Delivery')).toBe(false)
    const cancelled = { cancellationDate: { value: '2026-11-01T00:00:00Z' } }
    expect(isPremiumDeliveryMember([item('BST', cancelled)], now, 'Delivery')).toBe(false)
    expect(isPremiumDeliveryMember([], now, 'Delivery')).toBe(false)
  })
})
