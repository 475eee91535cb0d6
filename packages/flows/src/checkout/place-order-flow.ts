import {
  type AnalyticsErrorEvent,
  analyticsEventOf,
  type Checkout,
  isApiError,
  messages,
} from '@aisle/api'
import {
  hasBankPayment,
  type OrderSubmitMode,
  orderCompletePath,
  paymentErrorPath,
} from './place-order.js'
import { type OrderFailure, type OrderSubmitState, orderFailureOf } from './place-order-submit.js'

// What usePlaceOrder decides around the submit machine (checkout.md §4 "Place order",
// "Modify submit", §8 "Payment and order"): what a failed call shows, where a finished or
// rejected attempt goes, and what the button shows. No React here.

/** A failed ACTIVATE or MODIFY as its failure; anything but an API error is thrown on. */
export function attemptFailureOf(error: unknown, mode: OrderSubmitMode): OrderFailure {
  if (!isApiError(error)) throw error
  return orderFailureOf(
    {
      kind: error.kind,
      status: error.status,
      code: error.code,
      reason: error.kind === 'http' ? error.reason : undefined,
      serverMessage: error.kind === 'http' ? error.serverMessage : undefined,
    },
    mode,
  )
}

/**
 * The analytics event of a failed attempt: SNAP EBT PIN codes 884, 885 and 889 raise a
 * customer-facing service error (§8); other failures raise none.
 */
export function serviceErrorEventOf(
  failure: OrderFailure,
  error: unknown,
): AnalyticsErrorEvent | undefined {
  if (failure.kind !== 'pin' || !failure.reportAsServiceError || !isApiError(error)) {
    return undefined
  }
  return analyticsEventOf(error, { componentName: 'checkout', formName: 'pin' })
}

/** Why the order cannot be placed yet: every placed order needs a bank card (§8). */
export function submitBlockerOf(
  checkout: Pick<Checkout, 'payments'>,
  modify: boolean,
): string | undefined {
  return !modify && !hasBankPayment(checkout) ? messages.missingPayments : undefined
}

/** Where an attempt goes once it is over (§2 Routes, §4). */
export type AttemptDestination =
  /** Placed or modified: the order is read again; the complete page opens once the basket is clear. */
  | { kind: 'complete'; orderId: string; path: string | undefined }
  /**
   * A post-authorization reject: the payment error page with its reason; a modify first
   * tries to finalize the cart modification ('Modifications Saved' when that fails).
   */
  | { kind: 'paymentError'; path: string; finalizeFirst: boolean }

export function attemptDestinationOf(
  state: OrderSubmitState,
  { modify, appName }: { modify: boolean; appName: string },
): AttemptDestination | undefined {
  if (state.step === 'done') {
    const path = state.basketCleared ? orderCompletePath(appName, state.orderId, modify) : undefined
    return { kind: 'complete', orderId: state.orderId, path }
  }
  if (state.step !== 'rejected') return undefined
  const path = paymentErrorPath({ modify, ...(state.reason ? { reason: state.reason } : {}) })
  return { kind: 'paymentError', path, finalizeFirst: modify }
}

/** What the button and the modals show of the attempt. */
export function placeOrderViewOf(state: OrderSubmitState) {
  return {
    busy: state.step === 'submitting' || state.step === 'finishing',
    /** The failure modal, if any. */
    failure: state.step === 'failed' ? state.failure : undefined,
    /** The placed order whose basket could not be cleared ('Order Successfully Placed'). */
    placedWithItemsLeft: state.step === 'done' && !state.basketCleared ? state.orderId : undefined,
  }
}
