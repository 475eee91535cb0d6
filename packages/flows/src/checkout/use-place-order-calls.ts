import { type AnalyticsErrorEvent, type Checkout, isApiError } from '@aisle/api'
import { useRevalidateApi, useStoreApi } from '@aisle/api/swr'
import { type Dispatch, type RefObject, useEffect, useState } from 'react'
import type { CheckoutServices } from './checkout-services.js'
import type { OrderSubmitMode } from './place-order.js'
import { attemptDestinationOf, attemptFailureOf, serviceErrorEventOf } from './place-order-flow.js'
import type { OrderSubmitEvent, OrderSubmitState } from './place-order-submit.js'

export interface PlaceOrderCallsOptions {
  state: OrderSubmitState
  dispatch: Dispatch<OrderSubmitEvent>
  mode: OrderSubmitMode
  appName: string
  navigate: (path: string) => void
  services: CheckoutServices
  /**
   * The latest options: the checkout as it is then and the analytics sink are read from
   * here, not made a dependency that would send an order again when the page refreshes
   * its checkout.
   */
  latest: RefObject<{ checkout: Checkout; onServiceError?: (event: AnalyticsErrorEvent) => void }>
}

/**
 * The calls of placing or modifying (checkout.md §4): the order call once per submitting
 * state, then clearing the basket (place) or refreshing the cart-modify state (modify), then
 * the complete page or the payment error page. Answers the 'Modifications Saved' target.
 */
export function usePlaceOrderCalls(options: PlaceOrderCallsOptions): string | undefined {
  const { state, dispatch, mode, appName, navigate, services, latest } = options
  /** 'Modifications Saved' after a failed finalize: Confirm goes to the payment error page. */
  const [modificationsSaved, setModificationsSaved] = useState<string | undefined>()
  const revalidate = useRevalidateApi()
  const store = useStoreApi()

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
        const failure = attemptFailureOf(error, mode)
        const event = serviceErrorEventOf(failure, error)
        if (event !== undefined) latest.current.onServiceError?.(event)
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
    const destination = attemptDestinationOf(state, { modify: mode === 'modify', appName })
    if (destination === undefined) return
    if (destination.kind === 'complete') {
      void revalidate('checkout', { params: { checkoutId: destination.orderId } })
      if (destination.path !== undefined) navigate(destination.path)
      return
    }
    const { path } = destination
    if (!destination.finalizeFirst) {
      navigate(path)
      return
    }
    services.finalizeCartModification(latest.current.checkout.id).then(
      () => navigate(path),
      (error: unknown) => {
        if (!isApiError(error)) throw error
        setModificationsSaved(path)
      },
    )
  }, [state])

  return modificationsSaved
}
