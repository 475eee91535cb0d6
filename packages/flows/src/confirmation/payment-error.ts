import { MODIFY_CANCELED_ERROR_CODE, messages, type PhoneNumber } from '@aisle/api'

/** Texts of the payment error page beyond the catalogue's (wording ours where the spec has none). */
export const paymentErrorText = {
  errorCode: (code: string) => `Error Code ${code}`,
  callCustomerService: 'Please call Customer Service at',
  backToCart: 'Back to Cart',
} as const

/**
 * What the place-order flow hands the payment error page: `isModify=true` in the query
 * (checkout.md §2 Routes) and the rejection's reason in the router's location state
 * (`{ reason?: string }`) or, as a link can carry it, in a `reason` query parameter.
 */
export interface PaymentErrorParams {
  isModify: boolean
  reason?: string
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** Reads the page's query string and location state (the state's reason first); anything else is ignored. */
export function paymentErrorParams(search: string, state: unknown): PaymentErrorParams {
  const query = new URLSearchParams(search)
  const isModify = query.get('isModify') === 'true'
  const fromState =
    typeof state === 'object' && state !== null && 'reason' in state
      ? textOf((state as { reason: unknown }).reason)
      : undefined
  const reason = fromState ?? textOf(query.get('reason'))
  return reason === undefined ? { isModify } : { isModify, reason }
}

export interface PaymentErrorView {
  heading: string
  /** The server's reason the place-order flow passed on. */
  reason?: string
  /** Modify only: the customer-service number and error code RV9547. */
  customerService?: PhoneNumber
  errorCode?: string
}

/**
 * The payment error page (checkout.md §2, §8): 'We're sorry, we could not complete your
 * order.'; with isModify=true 'Order Canceled', a customer-service number and Error Code
 * RV9547.
 */
export function paymentErrorView(params: PaymentErrorParams, phone: PhoneNumber): PaymentErrorView {
  const reason = params.reason === undefined ? {} : { reason: params.reason }
  if (!params.isModify) return { heading: messages.orderNotCompleted, ...reason }
  return {
    heading: messages.orderCanceledTitle,
    ...reason,
    customerService: phone,
    errorCode: paymentErrorText.errorCode(MODIFY_CANCELED_ERROR_CODE),
  }
}
