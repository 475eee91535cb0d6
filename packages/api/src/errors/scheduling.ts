import type { MessageKey } from './messages.js'

export interface SchedulingError {
  title?: MessageKey
  message?: MessageKey
  /** The server's reason, shown as given (alcohol and third-party delivery codes). */
  reason?: string
  /** An error code shown with the message. */
  errorCode?: string
  /** Session errors redirect to sign-in (checkout.md §4, §8). */
  signIn?: boolean
}

/** Codes that mean the ZIP code is not valid (checkout.md §8). */
export const invalidZipCodes = ['INVALID_ADDRESS', 'LAT_LNG_REQUIRED', 'FULL_ADDRESS_REQUIRED']

/** The edge-cache error's code (checkout.md §8). */
export const EDGE_CACHE_ERROR_CODE = 'TS1079'

/** What a failed scheduling call shows (checkout.md §8 "Scheduling"). */
export function schedulingError(failure: {
  status?: number
  code?: string
  reason?: string
}): SchedulingError {
  const { status, code = '', reason } = failure
  const withReason = (error: SchedulingError): SchedulingError =>
    reason === undefined ? error : { ...error, reason }
  if (status === 401 || status === 403) return { message: 'sessionExpired', signIn: true }
  if (code === 'NO_TIMESLOTS_AVAILABLE') return { title: 'pickupTimeUnavailableTitle' }
  if (code === 'NO_ITEMS_AVAILABLE') {
    return { title: 'itemsNotAvailableTitle', message: 'itemsNotAvailable' }
  }
  if (invalidZipCodes.includes(code)) return { message: 'invalidZipCode' }
  if (status === 500 && code === 'UNKNOWN_RESPONSE_ERROR') {
    return { title: 'somethingWentWrongTitle', errorCode: EDGE_CACHE_ERROR_CODE }
  }
  if (code.includes('ALCOHOL_QTY_EXCEEDED')) {
    return withReason({ title: 'alcoholQuantityExceededTitle' })
  }
  if (code.includes('ALCOHOL_NA_FOR_ADDRESS'))
    return withReason({ title: 'alcoholUnavailableTitle' })
  if (code.includes('INSTACART_')) return withReason({})
  // 'Timeslots error: generic message plus error code' (checkout.md §8): the service's
  // code, else the status; a call that got no answer has neither.
  const errorCode = code !== '' ? code : status === undefined ? undefined : String(status)
  return errorCode === undefined
    ? { title: 'somethingWentWrongTitle' }
    : { title: 'somethingWentWrongTitle', errorCode }
}
