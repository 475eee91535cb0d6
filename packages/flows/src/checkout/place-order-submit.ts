// The order's submit rules: what a failed order shows and the submit machine. Apart from the
// texts and request builders of place-order.ts, which the page's services use, so the
// page loads these only with the order flow.
import { messages, pinEntryOutcome } from '@aisle/api'
import { MISSING_CHECKOUT_CODE, type OrderSubmitMode } from './place-order.js'

// ---------------------------------------------------------------------------
// Failures (checkout.md §4 "Modify submit", §8 "Payment and order")
// ---------------------------------------------------------------------------

/** What a failed ACTIVATE or MODIFY shows or does. */
export type OrderFailure =
  /** The SNAP EBT PIN was not accepted: the PIN prompt again; code 75 locks it. */
  | { kind: 'pin'; message: string; locked: boolean; reportAsServiceError: boolean }
  /** Post-authorization reject (or a modify left pending): the payment error page. */
  | { kind: 'reject'; reason?: string }
  /** A modify that timed out: the 'Order Timed Out' modal. */
  | { kind: 'timedOut' }
  | { kind: 'signIn' }
  | {
      kind: 'message'
      title?: string
      message: string
      /**
       * No answer (timeout, network, 5xx): the order may exist, so a retry must send the
       * same idempotency key. After a definite answer a new attempt gets a new key.
       */
      outcomeUnknown: boolean
      /** What the modal offers besides closing. */
      action?: 'retry' | 'scheduling' | 'refresh'
    }

export interface OrderFailureFacts {
  kind: 'http' | 'timeout' | 'network' | 'malformed' | 'unauthenticated'
  status: number
  code?: string | undefined
  reason?: string | undefined
  /** The service's own text for the shopper. */
  serverMessage?: string | undefined
}

const PIN_CODES = new Set(['55', '75', '884', '885', '889', '893', '894'])
const REJECT_CODES = new Set(['POST_AUTH_REJECT', 'ORDER_REJECTED', 'ORDER_PENDING'])
const CONFLICT_CODES = new Set([
  'CONFLICT',
  'VERSION_CONFLICT',
  'VERSION_MISMATCH',
  'CHECKSUM_MISMATCH',
  'ALREADY_PLACED',
])
const FALLOUT_CODES = new Set(['PROMISING_FALLOUT', 'RESTRICTED_ITEMS'])
const SERVER_REASON_CODES = [
  'ALCOHOL_NA_FOR_ADDRESS',
  'ALCOHOL_QTY_EXCEEDED',
  'CART_QUANTITY_LIMIT_EXCEEDED',
]

const withCode = (text: string, code: string) => `${text} Error Code ${code}`

const technical = (outcomeUnknown: boolean): OrderFailure => ({
  kind: 'message',
  message: messages.checkoutTechnicalDifficulties,
  outcomeUnknown,
  action: 'retry',
})

