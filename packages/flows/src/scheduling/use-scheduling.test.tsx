import {
  banners,
  createApiClient,
  messages,
  PROMISE_FALLOUT_ERROR,
  selectionKeyOf,
} from '@aisle/api'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { memoryReservationStore, type StoredReservation } from './reservation-store.js'
import { schedulingText } from './scheduling.js'
import { CART_CHECKOUT_ID } from './scheduling-requests.js'
import { type UseSchedulingOptions, useScheduling } from './use-scheduling.js'

type Reply = { status?: number; body: unknown }
type Script = Record<string, Reply | ((body: unknown) => Reply)>

function scriptedFetch(script: Script) {
  const sent: { key: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init.method ?? 'GET'} ${url.pathname}`
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    sent.push({ key, body })
    const entry = script[key]
    if (entry === undefined) return new Response('{}', { status: 404 })
    const reply = typeof entry === 'function' ? entry(body) : entry
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { client: createApiClient({ fetch }), sent, fetch }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

const greenleaf = banners.find((b) => b.id === 'greenleaf')
if (!greenleaf) throw new Error('no greenleaf')

const NOW = new Date('2026-11-22T10:00:00Z')
const CART = `GET /api/checkout/v2/checkouts/${CART_CHECKOUT_ID}`
const PREFS = 'GET /api/atlas/v1/modality/v1/preferences'
const SET_PREF = 'POST /api/atlas/v1/modality/v1/preferences'
const PRODUCTS = 'POST /api/products/v1/products-by-upcs'
const SLOTS = 'POST /api/fulfillment/api/timeslots'
const RESERVE = 'POST /api/fulfillment/api/timeslots/reserve'
const CREATE_PROMISE = 'POST /api/fulfillment/v4/promises'
const FROM_RESERVATION = 'POST /api/fulfillment/v4/promises/from-reservation'
const CREATE_CHECKOUT = 'POST /api/checkout/v2/checkouts'
const SAVED_NOTE = 'GET /api/atlas/v1/customer-profile/v1/preferences'
const CONFIGURATION = 'GET /api/config/v1/checkout'
const MEMBERSHIPS = 'GET /api/atlas/v1/membership/v1/memberships'
const membership = (enrollment: object) => ({
  body: {
    items: [{ planCode: 'BST', product: { computedMembershipItemData: {} }, enrollment }],
  },
})
const configuration = (optionFilterAvailable: boolean, deliveryChipsVariant: boolean) => ({
  body: { scheduling: { optionFilterAvailable, experiments: { deliveryChipsVariant } } },
})

const address = {
  addressLines: ['410 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
}
const cart = {
  id: CART_CHECKOUT_ID,
  versionKey: 'v1',
  status: 'DRAFT',
  modalityType: 'Delivery',
  payments: [],
  buyer: { profileId: 'shopper-1' },
  lineItems: [
    {
      id: 'l1',
      cart: { gtin13: '0000000004011' },
      quantity: 6,
      substitutionPolicy: 'SHOPPER_CHOICE',
      modalityType: 'Delivery',
    },
    {
      id: 'l2',
      cart: { gtin13: '0008000000101' },
      quantity: 1,
      substitutionPolicy: 'SHOPPER_CHOICE',
      modalityType: 'Delivery',
    },
  ],
  summary: { itemCount: 7, cost: { itemTotal: 40, total: 43 } },
}
const deliveryPreference = {
  id: 'modality-delivery',
  modalityType: 'DELIVERY',
  destination: { address },
  createdDate: '2026-11-01T10:00:00.000Z',
  source: 'options',
}
const product = (gtin13: string, ageRestricted = false) => ({
  gtin13,
  description: `Item ${gtin13}`,
  available: true,
  ageRestricted,
})
const slot = (optionId: string, cost: number, extra: object = {}) => ({
  quoteId: 'q-1',
  optionId,
  displayString: `${optionId} window`,
  cost,
  shouldShowFees: true,
  window: { value: '2026-11-22T09:00:00/2026-11-22T11:00:00', timezone: 'UTC' },
  items: { included: [{ gtin13: '0000000004011' }], excluded: [] },
  ...extra,
})
const slotsBody = {
  days: [
    { date: '2026-11-22', month: 'November', times: [slot('o-0900', 3.95), slot('o-1400', 9.95)] },
    {
      date: '2026-11-23',
      month: 'November',
      times: [slot('o-1800', 6.99, { vendorId: 'courier-partner' })],
    },
  ],
  membership: { type: 'BSTL', freeThreshold: 35 },
}
const promise = (excluded: { gtin13: string; code: string }[] = []) => ({
  id: 'promise-1',
  versionKey: 'v1',
  expiration: { value: '2026-11-22T11:00:00.000Z' },
  selections: [
    {
      vendor: { id: 'greenleaf' },
      window: { value: 'w', timezone: 'UTC' },
      items: { included: [], excluded },
    },
  ],
})

function script(over: Script = {}, { ageRestricted = false } = {}): Script {
  return {
    [CART]: { body: cart },
    [PREFS]: { body: { preferences: [deliveryPreference] } },
    [SET_PREF]: (body) => ({ body }),
    [PRODUCTS]: {
      body: { products: [product('0000000004011'), product('0008000000101', ageRestricted)] },
    },
    [SLOTS]: { body: slotsBody },
    [RESERVE]: { body: { reserved: true } },
    [CREATE_PROMISE]: { body: promise() },
    [CREATE_CHECKOUT]: (body) => ({
      body: {
        ...(body as object),
        id: 'checkout-9',
        versionKey: 'v1',
        status: 'DRAFT',
        payments: [],
      },
    }),
    ...over,
  }
}

function setup(s: Script, extra: Partial<UseSchedulingOptions> = {}) {
  const { client, sent } = scriptedFetch(s)
  const onCheckoutCreated = vi.fn()
  const reservations = extra.reservations ?? memoryReservationStore()
  const hook = renderHook(
    () =>
      useScheduling({
        client,
        banner: greenleaf as NonNullable<typeof greenleaf>,
        fulfillmentType: 'Delivery',
        reservations,
        timeZone: 'UTC',
        now: () => NOW,
        onCheckoutCreated,
        ...extra,
      }),
    { wrapper },
  )
  return { ...hook, sent, onCheckoutCreated, reservations }
}

const bodiesOf = (sent: { key: string; body: unknown }[], key: string) =>
  sent.filter((s) => s.key === key).map((s) => s.body as Record<string, unknown>)

describe('useScheduling: checkout.md §2 "Scheduling screen, delivery", §4 "Scheduling flow"', () => {
  it('fetches quotes for the cart items, with the chips All / own Delivery / Under $5 and the membership text', async () => {
    const { result, sent } = setup(script())
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    expect(result.current.page).toEqual({ status: 'ready' })
    expect(bodiesOf(sent, SLOTS)[0]).toEqual({
      modality: { type: 'DELIVERY', destination: { address } },
      items: [
        { gtin13: '0000000004011', quantity: 6 },
        { gtin13: '0008000000101', quantity: 1 },
      ],
    })
    expect(result.current.chips.map((c) => c.label)).toEqual([
      'All',
      'Greenleaf Delivery',
      'Under $5',
    ])
    expect(result.current.showOwnDeliveryToggle).toBe(true)
    expect(result.current.activeDate).toBe('2026-11-22')
    // BSTL does not suppress the banner; BST and BSTL both do (§6) — BSTL here.
    expect(result.current.membershipText).toBeUndefined()
  })

  it('a day or time pick keeps the days and the pick functions the same (the screen memoises on them)', async () => {
    const { result } = setup(script())
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    const before = result.current
    const day = before.quotes.days.find((d) => d.times.length > 0 && d.date !== before.activeDate)
    if (day === undefined) throw new Error('no second day with times')
    act(() => before.selectDay(day.date))
    await waitFor(() => expect(result.current.activeDate).toBe(day.date))
    const [first] = day.times
    if (first === undefined) throw new Error('no time')
    act(() => result.current.selectTime(selectionKeyOf(first)))
    await waitFor(() => expect(result.current.selection.slotKey).toBeDefined())
    expect(result.current.quotes.days).toBe(before.quotes.days)
    expect(result.current.selectDay).toBe(before.selectDay)
    expect(result.current.selectTime).toBe(before.selectTime)
  })

  it('checkout.md §2: the chips and the toggle follow the remote configuration (option filter, variant 78ca12)', async () => {
    const normal = setup(script({ [CONFIGURATION]: configuration(true, false) }))
    await waitFor(() => expect(normal.result.current.quotes.status).toBe('success'))
    expect(normal.result.current.chips).toHaveLength(3)
    expect(normal.result.current.showOwnDeliveryToggle).toBe(true)
    expect(normal.sent.filter((s) => s.key === CONFIGURATION)).toHaveLength(1)
    normal.unmount()

    const variant = setup(script({ [CONFIGURATION]: configuration(true, true) }))
    await waitFor(() => expect(variant.result.current.quotes.status).toBe('success'))
    expect(variant.result.current.chips).toEqual([])
    expect(variant.result.current.showOwnDeliveryToggle).toBe(false)
    variant.unmount()

    const noFilter = setup(script({ [CONFIGURATION]: configuration(false, false) }))
    await waitFor(() => expect(noFilter.result.current.quotes.status).toBe('success'))
    expect(noFilter.result.current.chips).toEqual([])
    expect(noFilter.result.current.showOwnDeliveryToggle).toBe(false)
  })

  it('the page waits for the configuration; an unreadable one gives the normal screen, and options win', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const scripted = scriptedFetch(script({ [CONFIGURATION]: { status: 503, body: {} } }))
    const gated = createApiClient({
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/config/v1/checkout')) await gate
        return scripted.fetch(input, init)
      },
    })
    const waiting = setup(script(), { client: gated })
    // Cart and products are in (the products call follows the cart); the page still waits.
    await waitFor(() => expect(waiting.result.current.items).toHaveLength(2))
    expect(waiting.result.current.page).toEqual({ status: 'loading' })
    expect(scripted.sent.some((s) => s.key === SLOTS)).toBe(false)
    release()
    await waitFor(() => expect(waiting.result.current.quotes.status).toBe('success'))
    expect(waiting.result.current.chips).toHaveLength(3)
    expect(waiting.result.current.showOwnDeliveryToggle).toBe(true)
    waiting.unmount()

    const overridden = setup(script({ [CONFIGURATION]: configuration(true, false) }), {
      experiments: { deliveryChipsVariant: true },
    })
    await waitFor(() => expect(overridden.result.current.quotes.status).toBe('success'))
    expect(overridden.result.current.chips).toEqual([])
    expect(overridden.result.current.showOwnDeliveryToggle).toBe(false)
  })

  it('checkout.md §6: a premium member finds the first time chosen, and nothing is reserved before Continue', async () => {
    const member = setup(
      script({ [MEMBERSHIPS]: membership({ renewalDueDate: '2026-12-22T10:00:00Z' }) }),
    )
    await waitFor(() => expect(member.result.current.selection.slotKey).toBe('q-1|o-0900'))
    expect(member.result.current.selection.date).toBe('2026-11-22')
    expect(member.result.current.canContinue).toBe(true)
    expect(member.result.current.submit.status).toBe('idle')
    for (const key of [RESERVE, CREATE_PROMISE, FROM_RESERVATION, CREATE_CHECKOUT])
      expect(member.sent.some((s) => s.key === key)).toBe(false)
    // The shopper may still choose another time; Continue reserves the one chosen.
    act(() => member.result.current.selectTime('q-1|o-1400'))
    act(() => member.result.current.continue())
    await waitFor(() => expect(member.onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
    expect(bodiesOf(member.sent, RESERVE)).toEqual([{ quoteId: 'q-1', optionId: 'o-1400' }])
    member.unmount()

    // A cancelled membership is not premium: nothing is chosen.
    const lapsed = setup(
      script({
        [MEMBERSHIPS]: membership({ cancellationDate: { value: '2026-11-01T00:00:00Z' } }),
      }),
    )
    await waitFor(() => expect(lapsed.result.current.quotes.status).toBe('success'))
    await waitFor(() => expect(lapsed.sent.some((s) => s.key === MEMBERSHIPS)).toBe(true))
    expect(lapsed.result.current.selection.slotKey).toBeUndefined()
  })

  it('shows the free-delivery text only once the quotes say who the shopper is (§6)', async () => {
    const failing = setup(
      script({ [SLOTS]: { status: 500, body: { errors: [{ statusCode: 500, code: 'DOWN' }] } } }),
    )
    await waitFor(() => expect(failing.result.current.quotes.error).toBeDefined())
    // The cart ($40) is over the threshold, but without quotes the membership is unknown.
    expect(failing.result.current.membershipText).toBeUndefined()

    const nonMember = setup(script({ [SLOTS]: { body: { ...slotsBody, membership: undefined } } }))
    await waitFor(() => expect(nonMember.result.current.quotes.status).toBe('success'))
    expect(nonMember.result.current.membershipText).toBe(
      'To get free or discounted delivery, your order must be at least $35.',
    )
  })

  it('the own-delivery filter changes the active delivery modality and refetches with the vendors filter (§4)', async () => {
    const { result, sent } = setup(script())
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.setFilter('own'))
    await waitFor(() => expect(bodiesOf(sent, SLOTS)).toHaveLength(2))
    expect(bodiesOf(sent, SET_PREF)[0]).toMatchObject({
      modalityType: 'DELIVERY',
      source: 'KROGER_DELIVERY',
    })
    expect(bodiesOf(sent, SLOTS)[1]?.vendors).toEqual({ sources: ['greenleaf'] })
    expect(result.current.selection.slotKey).toBe('q-1|o-0900')
    // Under $5 clears the selected option and keeps the slots whose cost plus waiver is under 5.
    act(() => result.current.setFilter('under5'))
    expect(result.current.selection.slotKey).toBeUndefined()
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    expect(result.current.quotes.days[0]?.times.map((t) => t.optionId)).toEqual(['o-0900'])
  })

  it('Continue without a time says "Please select a time to continue" (§5)', async () => {
    const { result, sent } = setup(script())
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.continue())
    expect(result.current.selection.error).toBe(schedulingText.timeRequired)
    expect(bodiesOf(sent, RESERVE)).toHaveLength(0)
  })

  it('reserves, creates the promise, then the checkout with paymentVersion 2, and goes on (§4, §7)', async () => {
    const { result, sent, onCheckoutCreated, reservations } = setup(script())
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
    expect(bodiesOf(sent, RESERVE)[0]).toEqual({ quoteId: 'q-1', optionId: 'o-0900' })
    expect(bodiesOf(sent, CREATE_PROMISE)[0]).toMatchObject({
      modalityType: 'DELIVERY',
      optionIds: ['o-0900'],
    })
    expect(bodiesOf(sent, CREATE_CHECKOUT)[0]).toMatchObject({
      modalityType: 'Delivery',
      cartId: CART_CHECKOUT_ID,
      fulfillment: { promise: { id: 'promise-1' } },
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    })
    expect(reservations.get('Delivery')?.promise.id).toBe('promise-1')
    expect(result.current.submit).toEqual({ status: 'done', checkoutId: 'checkout-9' })
  })

  it('the checkout gets the promise whole and the delivery address; excluded lines stay out (§3, §7)', async () => {
    const excluded = [{ gtin13: '0008000000101', code: 'AGE_RESTRICTED' }]
    const courier = {
      ...promise(excluded),
      selections: [
        {
          vendor: { id: 'courier-partner' },
          window: { value: '2026-11-23T18:00:00/2026-11-23T20:00:00', timezone: 'UTC' },
          items: { included: [{ gtin13: '0000000004011' }], excluded },
        },
      ],
    }
    const { result, sent, onCheckoutCreated } = setup(
      script({ [CREATE_PROMISE]: { body: courier } }),
    )
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectDay('2026-11-23'))
    act(() => result.current.selectTime('q-1|o-1800'))
    act(() => result.current.continue())
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
    const [body] = bodiesOf(sent, CREATE_CHECKOUT)
    expect(body?.fulfillment).toMatchObject({ promise: courier, destinationAddress: address })
    expect(body?.lineItems).toEqual([cart.lineItems[0]])
    expect(body?.properties).toEqual({ paymentVersion: '2', createOrderPromiseHadFallout: true })
  })

  it('a saved delivery note starts the new checkout\'s instructions (checkout.md §4 "kept as a saved preference")', async () => {
    const saved = {
      id: 'pref-note',
      name: 'orderInstructions.delivery',
      value: 'Gate code 4411',
      userSet: true,
      versionKey: 'v1',
    }
    const { result, sent, onCheckoutCreated } = setup(
      script({ [SAVED_NOTE]: { body: { preferences: [saved] } } }),
    )
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    await waitFor(() => expect(bodiesOf(sent, SAVED_NOTE)).toHaveLength(1))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
    expect(bodiesOf(sent, CREATE_CHECKOUT)[0]).toMatchObject({
      fulfillment: { instructions: 'Gate code 4411', promise: { id: 'promise-1' } },
    })
  })

  it('without a saved note the checkout is created without instructions', async () => {
    const { result, sent, onCheckoutCreated } = setup(script())
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
    const body = bodiesOf(sent, CREATE_CHECKOUT)[0] as { fulfillment: object }
    expect(body.fulfillment).not.toHaveProperty('instructions')
  })

  it('a reserve failure shows the catalogue text and can be retried (§8)', async () => {
    let reserved = false
    const { result, onCheckoutCreated } = setup(
      script({ [RESERVE]: () => ({ body: { reserved } }) }),
    )
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    await waitFor(() => expect(result.current.failure?.message).toBe(messages.reserveFailed))
    expect(result.current.failure?.retry).toBe(true)
    reserved = true
    act(() => result.current.retry())
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
  })

  it('§4 "Promise errors that are not session errors throw": the promise step stops there and §8 says why; the choice is kept for the retry', async () => {
    let fail = true
    const { result, sent, onCheckoutCreated } = setup(
      script({
        [CREATE_PROMISE]: () =>
          fail
            ? {
                status: 500,
                body: {
                  errors: [{ statusCode: 500, code: 'UNKNOWN_RESPONSE_ERROR', reason: 'edge' }],
                },
              }
            : { body: promise() },
      }),
    )
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-1400'))
    act(() => result.current.continue())
    await waitFor(() => expect(result.current.failure?.retry).toBe(true))
    expect(result.current.failure?.message).toContain('TS1079')
    // Thrown out of the submit: no checkout is created from a failed promise.
    expect(sent.some((s) => s.key === CREATE_CHECKOUT)).toBe(false)
    expect(result.current.selection.slotKey).toBe('q-1|o-1400')
    fail = false
    act(() => result.current.retry())
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
    expect(bodiesOf(sent, CREATE_PROMISE).map((b) => b.optionIds)).toEqual([['o-1400'], ['o-1400']])
  })

  it('age-restricted items ask for the birth date, sent with the checkout (§4, §5)', async () => {
    const { result, sent, onCheckoutCreated } = setup(script({}, { ageRestricted: true }))
    await waitFor(() => expect(result.current.ageRestricted).toBe(true))
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    expect(result.current.minimumAge).toBe(21)
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    expect(result.current.submit.status).toBe('verifyingAge')
    expect(bodiesOf(sent, RESERVE)).toHaveLength(0)
    act(() => result.current.verifyAge('1990-04-12'))
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalled())
    expect(bodiesOf(sent, CREATE_CHECKOUT)[0]).toMatchObject({
      buyer: { dateOfBirth: '1990-04-12' },
    })
  })

  it('a conflict opens Time Expired, resets the form and refetches quotes (§4)', async () => {
    const { result, sent } = setup(
      script({
        [CREATE_PROMISE]: {
          status: 409,
          body: { errors: [{ statusCode: 409, code: 'VERSION_CONFLICT', reason: 'stale' }] },
        },
      }),
    )
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    await waitFor(() => expect(result.current.modal).toBe('timeExpired'))
    expect(result.current.selection.slotKey).toBeUndefined()
    await waitFor(() => expect(bodiesOf(sent, SLOTS).length).toBeGreaterThanOrEqual(2))
    act(() => result.current.selectNewTime())
    expect(result.current.modal).toBeUndefined()
  })

  it('a stored, expired reservation opens Reservation Expired (§4)', async () => {
    const expired: StoredReservation = {
      promise: { ...promise(), expiration: { value: '2026-11-22T09:59:00.000Z' } },
      ttl: Date.parse('2026-11-22T10:04:00.000Z'),
    }
    const { result } = setup(script(), {
      reservations: memoryReservationStore({ Delivery: expired }),
    })
    await waitFor(() => expect(result.current.modal).toBe('reservationExpired'))
  })

  it('a stored valid reservation is updated automatically; excluded items fail with "Promise has fallout" (§4)', async () => {
    const valid: StoredReservation = {
      promise: promise(),
      ttl: Date.parse('2026-11-22T11:05:00.000Z'),
    }
    const ok = setup(script({ [FROM_RESERVATION]: { body: promise() } }), {
      reservations: memoryReservationStore({ Delivery: valid }),
    })
    await waitFor(() => expect(ok.onCheckoutCreated).toHaveBeenCalledWith('checkout-9'))
    expect(bodiesOf(ok.sent, SLOTS)).toHaveLength(0)
    expect(bodiesOf(ok.sent, FROM_RESERVATION)[0]).toMatchObject({ versionKey: 'v1' })

    const fallout = setup(
      script({
        [FROM_RESERVATION]: { body: promise([{ gtin13: '0000000004011', code: 'OUT_OF_STOCK' }]) },
      }),
      { reservations: memoryReservationStore({ Delivery: valid }) },
    )
    await waitFor(() => expect(fallout.result.current.failure?.message).toBe(PROMISE_FALLOUT_ERROR))
    // The shopper chooses again: quotes are fetched.
    await waitFor(() => expect(fallout.result.current.quotes.status).toBe('success'))
  })

  it('§4: leaving the page resets its state; coming back starts fresh and fetches quotes again', async () => {
    const reservations = memoryReservationStore()
    const first = setup(script(), { reservations })
    await waitFor(() => expect(first.result.current.quotes.status).toBe('success'))
    act(() => first.result.current.setFilter('under5'))
    act(() => first.result.current.selectTime('q-1|o-0900'))
    expect(first.result.current.selection.filter).toBe('under5')
    first.unmount()

    const back = setup(script(), { reservations })
    await waitFor(() => expect(back.result.current.quotes.status).toBe('success'))
    expect(back.result.current.selection.slotKey).toBeUndefined()
    expect(back.result.current.selection.filter).toBe('all')
    expect(back.result.current.submit).toEqual({ status: 'idle' })
    expect(back.result.current.modal).toBeUndefined()
    expect(bodiesOf(back.sent, SLOTS)).toHaveLength(1)
  })

  it('redirects to the cart when the active modality does not match (§2 Routes)', async () => {
    const { result } = setup(script(), { fulfillmentType: 'Pickup' })
    await waitFor(() =>
      expect(result.current.page).toEqual({ status: 'redirect', redirect: { to: 'cart' } }),
    )
  })

  it("§4: setting the modality fails: 'Something went wrong' with 'Setting modality failed'", async () => {
    const { result } = setup(
      script({
        [SET_PREF]: { status: 500, body: { errors: [{ statusCode: 500, code: 'DOWN' }] } },
      }),
    )
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.setFilter('own'))
    await waitFor(() => expect(result.current.modal).toBe('somethingWentWrong'))
    expect(result.current.modalReason).toBe('Setting modality failed')
  })

  it('delivery unavailable with the outside grocer: back to own delivery and the modal (§4)', async () => {
    const { result, sent } = setup(
      script({
        [SLOTS]: (body) =>
          (body as { vendors?: unknown }).vendors === undefined
            ? {
                status: 400,
                body: {
                  errors: [{ statusCode: 400, code: 'VENDOR_UNAVAILABLE', reason: 'none' }],
                },
              }
            : { body: slotsBody },
      }),
    )
    await waitFor(() => expect(result.current.modal).toBe('deliveryUnavailable'))
    expect(result.current.selection.filter).toBe('own')
    await waitFor(() => expect(bodiesOf(sent, SET_PREF)).toHaveLength(1))
  })

  it('a retry after the age dialog keeps the birth date (§4, §8 retry)', async () => {
    let reserved = false
    const { result, sent, onCheckoutCreated } = setup(
      script({ [RESERVE]: () => ({ body: { reserved } }) }, { ageRestricted: true }),
    )
    await waitFor(() => expect(result.current.ageRestricted).toBe(true))
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    act(() => result.current.verifyAge('1990-04-12'))
    await waitFor(() => expect(result.current.failure?.message).toBe(messages.reserveFailed))
    reserved = true
    act(() => result.current.retry())
    expect(result.current.submit.status).not.toBe('verifyingAge')
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalled())
    expect(bodiesOf(sent, CREATE_CHECKOUT)[0]).toMatchObject({
      buyer: { dateOfBirth: '1990-04-12' },
    })
  })

  it('items left out of the chosen time open the replacements drawer first (§2 item fallout)', async () => {
    const withFallout = {
      ...slotsBody,
      days: [
        {
          date: '2026-11-22',
          month: 'November',
          times: [
            slot('o-0900', 3.95, {
              items: {
                included: [{ gtin13: '0000000004011' }],
                excluded: [{ gtin13: '0008000000101', code: 'OUT_OF_STOCK' }],
              },
            }),
          ],
        },
      ],
    }
    const { result, sent, onCheckoutCreated } = setup(script({ [SLOTS]: { body: withFallout } }))
    await waitFor(() => expect(result.current.quotes.status).toBe('success'))
    act(() => result.current.selectTime('q-1|o-0900'))
    act(() => result.current.continue())
    expect(result.current.replacementsOpen).toBe(true)
    expect(result.current.fallout).toEqual([
      {
        gtin13: '0008000000101',
        description: 'Item 0008000000101',
        code: 'OUT_OF_STOCK',
        quantity: 1,
        replaceable: true,
      },
    ])
    expect(bodiesOf(sent, RESERVE)).toHaveLength(0)
    act(() => result.current.continueToPayment())
    expect(result.current.replacementsOpen).toBe(false)
    await waitFor(() => expect(onCheckoutCreated).toHaveBeenCalled())
  })
})
