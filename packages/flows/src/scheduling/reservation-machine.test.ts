import { messages, PROMISE_FALLOUT_ERROR } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  falloutFailure,
  initialReservationState,
  isConflict,
  type ReservationEvent,
  type ReservationState,
  reservationReducer,
  reserveFailure,
} from './reservation-machine.js'
import {
  memoryReservationStore,
  reservationStatus,
  storedReservationOf,
} from './reservation-store.js'

const run = (events: ReservationEvent[], from: ReservationState = initialReservationState) =>
  events.reduce(reservationReducer, from)

describe('reservation machine (checkout.md §4 "Scheduling flow")', () => {
  it('reserves, then creates the checkout', () => {
    expect(
      run([
        { type: 'SUBMIT', needsAge: false },
        { type: 'RESERVED' },
        { type: 'CHECKOUT.CREATED', checkoutId: 'c-1' },
      ]),
    ).toEqual({ status: 'done', checkoutId: 'c-1' })
  })

  it('asks for a birth date first when items are age-restricted (§4, §5)', () => {
    const asking = run([{ type: 'SUBMIT', needsAge: true }])
    expect(asking).toEqual({ status: 'verifyingAge' })
    expect(reservationReducer(asking, { type: 'AGE.VERIFIED', birthDate: '1990-01-02' })).toEqual({
      status: 'reserving',
      birthDate: '1990-01-02',
    })
    expect(reservationReducer(asking, { type: 'AGE.CANCEL' })).toEqual({ status: 'idle' })
  })

  it('a failure can be retried (§8 reserve failure with retry)', () => {
    const failed = run([
      { type: 'SUBMIT', needsAge: false },
      { type: 'FAIL', failure: reserveFailure },
    ])
    expect(failed).toEqual({ status: 'failed', failure: reserveFailure })
    expect(reserveFailure.message).toBe(
      'Your requested time slot was not reserved. Please try again.',
    )
    expect(reservationReducer(failed, { type: 'SUBMIT', needsAge: false })).toEqual({
      status: 'reserving',
    })
  })

  it('the automatic update of a stored reservation; fallout fails with "Promise has fallout" (§4)', () => {
    expect(run([{ type: 'AUTO_UPDATE' }, { type: 'RESERVED' }])).toEqual({
      status: 'creatingCheckout',
    })
    expect(run([{ type: 'AUTO_UPDATE' }, { type: 'FAIL', failure: falloutFailure }])).toMatchObject(
      {
        failure: { message: PROMISE_FALLOUT_ERROR },
      },
    )
  })

  it('opens and dismisses the modals of §2', () => {
    for (const modal of [
      'reservationExpired',
      'timeExpired',
      'somethingWentWrong',
      'deliveryUnavailable',
      'orderTimedOut',
    ] as const) {
      const open = run([{ type: 'OPEN', modal }])
      expect(open).toEqual({ status: 'modal', modal })
      expect(reservationReducer(open, { type: 'DISMISS' })).toEqual({ status: 'idle' })
    }
  })

  it('throws on an illegal move', () => {
    expect(() => run([{ type: 'RESERVED' }])).toThrow('Invalid action "RESERVED" in state "idle"')
    expect(() =>
      run([
        { type: 'SUBMIT', needsAge: false },
        { type: 'SUBMIT', needsAge: false },
      ]),
    ).toThrow('Invalid action "SUBMIT" in state "reserving"')
    expect(() => run([{ type: 'AGE.VERIFIED', birthDate: '1990-01-01' }])).toThrow()
    expect(() => run([{ type: 'CHECKOUT.CREATED', checkoutId: 'x' }])).toThrow()
    expect(() => run([{ type: 'FAIL', failure: reserveFailure }])).toThrow()
    expect(() => run([{ type: 'DISMISS' }])).toThrow()
    const done = run([
      { type: 'SUBMIT', needsAge: false },
      { type: 'RESERVED' },
      { type: 'CHECKOUT.CREATED', checkoutId: 'c' },
    ])
    expect(() => reservationReducer(done, { type: 'OPEN', modal: 'timeExpired' })).toThrow()
  })

  it('conflict errors open Time Expired (§4)', () => {
    expect(isConflict({ status: 409, code: 'VERSION_CONFLICT' })).toBe(true)
    expect(isConflict({ status: 404, code: 'PROMISE_EXPIRED' })).toBe(true)
    expect(isConflict({ status: 500, code: 'X' })).toBe(false)
    expect(messages.reserveFailed).toBe(reserveFailure.message)
  })
})

