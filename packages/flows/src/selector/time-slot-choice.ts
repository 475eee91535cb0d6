import {
  type FulfillmentPromise,
  selectionKeyOf,
  type TimeSlot,
  type TimeSlotsResponse,
} from '@aisle/api'
import { preselectedSlot } from './selector-delivery.js'

/**
 * The shopper's day, time and reservation in the time-slot preview
 * (shopping-method-selector.md §2 "Time-slot view", §4 "Time slot"): what was picked, on
 * top of what the answer preselects.
 */
export interface TimeSlotChoice {
  date: string | undefined
  slotKey: string | undefined
  /** 'Please select a time to continue'. */
  error: string | undefined
  reservation:
    | { status: 'idle' }
    | { status: 'reserving'; slot: TimeSlot }
    | { status: 'failed'; message: string }
    | { status: 'held'; promise: FulfillmentPromise; slot: TimeSlot }
}

export type TimeSlotChoiceEvent =
  | { type: 'selectDay'; date: string }
  | { type: 'selectTime'; key: string }
  | { type: 'timeMissing'; message: string }
  | { type: 'reserve'; slot: TimeSlot }
  | { type: 'reserved'; promise: FulfillmentPromise }
  | { type: 'reserveFailed'; message: string }
  | { type: 'editReservation' }

export const initialTimeSlotChoice: TimeSlotChoice = {
  date: undefined,
  slotKey: undefined,
  error: undefined,
  reservation: { status: 'idle' },
}

export function timeSlotChoiceReducer(
  state: TimeSlotChoice,
  event: TimeSlotChoiceEvent,
): TimeSlotChoice {
  switch (event.type) {
    case 'selectDay':
      return { ...state, date: event.date }
    case 'selectTime':
      // Selecting a slot resets form validation (§4 "Time slot").
      return { ...state, slotKey: event.key, error: undefined }
    case 'timeMissing':
      return { ...state, error: event.message }
    case 'reserve':
      if (state.reservation.status === 'reserving') return state
      return { ...state, reservation: { status: 'reserving', slot: event.slot } }
    case 'reserved':
      if (state.reservation.status !== 'reserving') return state
      return {
        ...state,
        reservation: { status: 'held', promise: event.promise, slot: state.reservation.slot },
      }
    case 'reserveFailed':
      if (state.reservation.status !== 'reserving') return state
      return { ...state, reservation: { status: 'failed', message: event.message } }
    case 'editReservation':
      // 'Edit Reservation': back to choosing; the time stays picked for the next reserve.
      return { ...state, reservation: { status: 'idle' } }
  }
}

/** The day shown: the picked one, else the preselected slot's, the first open, the first. */
export function activeSlotDate(
  choice: Pick<TimeSlotChoice, 'date'>,
  response: Pick<TimeSlotsResponse, 'days' | 'membership'> | undefined,
): string | undefined {
  if (choice.date !== undefined) return choice.date
  const days = response?.days ?? []
  return (
    preselectedSlot(response)?.date ??
    days.find((day) => day.times.length > 0)?.date ??
    days[0]?.date
  )
}

/** The time picked: the shopper's, else the one preselected for premium members (§4, §6). */
export function activeSlotKey(
  choice: Pick<TimeSlotChoice, 'slotKey'>,
  response: Pick<TimeSlotsResponse, 'days' | 'membership'> | undefined,
): string | undefined {
  if (choice.slotKey !== undefined) return choice.slotKey
  const first = preselectedSlot(response)
  return first && selectionKeyOf(first)
}

/** The slot a key names among the days, if any. */
export function slotOfKey(
  days: TimeSlotsResponse['days'],
  key: string | undefined,
): TimeSlot | undefined {
  if (key === undefined) return undefined
  for (const day of days) {
    const found = day.times.find((t) => selectionKeyOf(t) === key)
    if (found) return found
  }
  return undefined
}

/** The promise body of a slot (§7 "Create promise for a slot option"). */
export function slotPromiseRequest(slot: TimeSlot) {
  return {
    modalityType: 'DELIVERY' as const,
    optionIds: [slot.optionId],
    items: [],
    ...(slot.window ? { originalWindow: slot.window } : {}),
    ...(slot.vendorId ? { vendorId: slot.vendorId } : {}),
  }
}
