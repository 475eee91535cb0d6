import { type ApiClient, type Checkout, type CheckoutPayment, isApiError } from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { type Dispatch, useEffect } from 'react'
import type { PaymentSectionEvent } from './payment-section-core.js'
import type { PaymentSectionStatusEvent } from './payment-section-core-status.js'

export interface PaymentUpdateCall {
  client: ApiClient
  checkoutId: Checkout['id']
  versionKey: Checkout['versionKey']
  payments: CheckoutPayment[]
  /** The core wants the update (`wantsPaymentUpdate`). */
  wanted: boolean
  /** The payments are settled (`paymentsSettled`). */
  ready: boolean
  dispatch: Dispatch<PaymentSectionEvent>
  report: (event: PaymentSectionStatusEvent) => void
}

/**
 * The automatic payment update (checkout.md §4): sent when wanted; its answer is the
 * checkout's next version, read again through the page's cache. The page hears when an
 * update starts and ends and whether the payments are settled.
 */
export function usePaymentUpdate(call: PaymentUpdateCall): void {
  const { client, checkoutId, versionKey, payments, wanted, ready, dispatch, report } = call
  const revalidate = useRevalidateApi()
  useEffect(() => {
    if (!wanted) return
    dispatch({ type: 'updateStarted', sent: { versionKey, payments } })
    // The page hears of the update as it starts and ends, however quick the answer.
    report({ pending: true })
    client
      .call('updateCheckout', { params: { checkoutId }, body: { versionKey, payments } })
      .then(
        async () => {
          await revalidate('checkout', { params: { checkoutId } })
          dispatch({ type: 'updateDone' })
        },
        (error: unknown) => {
          if (!isApiError(error)) throw error
          dispatch({ type: 'updateFailed' })
        },
      )
      .finally(() => report({ pending: false }))
  }, [wanted, client, checkoutId, versionKey, payments, revalidate, report, dispatch])

  useEffect(() => report({ ready }), [report, ready])
}
