import type { ServiceError } from '../contracts/common.js'
import type { MessageKey } from './messages.js'

/** Address error codes (account-area.md §8 "Address errors"). */
export const addressErrorCodes = {
  CONSTRAINT_VIOLATION_EXCEPTION: 'addressConstraintViolation',
  ADDRESS_NOT_FOUND: 'addressNotFound',
  TOO_MANY_ADDRESSES: 'addressTooMany',
} as const satisfies Record<string, MessageKey>

export type AddressFailure =
  | { kind: 'message'; key: MessageKey }
  /** account-area.md §8: an unknown code is raised as an unknown error with the status. */
  | { kind: 'unknown'; status: number; code: string }

/**
 * A failed legacy address call (`data.errorDetail.errorCode`). Offline shows the
 * connection message and anything without a code the technical-difficulty message;
 * the spec does not give those two texts, so the e-mail preference ones are used.
 */
export function addressFailure(failure: {
  status?: number
  code?: string
  offline?: boolean
}): AddressFailure {
  if (failure.offline === true) return { kind: 'message', key: 'offline' }
  if (failure.code === undefined) return { kind: 'message', key: 'technicalDifficultiesTryLater' }
  if (Object.hasOwn(addressErrorCodes, failure.code)) {
    return {
      kind: 'message',
      key: addressErrorCodes[failure.code as keyof typeof addressErrorCodes],
    }
  }
  return { kind: 'unknown', status: failure.status ?? 0, code: failure.code }
}

/** Fallback reasons of failed profile-service address calls (shopping-method-selector.md §8). */
export const addressServiceFallbackReasons = {
  fetch: 'unknown fetch address service error',
  add: 'unknown add address service error',
  remove: 'unknown remove address service error',
  update: 'unknown update address service error',
  validate: 'unknown validate address service error',
} as const

/** The first error's reason, or the fallback of the operation. */
export function addressServiceReason(
  operation: keyof typeof addressServiceFallbackReasons,
  errors: readonly ServiceError[] | undefined,
): string {
  const reason = errors?.[0]?.reason
  return reason !== undefined && reason !== '' ? reason : addressServiceFallbackReasons[operation]
}

/** The suggested-address message has code -1 (shopping-method-selector.md §8). */
export const SUGGESTED_ADDRESS_CODE = -1

/** shopping-method-selector.md §8: this code, or HTTP 400 or 404, is an invalid postal code. */
export const MODALITY_OPTIONS_VALIDATION_CODE = 'address_validation_fail_modality_options'

export interface ModalityOptionsFailure {
  /** A user-constraint error: the ZIP is marked invalid. */
  invalidPostalCode: boolean
  /** The 'sorry, it's us' panel; not for a 400 NO_STORES_FOUND. */
  showSorryPanel: boolean
  category: 'USER_CONSTRAINT_ERROR' | 'CUSTOMER_FACING_SERVICE_ERROR'
}

export function modalityOptionsFailure(failure: {
  status?: number
  code?: string
}): ModalityOptionsFailure {
  const invalidPostalCode =
    failure.code === MODALITY_OPTIONS_VALIDATION_CODE ||
    failure.status === 400 ||
    failure.status === 404
  return {
    invalidPostalCode,
    showSorryPanel: !(failure.status === 400 && failure.code === 'NO_STORES_FOUND'),
    category: invalidPostalCode ? 'USER_CONSTRAINT_ERROR' : 'CUSTOMER_FACING_SERVICE_ERROR',
  }
}
