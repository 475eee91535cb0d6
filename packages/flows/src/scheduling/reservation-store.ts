import {
  type CheckoutModalityType,
  type FulfillmentPromise,
  isPromiseExpired,
  reservationTimeToLive,
} from '@aisle/api'

/**
 * The stored reservation's time to live: its expiration plus this many minutes
 * (checkout.md §3; the offset's value is not shown, so it is ours).
 */
export const RESERVATION_TTL_OFFSET_MINUTES = 5

export interface StoredReservation {
  promise: FulfillmentPromise
  /** Epoch milliseconds after which the record is dropped. */
  ttl: number
}

/** Where the reservation is kept between visits, per modality. */
export interface ReservationStore {
  get(modality: CheckoutModalityType): StoredReservation | undefined
  set(modality: CheckoutModalityType, reservation: StoredReservation): void
  clear(modality: CheckoutModalityType): void
}

export function storedReservationOf(promise: FulfillmentPromise): StoredReservation {
  return {
    promise,
    ttl: reservationTimeToLive(promise, RESERVATION_TTL_OFFSET_MINUTES),
  }
}

/** 'valid', 'expired' (past its expiration, inside its ttl: the expired modal) or 'none'. */
export function reservationStatus(
  stored: StoredReservation | undefined,
  now: Date,
): 'valid' | 'expired' | 'none' {
  if (stored === undefined || stored.ttl <= now.getTime()) return 'none'
  return isPromiseExpired(stored.promise, now) ? 'expired' : 'valid'
}

const keyOf = (scope: string, modality: CheckoutModalityType) =>
  `aisle:reservation:${scope}:${modality}`

/** A store on `localStorage` (or any Storage), scoped per banner and user. */
export function storageReservationStore(storage: Storage, scope: string): ReservationStore {
  return {
    get(modality) {
      try {
        const raw = storage.getItem(keyOf(scope, modality))
        return raw === null ? undefined : (JSON.parse(raw) as StoredReservation)
      } catch {
        return undefined
      }
    },
    set(modality, reservation) {
      storage.setItem(keyOf(scope, modality), JSON.stringify(reservation))
    },
    clear(modality) {
      storage.removeItem(keyOf(scope, modality))
    },
  }
}

/** A store in memory (tests, stories). */
export function memoryReservationStore(
  initial: Partial<Record<CheckoutModalityType, StoredReservation>> = {},
): ReservationStore {
  const map = new Map(Object.entries(initial)) as Map<CheckoutModalityType, StoredReservation>
  return {
    get: (modality) => map.get(modality),
    set: (modality, reservation) => void map.set(modality, reservation),
    clear: (modality) => void map.delete(modality),
  }
}