/** The failure of placing (ACTIVATE) or modifying (MODIFY) an order, by status and code (checkout.md §8). */
export function orderFailureOf(facts: OrderFailureFacts, mode: OrderSubmitMode): OrderFailure {
  if (facts.kind === 'unauthenticated') return { kind: 'signIn' }
  // A 408 answer is a timeout as much as no answer in time (wallet-flyout.md §7).
  if (facts.kind === 'timeout' || facts.status === 408) {
    return mode === 'modify' ? { kind: 'timedOut' } : technical(true)
  }
  if (facts.kind === 'network' || facts.kind === 'malformed' || facts.status >= 500) {
    return technical(true)
  }
  const code = facts.code ?? ''
  const reason = facts.reason
  if (PIN_CODES.has(code)) {
    const outcome = pinEntryOutcome(code)
    return {
      kind: 'pin',
      message: messages[outcome.message],
      locked: outcome.locked,
      reportAsServiceError: outcome.reportAsServiceError,
    }
  }
  if (REJECT_CODES.has(code))
    return reason === undefined ? { kind: 'reject' } : { kind: 'reject', reason }
  if (code === 'CARD_DECLINED' || (facts.status === 402 && code !== 'RV32937')) {
    return { kind: 'message', message: messages.cardDeclined, outcomeUnknown: false }
  }
  if (code === 'RV32937' || code === 'CARD_EXPIRED') {
    return { kind: 'message', message: messages.cardIssueRV32937, outcomeUnknown: false }
  }
  if (code === 'ORDER_EXPIRED' || facts.status === 410) {
    return {
      kind: 'message',
      message: messages.orderExpired,
      outcomeUnknown: false,
      action: 'scheduling',
    }
  }
  if (code === 'ORDER_NOT_MODIFIABLE' || code === 'NOT_PLACED') {
    return { kind: 'message', message: messages.orderCannotBeModified, outcomeUnknown: false }
  }
  if (CONFLICT_CODES.has(code) || facts.status === 409) {
    return {
      kind: 'message',
      message: messages.orderUpdatedElsewhere,
      outcomeUnknown: false,
      action: 'refresh',
    }
  }
  if (code === 'PAYMENT_TYPE_NOT_SUPPORTED') {
    return { kind: 'message', message: messages.paymentTypeNotAccepted, outcomeUnknown: false }
  }
  if (FALLOUT_CODES.has(code)) {
    return {
      kind: 'message',
      title: messages.itemsNotAvailableTitle,
      message: withCode(reason ?? messages.itemsNotAvailable, code),
      outcomeUnknown: false,
    }
  }
  const reasonCode = SERVER_REASON_CODES.find((c) => code.includes(c))
  if (reasonCode !== undefined) {
    const title =
      reasonCode === 'ALCOHOL_NA_FOR_ADDRESS'
        ? messages.alcoholUnavailableTitle
        : reasonCode === 'ALCOHOL_QTY_EXCEEDED'
          ? messages.alcoholQuantityExceededTitle
          : undefined
    const failure: OrderFailure = {
      kind: 'message',
      message: reason ?? messages.checkoutTechnicalDifficulties,
      outcomeUnknown: false,
    }
    return title === undefined ? failure : { ...failure, title }
  }
  if (code === 'CHECKOUT_NOT_FOUND' || facts.status === 404) {
    return {
      kind: 'message',
      message: withCode(messages.checkoutTechnicalDifficulties, MISSING_CHECKOUT_CODE[mode]),
      outcomeUnknown: false,
    }
  }
  if (code === 'MISSING_PAYMENTS' || code === 'BANK_CARD_REQUIRED') {
    return {
      kind: 'message',
      message: messages.missingPayments,
      outcomeUnknown: false,
      action: 'refresh',
    }
  }
  if (mode === 'modify') {
    const message =
      facts.serverMessage ??
      (code === ''
        ? messages.checkoutTechnicalDifficulties
        : withCode(messages.checkoutTechnicalDifficulties, code))
    return { kind: 'message', message, outcomeUnknown: false }
  }
  return technical(false)
}

// ---------------------------------------------------------------------------
// The submit machine (checkout.md §4 "Place order", "Modify submit"; §7 idempotency key)
// ---------------------------------------------------------------------------

export type OrderSubmitState =
  /** `retryKey`: the key of an attempt whose outcome is unknown, sent again by the next one. */
  /** `pinLocked`: code 75 answered, so the next PIN prompt opens locked (checkout.md §4). */
  | { step: 'idle'; retryKey?: string; pinLocked?: true }
  | { step: 'pin'; retryKey?: string; error?: string; locked: boolean }
  /** `identity`: the PIN's registration id from the card-entry frame, sent as identity data. */
  | { step: 'submitting'; idempotencyKey: string; pinLocked?: true; identity?: string }
  /** Placed or modified; clearing the basket (place) or refreshing the cart-modify state. */
  | { step: 'finishing'; orderId: string }
  | { step: 'done'; orderId: string; basketCleared: boolean }
  | { step: 'failed'; failure: OrderFailure; retryKey?: string; pinLocked?: true }
  | { step: 'rejected'; reason?: string }

