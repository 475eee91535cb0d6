import {
  type Basket,
  type Checkout,
  type CheckoutModalityType,
  type CheckoutPayment,
  type LineItem,
  messages,
  pinEntryOutcome,
  type UpdateBasketRequest,
} from '@aisle/api'
import { placeOrderLabel } from './payment-step.js'

// ---------------------------------------------------------------------------
// Texts (checkout.md §2, §4, §8)
// ---------------------------------------------------------------------------

export const placeOrderText = {
  label: placeOrderLabel,
  placing: 'Placing your order...',
  submittingModified: 'Submitting your changes...',
  pinTitle: 'Enter Your SNAP EBT PIN',
  pinLockedTitle: messages.tooManyPinAttemptsTitle,
  pinLabel: 'SNAP EBT PIN',
  confirm: 'Confirm',
  cancel: 'Cancel',
  tryAgain: 'Try Again',
  close: 'Close',
  orderPlacedTitle: 'Order Successfully Placed',
  /** checkout.md §4: the notice "says items may still be in the cart" (wording ours). */
  orderPlacedItemsRemain:
    'Your order has been placed. Some items may still be in your cart; please check your cart before your next order.',
  continue: 'Continue',
  modificationsSavedTitle: 'Modifications Saved',
  /** checkout.md §4 "Modify submit": the toast's link (its text beside the title is ours). */
  modificationsSavedText: 'Your changes were saved, but your order could not be finalized.',
  orderTimedOutTitle: messages.orderTimedOutTitle,
  backToCheckout: 'Back to Checkout',
  returnToScheduling: 'Return to Scheduling',
  refresh: 'Refresh',
  somethingWentWrong: messages.somethingWentWrongTitle,
} as const

/** Where a missing checkout's message points: 'Error Code RS' (place) or 'RS-2' (modify) (checkout.md §8). */
export const MISSING_CHECKOUT_CODE = { place: 'RS', modify: 'RS-2' } as const

export type OrderSubmitMode = 'place' | 'modify'

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

// ---------------------------------------------------------------------------
// Requests and destinations (checkout.md §2 Routes, §7)
// ---------------------------------------------------------------------------

const isBank = (p: CheckoutPayment) =>
  p.paymentType === 'BANK_CARD' || p.paymentType === 'CREDIT_CARD'
const isEbt = (p: CheckoutPayment) => p.paymentType === 'EBT' || p.paymentType === 'EBT_CARD'
const isGift = (p: CheckoutPayment) => p.paymentType === 'GIFT_CARD'

/** EBT is used when the checkout's payments carry a SNAP EBT share (checkout.md §4 PIN prompt). */
export function usesEbt(checkout: Pick<Checkout, 'payments'>): boolean {
  return checkout.payments.some((p) => isEbt(p) && (p.amountToAuthorize ?? p.amount ?? 0) > 0)
}

/** The checkout has the bank card every order needs as its backup payment (checkout.md §8 missing payments). */
export function hasBankPayment(checkout: Pick<Checkout, 'payments'>): boolean {
  return checkout.payments.some((p) => isBank(p) && p.id !== undefined)
}

/** The ACTIVATE body: the payment methods of the checkout's payments (checkout.md §7 "Place order"). */
export function activateRequestOf(
  checkout: Pick<Checkout, 'versionKey' | 'payments'>,
  idempotencyKey: string,
  identityData?: string,
) {
  const ids = (keep: (p: CheckoutPayment) => boolean) =>
    checkout.payments.filter((p) => keep(p) && p.id !== undefined).map((p) => p.id as string)
  const ebt = checkout.payments.filter(
    (p) => isEbt(p) && p.id !== undefined && (p.amountToAuthorize ?? 0) > 0,
  )
  return {
    type: 'ACTIVATE' as const,
    versionKey: checkout.versionKey,
    paymentDetails: {
      paymentMethods: {
        bankCards: ids(isBank).map((id) => ({ id })),
        ...(ebt.length === 0 ? {} : { ebtCards: ebt.map((p) => ({ id: p.id as string })) }),
        ...(ids(isGift).length === 0
          ? {}
          : { giftCards: ids(isGift).map((cardNumber) => ({ cardNumber })) }),
      },
      ...(identityData === undefined ? {} : { identityData }),
    },
    idempotencyKey,
  }
}

