import {
  type AnalyticsErrorEvent,
  type ApiClient,
  type Checkout,
  randomIdempotencyKey,
} from '@aisle/api'
import { useMemo, useReducer, useRef, useState } from 'react'
import { type CheckoutServices, createCheckoutServices } from './checkout-services.js'
import { type OrderSubmitMode, orderCompletePath, placeOrderText, usesEbt } from './place-order.js'
import { placeOrderViewOf, submitBlockerOf } from './place-order-flow.js'
import { canSubmit, initialOrderSubmitState, orderSubmitReducer } from './place-order-submit.js'
import { usePlaceOrderCalls } from './use-place-order-calls.js'

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
  const latest = useRef(options)
  latest.current = options
  const newKey = options.createIdempotencyKey ?? randomIdempotencyKey
  const services = useMemo(
    () => options.services ?? createCheckoutServices(client),
    [client, options.services],
  )
  const modificationsSaved = usePlaceOrderCalls({
    state,
    dispatch,
    mode,
    appName,
    navigate,
    services,
    latest,
  })

  const submit = () => {
    if (!canSubmit(state)) return
    const blocker = submitBlockerOf(latest.current.checkout, modify)
    setBlocked(blocker)
    if (blocker !== undefined) return
    dispatch({ type: 'SUBMIT', usesEbt: usesEbt(latest.current.checkout), newKey })
  }

  return {
    state,
    label: placeOrderText.label(checkout.modalityType, modify),
    /** Shown beside the button when the checkout cannot be submitted yet. */
    blocked,
    ...placeOrderViewOf(state),
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
