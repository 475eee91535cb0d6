import { describe, expect, it } from 'vitest'
import {
  STORE_LOOKUP_MAX,
  STORE_SEARCH_RADIUS_MILES,
  storeLocatorQuerySchema,
} from './store-locator.js'

const ok = (query: object) => storeLocatorQuerySchema.safeParse(query).success

describe('store locator query (account-area.md §7, §9 "Store search radius: 500 miles")', () => {
  it('searches a 5-digit postal code, within the radius of §9 at most', () => {
    expect(STORE_SEARCH_RADIUS_MILES).toBe(500)
    expect(ok({ postalCode: '45202' })).toBe(true)
    expect(ok({ postalCode: '45202', radius: '500' })).toBe(true)
    expect(ok({ postalCode: '45202', radius: '1' })).toBe(true)
    expect(ok({ postalCode: '45202', radius: '501' })).toBe(false)
    expect(ok({ postalCode: '45202', radius: '0' })).toBe(false)
    expect(ok({ postalCode: '45202', radius: '2.5' })).toBe(false)
    expect(ok({ postalCode: '4520' })).toBe(false)
    expect(ok({})).toBe(false)
  })
  it('searches near a device location, latitude and longitude in range', () => {
    expect(ok({ near: '39.1,-84.5', radius: '500' })).toBe(true)
    expect(ok({ near: '-90,180' })).toBe(true)
    expect(ok({ near: '90.5,0' })).toBe(false)
    expect(ok({ near: '0,180.1' })).toBe(false)
    expect(ok({ near: '39.1' })).toBe(false)
    expect(ok({ near: 'here' })).toBe(false)
  })
  it(`looks up at most ${STORE_LOOKUP_MAX} stores by id`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `0140${i}`).join(',')
    expect(ok({ locationIds: ids(STORE_LOOKUP_MAX) })).toBe(true)
    expect(ok({ locationIds: ids(STORE_LOOKUP_MAX + 1) })).toBe(false)
  })
})