/** The items of the modify basket as line items, keeping each known line's own fields. */
export function modifiedLineItems(
  order: Pick<Checkout, 'lineItems' | 'modalityType'>,
  basket: Basket | undefined,
): LineItem[] {
  if (basket === undefined) return order.lineItems
  return basket.lines.map((line) => {
    const known = order.lineItems.find((item) => item.cart.gtin13 === line.gtin13)
    return known
      ? { ...known, quantity: line.quantity }
      : {
          cart: { gtin13: line.gtin13 },
          quantity: line.quantity,
          substitutionPolicy: 'SHOPPER_CHOICE',
          modalityType: line.modalityType,
          requestedBy: 'CUSTOMER',
        }
  })
}

/**
 * The MODIFY body (checkout.md §7): the changed items with the order's versionKey,
 * checksum and summary, the original authorizations (an order modification must use
 * the original payment method, §6), payment version 2.
 */
export function modifyRequestOf(
  order: Checkout,
  lineItems: LineItem[],
  idempotencyKey: string,
  identityData?: string,
) {
  if (order.checksum === undefined || order.summary === undefined) {
    throw new RangeError('A placed order has a checksum and a summary')
  }
  const existing =
    order.paymentDetails?.paymentMethods?.existingAuthorizations ??
    order.payments
      .filter((p) => p.id !== undefined)
      .map((p) => ({ id: p.id as string, amount: p.authorizedAmount ?? p.amountToAuthorize ?? 0 }))
  const fulfillment = {
    ...(order.fulfillment?.deliveryType === undefined
      ? {}
      : { deliveryType: order.fulfillment.deliveryType }),
    ...(order.fulfillment?.instructions === undefined
      ? {}
      : { instructions: order.fulfillment.instructions }),
  }
  return {
    type: 'MODIFY' as const,
    lineItems,
    versionKey: order.versionKey,
    checksum: order.checksum,
    summary: order.summary,
    buyer: order.buyer?.dateOfBirth === undefined ? {} : { dateOfBirth: order.buyer.dateOfBirth },
    fulfillment,
    ...(order.priceAdjustment === undefined ? {} : { priceAdjustment: order.priceAdjustment }),
    paymentDetails: {
      ...(identityData === undefined ? {} : { identityData }),
      paymentMethods: { existingAuthorizations: existing },
      paymentVersionKey: order.paymentDetails?.paymentVersionKey ?? order.versionKey,
    },
    idempotencyKey,
    options: { paymentVersion: '2' as const },
  }
}

/**
 * After placing: the basket's lines of the order's modality set to 0 (all of them when
 * the basket holds nothing else, which clears it) (checkout.md §4 "Place order").
 * `undefined` when there is nothing to clear.
 */
export function basketClearRequest(
  basket: Pick<Basket, 'lines'>,
  modality: CheckoutModalityType,
): UpdateBasketRequest | undefined {
  const lines = basket.lines
    .filter((line) => line.modalityType === modality)
    .map((line) => ({ gtin13: line.gtin13, quantity: 0, modalityType: line.modalityType }))
  return lines.length === 0 ? undefined : { lines }
}

/** The order complete page; `im=true` marks a modified order (checkout.md §2 Routes). */
export function orderCompletePath(appName: string, orderId: string, modify: boolean): string {
  const path = `/checkout/${encodeURIComponent(appName)}/${encodeURIComponent(orderId)}/complete`
  return modify ? `${path}?im=true` : path
}

/** The post-auth-reject route with its reason; `isModify=true` picks the modify wording (checkout.md §2). */
export function paymentErrorPath({ reason, modify }: { reason?: string; modify: boolean }): string {
  const query = new URLSearchParams()
  if (modify) query.set('isModify', 'true')
  if (reason !== undefined && reason !== '') query.set('reason', reason)
  const text = query.toString()
  return text === '' ? '/checkout/payment-error' : `/checkout/payment-error?${text}`
}
