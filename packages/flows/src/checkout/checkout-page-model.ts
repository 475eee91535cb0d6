import type { ApiClient, ApiError, Checkout, CheckoutUpdateRequest } from '@aisle/api'
import type { CheckoutUpdateState } from './checkout-page.js'
import type { PaymentStepRedirect } from './payment-step.js'

/** What an update adds to the versionKey and payments every PUT carries (checkout.md §7). */
export type CheckoutUpdatePart = Omit<CheckoutUpdateRequest, 'versionKey' | 'payments'> &
  Record<string, unknown>

export interface UseCheckoutPageOptions {
  client: ApiClient
  /** The orderId query parameter; null when missing. */
  checkoutId: string | null
  /** im=true: the modify variant (checkout.md §2). @default false */
  modify?: boolean
  /** The payment step needs a signed-in user (checkout.md §6). @default true */
  signedIn?: boolean
}

export type CheckoutPageStatus =
  | { status: 'loading' }
  | { status: 'redirect'; redirect: NonNullable<PaymentStepRedirect> }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; checkout: Checkout }

export interface CheckoutPage {
  page: CheckoutPageStatus
  checkout: Checkout | undefined
  modify: boolean
  update: CheckoutUpdateState
  /** True while an update is pending: actions are disabled (checkout.md §4). */
  pending: boolean
  /**
   * Sends one PUT on the checkout with its versionKey and payments; `label` names the
   * action so its section can show its own failure. One sent while another is in flight
   * waits for it. Resolves true on success.
   */
  send: (label: string, part: CheckoutUpdatePart) => Promise<boolean>
  /** Takes the checkout an update answered with (payment and place-order parts). */
  replace: (checkout: Checkout) => void
  dismissFailure: () => void
  reload: () => void
}
