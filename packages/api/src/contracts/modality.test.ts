import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MODALITY_FEE_MAX,
  type ModalityOptionEntry,
  type ModalityPreference,
  modalityOptionsRequestSchema,
  modalityOptionsResponseSchema,
  modalityPreferenceSchema,
  modalityTypeSchema,
} from './modality.js'
import {
  fromCheckoutModalityType,
  latestPreferenceByType,
  toCheckoutModalityType,
  toModalityOption,
  toModalityOptions,
} from './modality-helpers.js'

const store: ModalityOptionEntry = {
  destination: { locationId: '01400943' },
  distance: 3.2468,
  isCrossBanner: false,
  fulfillment: ['PICKUP', 'IN_STORE'],
  storeDetails: {
    address: {
      addressLines: ['1 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    },
    locationId: '01400943',
    vanityName: 'Vine Street',
    divisionNumber: '014',
    storeNumber: '00943',
    banner: 'greenleaf',
    departmentFlags: { isLockerLocation: true },
    isOpen: true,
    openText: 'Open until 11pm',
  },
}

describe('modality types (shopping-method-selector.md §1, checkout.md §3)', () => {
  it('names the four modalities', () => {
    expect(modalityTypeSchema.options).toEqual(['DELIVERY', 'PICKUP', 'SHIP', 'IN_STORE'])
  })
  it('maps to the checkout spelling and back; SHIP has none', () => {
    for (const type of ['DELIVERY', 'PICKUP', 'IN_STORE'] as const) {
      const checkout = toCheckoutModalityType(type)
      expect(checkout).toBeDefined()
      if (checkout !== undefined) expect(fromCheckoutModalityType(checkout)).toBe(type)
    }
    expect(toCheckoutModalityType('IN_STORE')).toBe('InStore')
    expect(toCheckoutModalityType('SHIP')).toBeUndefined()
  })
})

describe('modality options (shopping-method-selector.md §3, §7)', () => {
  it("requires an address with a postal code or a location, from 'every_page'", () => {
    expect(
      modalityOptionsRequestSchema.safeParse({
        address: { postalCode: '45202' },
        originPage: 'every_page',
      }).success,
    ).toBe(true)
    expect(
      modalityOptionsRequestSchema.safeParse({
        location: { lat: 39.1, lng: -84.5 },
        originPage: 'every_page',
      }).success,
    ).toBe(true)
    expect(modalityOptionsRequestSchema.safeParse({ originPage: 'every_page' }).success).toBe(false)
    expect(
      modalityOptionsRequestSchema.safeParse({
        address: { cityTown: 'X' },
        originPage: 'every_page',
      }).success,
    ).toBe(false)
    expect(
      modalityOptionsRequestSchema.safeParse({
        address: { postalCode: '45202' },
        originPage: 'cart',
      }).success,
    ).toBe(false)
  })
  it('maps a store entry: name, address, miles to 2 decimals, locker tag (§2 "Store menu", §9)', () => {
    expect(toModalityOption(store)).toEqual({
      locationId: '01400943',
      name: 'Vine Street',
      address: {
        street: '1 Vine St',
        locality: 'Cincinnati',
        region: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
      distanceMiles: 3.25,
      isCrossBanner: false,
      isLocker: true,
      isOpen: true,
      openText: 'Open until 11pm',
      divisionNumber: '014',
      storeNumber: '00943',
      banner: 'greenleaf',
      fulfillment: ['PICKUP', 'IN_STORE'],
    })
  })
  it('sorts each list by ascending distance (§9)', () => {
    const response = modalityOptionsResponseSchema.parse({
      options: {
        PICKUP: [
          { ...store, distance: 9 },
          { ...store, distance: 1.5 },
          { ...store, distance: undefined },
          { ...store, distance: 4 },
        ],
      },
    })
    expect(toModalityOptions(response).PICKUP?.map((o) => o.distanceMiles)).toEqual([
      1.5,
      4,
      9,
      undefined,
    ])
  })
  it('rejects a negative distance, an unknown sub-option and a non-URL web link', () => {
    const parse = (entry: unknown) =>
      modalityOptionsResponseSchema.safeParse({ options: { PICKUP: [entry] } }).success
    expect(parse(store)).toBe(true)
    expect(parse({ ...store, distance: -1 })).toBe(false)
    expect(parse({ ...store, deliverySubOption: 'DRONE' })).toBe(false)
    expect(
      parse({
        ...store,
        storeDetails: {
          ...store.storeDetails,
          externalNavigation: { webUrl: 'nope', linkText: 'Go' },
        },
      }),
    ).toBe(false)
  })
})

describe('modality fees (shopping-method-selector.md §1, §6: reduced membership-specific fees)', () => {
  const parse = (fee: unknown) =>
    modalityOptionsResponseSchema.safeParse({ options: { DELIVERY: [{ ...store, fee }] } })
  it("carries the regular fee and the members' fee to the option", () => {
    const result = parse({ regular: 9.95, membership: 3.95 })
    expect(result.success).toBe(true)
    const entry = result.data?.options.DELIVERY?.[0]
    expect(entry && toModalityOption(entry).fee).toEqual({ regular: 9.95, membership: 3.95 })
    expect(toModalityOption(store).fee).toBeUndefined()
  })
  it('carries a same-day pickup mark to the option (§9 same-day pickup copy)', () => {
    const parsed = modalityOptionsResponseSchema.parse({
      options: { PICKUP: [{ ...store, sameDayPickup: true }] },
    })
    const entry = parsed.options.PICKUP?.[0]
    expect(entry && toModalityOption(entry).sameDayPickup).toBe(true)
    expect(
      modalityOptionsResponseSchema.safeParse({
        options: { PICKUP: [{ ...store, sameDayPickup: 'yes' }] },
      }).success,
    ).toBe(false)
  })
  it(`bounds each fee to 0..${MODALITY_FEE_MAX}; the members' fee is never above the regular`, () => {
    expect(parse({ regular: 0 }).success).toBe(true)
    expect(parse({ regular: MODALITY_FEE_MAX, membership: 0 }).success).toBe(true)
    expect(parse({ regular: -0.01 }).success).toBe(false)
    expect(parse({ regular: MODALITY_FEE_MAX + 0.01 }).success).toBe(false)
    expect(parse({ regular: 5, membership: -1 }).success).toBe(false)
    expect(parse({ regular: 5, membership: 5.01 }).success).toBe(false)
    expect(parse({ membership: 1 }).success).toBe(false)
  })
})

describe('modality preferences (shopping-method-selector.md §3, §4)', () => {
  const preference = (
    id: string,
    type: 'PICKUP' | 'DELIVERY',
    createdDate: string,
  ): ModalityPreference =>
    modalityPreferenceSchema.parse({
      id,
      modalityType: type,
      destination: { locationId: '01400943' },
      createdDate,
      source: 'options',
    })
  it('takes the latest createdDate of each type as its active modality', () => {
    const latest = latestPreferenceByType([
      preference('a', 'PICKUP', '2026-10-01T00:00:00Z'),
      preference('b', 'PICKUP', '2026-10-03T00:00:00Z'),
      preference('c', 'DELIVERY', '2026-10-02T00:00:00Z'),
      preference('d', 'PICKUP', '2026-10-02T00:00:00Z'),
    ])
    expect(latest.PICKUP?.id).toBe('b')
    expect(latest.DELIVERY?.id).toBe('c')
    expect(latest.SHIP).toBeUndefined()
  })
  it('property: the chosen preference is never older than another of its type', () => {
    const arbitrary = fc.array(
      fc.record({
        id: fc.uuid(),
        type: fc.constantFrom('PICKUP' as const, 'DELIVERY' as const),
        at: fc.date({
          min: new Date('2020-01-01'),
          max: new Date('2030-01-01'),
          noInvalidDate: true,
        }),
      }),
    )
    fc.assert(
      fc.property(arbitrary, (rows) => {
        const prefs = rows.map((r) => preference(r.id, r.type, r.at.toISOString()))
        const latest = latestPreferenceByType(prefs)
        for (const p of prefs) {
          const chosen = latest[p.modalityType]
          expect(chosen).toBeDefined()
          expect(Date.parse(chosen?.createdDate ?? '')).toBeGreaterThanOrEqual(
            Date.parse(p.createdDate),
          )
        }
      }),
    )
  })
  it('rejects a preference without a destination or with a bad date', () => {
    const ok = preference('a', 'PICKUP', '2026-10-01T00:00:00Z')
    expect(modalityPreferenceSchema.safeParse({ ...ok, destination: {} }).success).toBe(false)
    expect(modalityPreferenceSchema.safeParse({ ...ok, createdDate: 'yesterday' }).success).toBe(
      false,
    )
  })
})
