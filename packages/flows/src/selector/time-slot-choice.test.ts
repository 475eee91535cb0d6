import type { FulfillmentPromise, TimeSlot } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  activeSlotDate,
  activeSlotKey,
  initialTimeSlotChoice,
  slotOfKey,
  slotPromiseRequest,
  timeSlotChoiceReducer,
} from './time-slot-choice.js'

const slot = (quoteId: string, optionId: string, extra: Partial<TimeSlot> = {}): TimeSlot => ({
  quoteId,
  optionId,
  displayString: '9:00 AM - 10:00 AM',
  shouldShowFees: true,
  ...extra,
})
const days = [
  { date: '2026-11-02', month: 'November', times: [] },
  { date: '2026-11-03', month: 'November', times: [slot('q1', 'o1'), slot('q1', 'o2')] },
]
const promise: FulfillmentPromise = {
  id: 'p1',
  expiration: { value: '2026-11-02T18:05:00.000Z' },
  selections: [],
  versionKey: 'v1',
}

describe('the time-slot choice: shopping-method-selector.md §2 "Time-slot view", §4 "Time slot"', () => {
  it('shows the first open day; a premium member gets the first slot preselected (§4, §6)', () => {
    expect(activeSlotDate(initialTimeSlotChoice, { days })).toBe('2026-11-03')
    expect(activeSlotKey(initialTimeSlotChoice, { days })).toBeUndefined()
    const member = { days, membership: { type: 'BST' as const } }
    expect(activeSlotKey(initialTimeSlotChoice, member)).toBe('q1|o1')
    const picked = timeSlotChoiceReducer(initialTimeSlotChoice, {
      type: 'selectTime',
      key: 'q1|o2',
    })
    expect(activeSlotKey(picked, member)).toBe('q1|o2')
    expect(slotOfKey(days, 'q1|o2')?.optionId).toBe('o2')
    expect(slotOfKey(days, 'q9|o9')).toBeUndefined()
  })
  it('selecting a slot resets the missing-time message', () => {
    const missing = timeSlotChoiceReducer(initialTimeSlotChoice, {
      type: 'timeMissing',
      message: 'Please select a time to continue',
    })
    expect(missing.error).toBe('Please select a time to continue')
    expect(timeSlotChoiceReducer(missing, { type: 'selectTime', key: 'q1|o1' }).error).toBe(
      undefined,
    )
  })
  it('reserves once at a time, holds the slot, and Edit Reservation keeps the time picked', () => {
    const chosen = slot('q1', 'o1', { vendorId: 'courier-partner' })
    const reserving = timeSlotChoiceReducer(
      { ...initialTimeSlotChoice, slotKey: 'q1|o1' },
      { type: 'reserve', slot: chosen },
    )
    expect(timeSlotChoiceReducer(reserving, { type: 'reserve', slot: chosen })).toBe(reserving)
    const held = timeSlotChoiceReducer(reserving, { type: 'reserved', promise })
    expect(held.reservation).toEqual({ status: 'held', promise, slot: chosen })
    // A late failure after the hold changes nothing.
    expect(timeSlotChoiceReducer(held, { type: 'reserveFailed', message: 'x' })).toBe(held)
    const edited = timeSlotChoiceReducer(held, { type: 'editReservation' })
    expect(edited.reservation).toEqual({ status: 'idle' })
    expect(edited.slotKey).toBe('q1|o1')
    expect(slotPromiseRequest(chosen)).toEqual({
      modalityType: 'DELIVERY',
      optionIds: ['o1'],
      items: [],
      vendorId: 'courier-partner',
    })
  })
})
