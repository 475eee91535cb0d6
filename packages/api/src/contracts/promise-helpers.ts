import type { FulfillmentPromise } from './promise.js'

// The promise rules without the schemas (see helpers.test.ts).

/**
 * When the stored reservation lapses: its expiration plus an offset in minutes
 * (checkout.md §3 "Promise (reservation)"), in epoch milliseconds.
 */
export function reservationTimeToLive(
  promise: Pick<FulfillmentPromise, 'expiration'>,
  offsetMinutes: number,
): number {
  return Date.parse(promise.expiration.value) + offsetMinutes * 60_000
}

/** A stored reservation is valid until its expiration (checkout.md §4 "Scheduling flow"). */
export function isPromiseExpired(
  promise: Pick<FulfillmentPromise, 'expiration'>,
  now: Date,
): boolean {
  return Date.parse(promise.expiration.value) <= now.getTime()
}

/** Items excluded by any selection: 'Promise has fallout' (checkout.md §4). */
export function hasFallout(promise: Pick<FulfillmentPromise, 'selections'>): boolean {
  return promise.selections.some((selection) => selection.items.excluded.length > 0)
}

/** The error an automatic update raises on fallout (checkout.md §4). */
export const PROMISE_FALLOUT_ERROR = 'Promise has fallout'
