import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  findSlot,
  isUnderFiveDollars,
  parseSelectionKey,
  selectionKeyOf,
} from './time-slot-helpers.js'
import {
  timeSlotsHeadersSchema,
  timeSlotsRequestSchema,
  timeSlotsResponseSchema,
} from './time-slots.js'

const response = {
  days: [
    {
      date: '2026-11-02',
      month: 'Nov',
      times: [
        {
          quoteId: 'q1',
          optionId: 'o1',
          displayString: '10am - 12pm',
          cost: 3.95,
          waiver: 0,
          shouldShowFees: true,
          vendorId: 'own',
          vendorName: 'Greenleaf',
          option: { type: 'EXPRESS', incentive: { displayName: 'Save $2' } },
          window: {
            value: '2026-11-02T10:00:00-05:00/2026-11-02T12:00:00-05:00',
            timezone: 'America/New_York',
          },
          items: {
            included: [{ gtin13: '0001111041700' }],
            excluded: [{ gtin13: '0001111041701', code: 'OOS' }],
          },
        },
      ],
    },
  ],
  membership: { type: 'BST', freeThreshold: 35 },
}

describe('time slots (checkout.md §3, §7; shopping-method-selector.md §3, §7)', () => {
  it('parses days, times, included and excluded items and membership', () => {
    expect(timeSlotsResponseSchema.parse(response)).toEqual(response)
  })
  it("accepts every banner's plan codes as the slot membership (shopping-method-selector.md §3)", () => {
    for (const type of ['BST', 'BSTL', 'HTEL', 'HTPL']) {
      const parsed = timeSlotsResponseSchema.parse({ ...response, membership: { type } })
      expect(parsed.membership?.type).toBe(type)
    }
  })
  it('rejects a bad date, a non-BST membership and an excluded item without code', () => {
    expect(
      timeSlotsResponseSchema.safeParse({ days: [{ ...response.days[0], date: '11/02/2026' }] })
        .success,
    ).toBe(false)
    expect(
      timeSlotsResponseSchema.safeParse({ ...response, membership: { type: 'GOLD' } }).success,
    ).toBe(false)
    const [day] = response.days
    const time = {
      ...day?.times[0],
      items: { included: [], excluded: [{ gtin13: '0001111041701' }] },
    }
    expect(timeSlotsResponseSchema.safeParse({ days: [{ ...day, times: [time] }] }).success).toBe(
      false,
    )
  })
  it('asks with items {gtin13, offerId, quantity} and the user-time-zone header', () => {
    expect(
      timeSlotsRequestSchema.safeParse({
        items: [{ gtin13: '0001111041700', offerId: 'x', quantity: 2 }],
        vendors: { sources: ['own'], handoffs: ['DELIVERY'] },
      }).success,
    ).toBe(true)
    expect(
      timeSlotsRequestSchema.safeParse({ items: [{ gtin13: '123', quantity: 1 }] }).success,
    ).toBe(false)
    expect(timeSlotsHeadersSchema.safeParse({ 'user-time-zone': 'America/New_York' }).success).toBe(
      true,
    )
    expect(timeSlotsHeadersSchema.safeParse({}).success).toBe(false)
  })
  it("'Under $5' means cost plus waiver below 5 (account-area.md §2, checkout.md §9)", () => {
    expect(isUnderFiveDollars({ cost: 3.95, waiver: 0 })).toBe(true)
    expect(isUnderFiveDollars({ cost: 3.95, waiver: 1.05 })).toBe(false)
    expect(isUnderFiveDollars({ cost: 4.99 })).toBe(true)
    expect(isUnderFiveDollars({ cost: 5 })).toBe(false)
  })
  it('combines quoteId and optionId into one selection key and finds the slot by it', () => {
    const key = selectionKeyOf({ quoteId: 'q1', optionId: 'o1' })
    expect(parseSelectionKey(key)).toEqual({ quoteId: 'q1', optionId: 'o1' })
    expect(findSlot(timeSlotsResponseSchema.parse(response).days, key)?.displayString).toBe(
      '10am - 12pm',
    )
    expect(
      findSlot(
        timeSlotsResponseSchema.parse(response).days,
        selectionKeyOf({ quoteId: 'q1', optionId: 'o2' }),
      ),
    ).toBeUndefined()
    expect(parseSelectionKey('no-separator')).toBeUndefined()
  })
  it('property: the selection key round-trips any pair of ids, even with the separator in them', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (quoteId, optionId) => {
        expect(parseSelectionKey(selectionKeyOf({ quoteId, optionId }))).toEqual({
          quoteId,
          optionId,
        })
      }),
    )
  })
})