describe('stored reservation (checkout.md §3: time to live = expiration plus an offset)', () => {
  const promise = {
    id: 'p-1',
    versionKey: 'v1',
    expiration: { value: '2026-11-22T10:00:00.000Z' },
    selections: [],
  }
  it('is valid before its expiration, expired after it, and gone after its ttl', () => {
    const stored = storedReservationOf(promise)
    expect(stored.ttl).toBe(Date.parse('2026-11-22T10:05:00.000Z'))
    expect(reservationStatus(stored, new Date('2026-11-22T09:59:00Z'))).toBe('valid')
    expect(reservationStatus(stored, new Date('2026-11-22T10:01:00Z'))).toBe('expired')
    expect(reservationStatus(stored, new Date('2026-11-22T10:06:00Z'))).toBe('none')
    expect(reservationStatus(undefined, new Date())).toBe('none')
  })
  it('is kept per modality', () => {
    const store = memoryReservationStore()
    store.set('Delivery', storedReservationOf(promise))
    expect(store.get('Pickup')).toBeUndefined()
    expect(store.get('Delivery')?.promise.id).toBe('p-1')
    store.clear('Delivery')
    expect(store.get('Delivery')).toBeUndefined()
  })
})

describe('submit failures (checkout.md §8 "Scheduling")', () => {
  const error = (status: number, code: string, serverMessage?: string) =>
    ({
      kind: 'http',
      status,
      code,
      message: 'Something went wrong',
      ...(serverMessage ? { serverMessage } : {}),
    }) as never
  it('maps each code to the catalogue text', async () => {
    const { submitFailureOf } = await import('./reservation-machine.js')
    expect(submitFailureOf(error(400, 'X_ALCOHOL_QTY_EXCEEDED', 'Limit 12 bottles'))).toEqual({
      title: 'Alcohol Quantity Limit Exceeded',
      message: 'Limit 12 bottles',
      retry: false,
    })
    expect(submitFailureOf(error(400, 'ALCOHOL_NA_FOR_ADDRESS', 'Not in your county')).title).toBe(
      'Alcohol Delivery Is Unavailable',
    )
    expect(submitFailureOf(error(400, 'INSTACART_DOWN', 'Partner says no')).message).toBe(
      'Partner says no',
    )
    expect(submitFailureOf(error(400, 'NO_ITEMS_AVAILABLE'))).toMatchObject({
      title: 'Items Are Not Available',
      message: 'The items in your cart are not available. Please update your cart and try again.',
    })
    expect(submitFailureOf(error(400, 'INVALID_ADDRESS')).title).toBe('Confirm Address')
    expect(submitFailureOf(error(400, 'NO_QUOTES')).title).toBe('Delivery Time Unavailable')
    expect(submitFailureOf(error(400, 'TIMESLOT_UNAVAILABLE')).message).toBe(
      'The time you selected for your order is no longer available. Please select a new time.',
    )
    expect(submitFailureOf(error(400, 'AGE_VERIFICATION_REQUIRED')).message).toBe(
      'You have age restricted items in your cart.',
    )
    expect(submitFailureOf(error(400, 'MISSING_PROMISE')).message).toBe(
      'You must have a time selected. Error Code RS',
    )
    expect(submitFailureOf(error(500, 'UNKNOWN_RESPONSE_ERROR')).message).toContain(
      'Error Code TS1079',
    )
    expect(submitFailureOf(error(500, 'OTHER'))).toMatchObject({
      title: 'Something Went Wrong',
      retry: true,
    })
  })
})
