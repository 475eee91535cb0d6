import {
  type AnalyticsErrorEvent,
  type ApiClient,
  analyticsEventOf,
  type Checkout,
  isApiError,
  messages,
  randomIdempotencyKey,
} from '@aisle/api'
import { useRevalidateApi, useStoreApi } from '@aisle/api/swr'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { type CheckoutServices, createCheckoutServices } from './checkout-services.js'
import {
  hasBankPayment,
  type OrderSubmitMode,
  orderCompletePath,
  paymentErrorPath,
  placeOrderText,
  usesEbt,
} from './place-order.js'
import {
  canSubmit,
  initialOrderSubmitState,
  type OrderFailure,
  orderFailureOf,
  orderSubmitReducer,
} from './place-order-submit.js'

export interface UsePlaceOrderOptions {
  client: ApiClient
  checkout: Checkout
  /** Submit a modified order (MODIFY) instead of placing one (ACTIVATE). */
  modify: boolean
  /** Goes to a storefront path (the order complete page, the payment error page). */
  navigate: (path: string) => void
  /** The host application in the order complete path. @default 'CLICKLIST' */
  appName?: string
  /** @default a random UUID */
  createIdempotencyKey?: () => string
  /**
   * The page's analytics sink: SNAP EBT PIN codes 884, 885 and 889 raise a
   * customer-facing service error event (checkout.md §8 "Payment and order").
   */
  onServiceError?: (event: AnalyticsErrorEvent) => void
  /** The checkout's calls; by default over `client`. Tests hand in fakes. */
  services?: CheckoutServices
}

