import {
  type ApiError,
  EDGE_CACHE_ERROR_CODE,
  formatMessage,
  messages,
  PROMISE_FALLOUT_ERROR,
} from '@aisle/api'

/**
 * The scheduling step's submit (checkout.md §4 "Scheduling flow"): optionally the age
 * dialog, then reserve the slot and create or update the promise, then create the
 * checkout. Failures either show a message with a retry, or open one of the modals of
 * checkout.md §2 "Modals on scheduling".
 */
export type SchedulingModal =
  | 'reservationExpired'
  | 'timeExpired'
  | 'somethingWentWrong'
  | 'deliveryUnavailable'
  | 'orderTimedOut'

export interface SchedulingFailure {
  /** A title of the delivery error screens (checkout.md §2), when the failure has one. */
  title?: string
  message: string
  /** Try Again re-sends the submit (reserve failure, generic errors). */
  retry: boolean
}

export type ReservationState =
  | { status: 'idle' }
  | { status: 'verifyingAge' }
  | { status: 'reserving'; birthDate?: string }
  | { status: 'creatingCheckout' }
  | { status: 'autoUpdating' }
  | { status: 'done'; checkoutId: string }
  | { status: 'failed'; failure: SchedulingFailure }
  | { status: 'modal'; modal: SchedulingModal }

export type ReservationEvent =
  | { type: 'SUBMIT'; needsAge: boolean; birthDate?: string }
  | { type: 'AGE.VERIFIED'; birthDate: string }
  | { type: 'AGE.CANCEL' }
  | { type: 'RESERVED' }
  | { type: 'CHECKOUT.CREATED'; checkoutId: string }
  | { type: 'FAIL'; failure: SchedulingFailure }
  | { type: 'OPEN'; modal: SchedulingModal }
  | { type: 'AUTO_UPDATE' }
  | { type: 'DISMISS' }

export const initialReservationState: ReservationState = { status: 'idle' }

const invalid = (event: ReservationEvent, state: ReservationState): never => {
  throw new Error(`Invalid action "${event.type}" in state "${state.status}"`)
}

/** Where a submit can start: at rest, after a failure, or from a dismissed modal. */
const canStart = (state: ReservationState) => state.status === 'idle' || state.status === 'failed'

export function reservationReducer(
  state: ReservationState,
  event: ReservationEvent,
): ReservationState {
  switch (event.type) {
    case 'SUBMIT':
      if (!canStart(state)) return invalid(event, state)
      // Age-restricted items require a birth date before the checkout is created (§4).
      if (event.needsAge && event.birthDate === undefined) return { status: 'verifyingAge' }
      return event.birthDate === undefined
        ? { status: 'reserving' }
        : { status: 'reserving', birthDate: event.birthDate }
    case 'AGE.VERIFIED':
      if (state.status !== 'verifyingAge') return invalid(event, state)
      return { status: 'reserving', birthDate: event.birthDate }
    case 'AGE.CANCEL':
      if (state.status !== 'verifyingAge') return invalid(event, state)
      return { status: 'idle' }
    case 'AUTO_UPDATE':
      // A stored valid reservation is updated automatically (§4).
      if (state.status !== 'idle') return invalid(event, state)
      return { status: 'autoUpdating' }
    case 'RESERVED':
      if (state.status !== 'reserving' && state.status !== 'autoUpdating') {
        return invalid(event, state)
      }
      return { status: 'creatingCheckout' }
    case 'CHECKOUT.CREATED':
      if (state.status !== 'creatingCheckout') return invalid(event, state)
      return { status: 'done', checkoutId: event.checkoutId }
    case 'FAIL':
      if (!isBusy(state)) return invalid(event, state)
      return { status: 'failed', failure: event.failure }
    case 'OPEN':
      // Modals open from a running submit, or on load (a stored reservation expired).
      if (state.status === 'done') return invalid(event, state)
      return { status: 'modal', modal: event.modal }
    case 'DISMISS':
      if (state.status !== 'modal' && state.status !== 'failed') return invalid(event, state)
      return { status: 'idle' }
  }
}

export function isBusy(state: ReservationState): boolean {
  return (
    state.status === 'reserving' ||
    state.status === 'creatingCheckout' ||
    state.status === 'autoUpdating'
  )
}

/** Service codes that mean the chosen time is gone: the Time Expired modal (§4). */
export const CONFLICT_CODES: readonly string[] = [
  'VERSION_CONFLICT',
  'PROMISE_EXPIRED',
  'PROMISE_NOT_FOUND',
  'QUOTE_EXPIRED',
]

export function isConflict(error: Pick<ApiError, 'status' | 'code'>): boolean {
  return error.status === 409 || (error.code !== undefined && CONFLICT_CODES.includes(error.code))
}

/** The failure shown when the reserve call fails or does not reserve (checkout.md §8). */
export const reserveFailure: SchedulingFailure = { message: messages.reserveFailed, retry: true }

/** 'Promise has fallout' when the automatic update finds excluded items (§4). */
export const falloutFailure: SchedulingFailure = { message: PROMISE_FALLOUT_ERROR, retry: false }

/** What a failed promise or checkout call shows (checkout.md §8 "Scheduling"). */
export function submitFailureOf(error: ApiError): SchedulingFailure {
  const code = error.code ?? ''
  const reason = error.kind === 'http' ? (error.serverMessage ?? error.reason) : undefined
  if (code.includes('ALCOHOL_QTY_EXCEEDED')) {
    return { title: messages.alcoholQuantityExceededTitle, message: reason ?? '', retry: false }
  }
  if (code.includes('ALCOHOL_NA_FOR_ADDRESS')) {
    return { title: messages.alcoholUnavailableTitle, message: reason ?? '', retry: false }
  }
  if (code.includes('INSTACART_')) return { message: reason ?? '', retry: false }
  if (code === 'NO_ITEMS_AVAILABLE' || code === 'ITEMS_UNAVAILABLE') {
    return {
      title: messages.itemsNotAvailableTitle,
      message: messages.itemsNotAvailable,
      retry: false,
    }
  }
  if (code === 'INVALID_ADDRESS' || code === 'ADDRESS_ERROR') {
    return { title: messages.confirmAddressTitle, message: messages.invalidZipCode, retry: false }
  }
  if (code === 'NO_QUOTES') {
    return {
      title: messages.deliveryTimeUnavailableTitle,
      message: messages.noDeliveryTimesLeft,
      retry: false,
    }
  }
  if (code === 'TIMESLOT_UNAVAILABLE') {
    return { message: messages.timeNoLongerAvailable, retry: false }
  }
  if (code === 'AGE_VERIFICATION_REQUIRED' || code === 'AGE_RESTRICTED') {
    return { message: messages.ageRestrictedItems, retry: false }
  }
  if (code === 'MISSING_PROMISE') {
    return { message: formatMessage('noPromise', { code: 'RS' }), retry: false }
  }
  if (error.status === 500 && code === 'UNKNOWN_RESPONSE_ERROR') {
    return {
      title: messages.somethingWentWrongTitle,
      message: `${messages.checkoutTechnicalDifficulties} Error Code ${EDGE_CACHE_ERROR_CODE}`,
      retry: true,
    }
  }
  return { title: messages.somethingWentWrongTitle, message: error.message, retry: true }
}
