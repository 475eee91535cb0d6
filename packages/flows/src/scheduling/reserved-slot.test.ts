import type { TimeSlot, TimeSlotDay } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { reservedSlotOf } from './reserved-slot.js'

const window = (day: string, from: string, to: string) => ({
  value: `${day}T${from}:00Z/${day}T${to}:00Z`,
  timezone: 'UTC',
})

const time = (
  day: string,
  optionId: string,
  from: string,
  to: string,
  vendorId?: string,
): TimeSlot => ({
  quoteId: 'q-1',
  optionId,
  displayString: `${from} - ${to}`,
  shouldShowFees: true,
  window: window(day, from, to),
  ...(vendorId ? { vendorId } : {}),
})

const days: TimeSlotDay[] = [
  { date: '2026-11-26', month: 'November', times: [time('2026-11-26', 'o-1', '14:00', '16:00')] },
  {
    date: '2026-11-27',
    month: 'November',
    times: [
      time('2026-11-27', 'o-2', '14:00', '16:00'),
      time('2026-11-27', 'o-3', '18:00', '20:00', 'courier-partner'),
      time('2026-11-27', 'o-4', '18:00', '20:00'),
    ],
  },
]

const reserved = (from: string, to: string, vendor: string) => ({
  selections: [
    {
      vendor: { id: vendor },
      window: window('2026-11-27', from, to),
      items: { included: [], excluded: [] },
    },
  ],
})

// checkout.md §4: quotes are fetched again "when editing time from the payment page"; §2: the
// back link and 'Change Time' lead there, and the shopper's choice is kept.
describe('reservedSlotOf (checkout.md §2, §4)', () => {
  it('finds the reserved own time by its window, on its day', () => {
    expect(reservedSlotOf(days, reserved('14:00', '16:00', 'hilltop'))).toEqual({
      date: '2026-11-27',
      slotKey: 'q-1|o-2',
    })
  })

  it('tells another vendor’s slot from the own slot of the same window', () => {
    expect(reservedSlotOf(days, reserved('18:00', '20:00', 'courier-partner'))).toEqual({
      date: '2026-11-27',
      slotKey: 'q-1|o-3',
    })
    expect(reservedSlotOf(days, reserved('18:00', '20:00', 'hilltop'))).toEqual({
      date: '2026-11-27',
      slotKey: 'q-1|o-4',
    })
  })

  it('finds nothing when the time is gone or nothing is reserved', () => {
    expect(reservedSlotOf(days, reserved('08:00', '09:00', 'hilltop'))).toBeUndefined()
    expect(reservedSlotOf(days, { selections: [] })).toBeUndefined()
  })
})
