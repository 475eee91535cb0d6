import { describe, expect, it } from 'vitest'
import {
  createPromiseRequestSchema,
  hasFallout,
  isPromiseExpired,
  promiseFromReservationRequestSchema,
  promiseSchema,
  reservationTimeToLive,
  updatePromiseRequestSchema,
} from './index.js'

const promise = promiseSchema.parse({
  id: 'p1',
  expiration: { value: '2026-11-02T10:30:00.000Z' },
  selections: [
    {
      vendor: { id: 'own' },
      window: { value: '2026-11-02T15:00:00Z/2026-11-02T17:00:00Z', timezone: 'UTC' },
      items: { included: [{ gtin13: '0001111041700' }], excluded: [] },
    },
  ],
  versionKey: 'v1',
})

describe('promise (checkout.md §3 "Promise (reservation)", §7)', () => {
  it('creates with modalityType, optionIds, items, originalWindow and vendorId', () => {
    const request = {
      modalityType: 'DELIVERY',
      optionIds: ['o1'],
      items: [{ gtin13: '0001111041700', quantity: 1 }],
      originalWindow: { value: '2026-11-02T15:00:00Z/2026-11-02T17:00:00Z', timezone: 'UTC' },
      vendorId: 'own',
    }
    expect(createPromiseRequestSchema.parse(request)).toEqual(request)
    expect(createPromiseRequestSchema.safeParse({ ...request, optionIds: [] }).success).toBe(false)
    expect(updatePromiseRequestSchema.safeParse({ ...request, versionKey: 'v1' }).success).toBe(
      true,
    )
  })
  it('needs items and versionKey to come from a reservation', () => {
    expect(promiseFromReservationRequestSchema.safeParse({ items: [] }).success).toBe(false)
    expect(
      promiseFromReservationRequestSchema.safeParse({ items: [], versionKey: 'v1' }).success,
    ).toBe(true)
  })
  it('keeps the reservation for its expiration plus an offset in minutes', () => {
    expect(reservationTimeToLive(promise, 15)).toBe(Date.parse('2026-11-02T10:45:00.000Z'))
  })
  it('is expired at and after its expiration (Reservation Expired modal, §4)', () => {
    expect(isPromiseExpired(promise, new Date('2026-11-02T10:29:59Z'))).toBe(false)
    expect(isPromiseExpired(promise, new Date('2026-11-02T10:30:00Z'))).toBe(true)
  })
  it("has fallout when any selection excludes items ('Promise has fallout', §4)", () => {
    expect(hasFallout(promise)).toBe(false)
    const [selection] = promise.selections
    if (selection === undefined) throw new Error('fixture')
    const excluded = [{ gtin13: '0001111041701', code: 'OOS' }]
    expect(hasFallout({ selections: [{ ...selection, items: { included: [], excluded } }] })).toBe(
      true,
    )
  })
  it('rejects a promise without versionKey or with a bad expiration', () => {
    const { versionKey: _, ...noKey } = promise
    expect(promiseSchema.safeParse(noKey).success).toBe(false)
    expect(promiseSchema.safeParse({ ...promise, expiration: { value: 'soon' } }).success).toBe(
      false,
    )
  })
})