export type OrderSubmitEvent =
  | { type: 'SUBMIT'; usesEbt: boolean; newKey: () => string }
  | { type: 'PIN.ENTERED'; newKey: () => string; identity?: string }
  | { type: 'PIN.CANCEL' }
  | { type: 'SUCCEEDED'; orderId: string }
  | { type: 'FAILED'; failure: OrderFailure }
  | { type: 'FINISHED'; basketCleared: boolean }
  | { type: 'DISMISS' }

export const initialOrderSubmitState: OrderSubmitState = { step: 'idle' }

const invalid = (event: OrderSubmitEvent, state: OrderSubmitState): never => {
  throw new Error(`Invalid action "${event.type}" in state "${state.step}"`)
}

const keyed = <S extends object>(state: S, retryKey: string | undefined): S =>
  retryKey === undefined ? state : { ...state, retryKey }

/** Carries the code 75 lock from one state to the next (checkout.md §4). */
const locking = <S extends object>(state: S, pinLocked: boolean | undefined): S =>
  pinLocked ? { ...state, pinLocked: true } : state

const pinLockedOf = (state: OrderSubmitState): boolean =>
  'pinLocked' in state ? state.pinLocked === true : state.step === 'pin' && state.locked

/** A new attempt may start (not while one runs or after the order is placed). */
export function canSubmit(state: OrderSubmitState): boolean {
  return state.step === 'idle' || state.step === 'failed'
}

/**
 * Placing or modifying: a PIN prompt first when EBT is used, then the call with an
 * idempotency key. A retry after an unknown outcome (no answer, 5xx) REUSES the key, so
 * the service answers the first order instead of making a second; a definite refusal
 * (declined, conflict, PIN) is final for its key, so the next attempt gets a new one.
 * Illegal moves throw.
 */
export function orderSubmitReducer(
  state: OrderSubmitState,
  event: OrderSubmitEvent,
): OrderSubmitState {
  switch (event.type) {
    case 'SUBMIT': {
      if (!canSubmit(state)) return invalid(event, state)
      const retryKey = state.step === 'idle' || state.step === 'failed' ? state.retryKey : undefined
      // Code 75 outlives Close: the prompt opens locked again, with its message (§4).
      if (event.usesEbt && pinLockedOf(state)) {
        return keyed({ step: 'pin', locked: true, error: messages.pinLocked }, retryKey)
      }
      if (event.usesEbt) return keyed({ step: 'pin', locked: false }, retryKey)
      return locking(
        { step: 'submitting', idempotencyKey: retryKey ?? event.newKey() },
        pinLockedOf(state),
      )
    }
    case 'PIN.ENTERED':
      if (state.step !== 'pin' || state.locked) return invalid(event, state)
      return event.identity === undefined
        ? { step: 'submitting', idempotencyKey: state.retryKey ?? event.newKey() }
        : {
            step: 'submitting',
            idempotencyKey: state.retryKey ?? event.newKey(),
            identity: event.identity,
          }
    case 'PIN.CANCEL':
      if (state.step !== 'pin') return invalid(event, state)
      return keyed(locking({ step: 'idle' }, state.locked), state.retryKey)
    case 'SUCCEEDED':
      if (state.step !== 'submitting') return invalid(event, state)
      return { step: 'finishing', orderId: event.orderId }
    case 'FAILED': {
      if (state.step !== 'submitting') return invalid(event, state)
      const { failure } = event
      if (failure.kind === 'reject') {
        return failure.reason === undefined
          ? { step: 'rejected' }
          : { step: 'rejected', reason: failure.reason }
      }
      if (failure.kind === 'pin') {
        return { step: 'pin', error: failure.message, locked: failure.locked }
      }
      const unknown = failure.kind === 'message' && failure.outcomeUnknown
      return keyed(
        locking({ step: 'failed', failure }, state.pinLocked),
        unknown ? state.idempotencyKey : undefined,
      )
    }
    case 'FINISHED':
      if (state.step !== 'finishing') return invalid(event, state)
      return { step: 'done', orderId: state.orderId, basketCleared: event.basketCleared }
    case 'DISMISS':
      if (state.step !== 'failed') return invalid(event, state)
      return keyed(locking({ step: 'idle' }, state.pinLocked), state.retryKey)
  }
}