const failureOf = (error: unknown, mode: OrderSubmitMode): OrderFailure => {
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
 * Place order or Submit Modified Order (checkout.md §4): a PIN prompt first when EBT is
 * used; ACTIVATE (or MODIFY with the modify basket's items) with an idempotency key that
 * a retry after an unknown outcome reuses; then the basket is cleared (items of the
 * order's modality set to 0), or the cart-modify state refreshed, and the order complete
 * page opens. A post-authorization reject goes to the payment error page with its
 * reason; a rejected or pending modify first tries to finalize the cart modification and
 * on failure shows 'Modifications Saved' with 'Confirm'.
 */
export function usePlaceOrder(options: UsePlaceOrderOptions) {
  const { client, checkout, modify, navigate, appName = 'CLICKLIST' } = options
  const mode: OrderSubmitMode = modify ? 'modify' : 'place'
  const [state, dispatch] = useReducer(orderSubmitReducer, initialOrderSubmitState)
  const [blocked, setBlocked] = useState<string | undefined>()
  /** 'Modifications Saved' after a failed finalize: Confirm goes to the payment error page. */
  const [modificationsSaved, setModificationsSaved] = useState<string | undefined>()
  const revalidate = useRevalidateApi()
  const store = useStoreApi()
  // The effects below run once per state they act on; what else they need (the checkout as
  // it is then, the analytics sink) is read from the latest props, not made a dependency
  // that would send an order again when the page refreshes its checkout.
  const latest = useRef(options)
  latest.current = options
  const newKey = options.createIdempotencyKey ?? randomIdempotencyKey
  const services = useMemo(
    () => options.services ?? createCheckoutServices(client),
    [client, options.services],
  )

  // The call of an attempt, once per key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per submitting state; inputs are read from `latest`.
  useEffect(() => {
    if (state.step !== 'submitting') return
    const { checkout: current } = latest.current
    const { idempotencyKey: key, identity } = state
    // Answers that land after the page is gone change nothing: a dispatch after unmount is
    // a no-op, and the placed order stored in the cache is the order as it is.
    const send = (): Promise<Checkout> =>
      mode === 'place'
        ? services.placeOrder(current, key, identity)
        : services.modifyOrder(current, key, identity)
    send().then(
      (placed) => {
        // The returned order is stored as it is: with a modify, the buyer's date of birth
        // and the remaining balance it carries (checkout.md §4 "Modify submit").
        void store('checkout', { params: { checkoutId: placed.id } }, placed)
        dispatch({ type: 'SUCCEEDED', orderId: placed.id })
      },
      (error: unknown) => {
        const failure = failureOf(error, mode)
        if (failure.kind === 'pin' && failure.reportAsServiceError && isApiError(error)) {
          const event = analyticsEventOf(error, { componentName: 'checkout', formName: 'pin' })
          if (event !== undefined) latest.current.onServiceError?.(event)
        }
        dispatch({ type: 'FAILED', failure })
      },
    )
  }, [state])

  // After success: clear the basket (place) or refresh the cart-modify state (modify).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per finishing state.
  useEffect(() => {
    if (state.step !== 'finishing') return
    const { checkout: current } = latest.current
    const finish = async (): Promise<boolean> => {
      if (mode === 'modify') {
        await revalidate('basket', { query: { orderId: state.orderId } })
        return true
      }
      try {
        await services.clearBasket(current.modalityType)
        await revalidate('basket', { query: {} })
        return true
      } catch (error) {
        if (!isApiError(error)) throw error
        return false
      }
    }
    void finish().then((basketCleared) => dispatch({ type: 'FINISHED', basketCleared }))
  }, [state])

  // Where a finished or rejected attempt goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per final state.
  useEffect(() => {
    if (state.step === 'done') {
      void revalidate('checkout', { params: { checkoutId: state.orderId } })
      if (state.basketCleared) navigate(orderCompletePath(appName, state.orderId, modify))
      return
    }
    if (state.step !== 'rejected') return
    const target = paymentErrorPath({ modify, ...(state.reason ? { reason: state.reason } : {}) })
    if (!modify) {
      navigate(target)
      return
    }
    const { checkout: current } = latest.current
    services.finalizeCartModification(current.id).then(
      () => navigate(target),
      (error: unknown) => {
        if (!isApiError(error)) throw error
        setModificationsSaved(target)
      },
    )
  }, [state])

  const submit = () => {
    if (!canSubmit(state)) return
    if (!modify && !hasBankPayment(latest.current.checkout)) {
      setBlocked(messages.missingPayments)
      return
    }
    setBlocked(undefined)
    dispatch({ type: 'SUBMIT', usesEbt: usesEbt(latest.current.checkout), newKey })
  }

  return {
    state,
    label: placeOrderText.label(checkout.modalityType, modify),
    busy: state.step === 'submitting' || state.step === 'finishing',
    /** Shown beside the button when the checkout cannot be submitted yet. */
    blocked,
    /** The failure modal, if any. */
    failure: state.step === 'failed' ? state.failure : undefined,
    /** The placed order whose basket could not be cleared ('Order Successfully Placed'). */
    placedWithItemsLeft: state.step === 'done' && !state.basketCleared ? state.orderId : undefined,
    /** The payment error page to confirm after 'Modifications Saved'. */
    modificationsSaved,
    submit,
    /**
     * The PIN prompt's Confirm: the PIN is typed in the card-entry frame, which answers a
     * registration id; the id, never the PIN, goes with the order as identity data.
     */
    enterPin: (pinRegistrationId: string) =>
      dispatch({ type: 'PIN.ENTERED', newKey, identity: pinRegistrationId }),
    cancelPin: () => dispatch({ type: 'PIN.CANCEL' }),
    dismiss: () => dispatch({ type: 'DISMISS' }),
    /** 'Try Again' of a failure modal: a new attempt (the same key after an unknown outcome). */
    retry: () => {
      dispatch({ type: 'DISMISS' })
      dispatch({ type: 'SUBMIT', usesEbt: usesEbt(latest.current.checkout), newKey })
    },
    continueToComplete: () => {
      if (state.step === 'done') navigate(orderCompletePath(appName, state.orderId, modify))
    },
    confirmModificationsSaved: () => {
      if (modificationsSaved !== undefined) navigate(modificationsSaved)
    },
  }
}

export type PlaceOrderFlow = ReturnType<typeof usePlaceOrder>
