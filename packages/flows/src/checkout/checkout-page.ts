import type { ApiError, Checkout, CheckoutModalityType, CheckoutUpdateKind } from '@aisle/api'
import {
  checkoutItemCount,
  formatTimeWindow,
  type OrderDestination,
  orderDestination,
  timeWindowOf,
} from './checkout-promise.js'
import { paymentStepText } from './payment-step.js'

/**
 * The payment step page (checkout.md §2 "Payment step (review)"): section names are the
 * spec's sections; the step names are the stepper's 'Schedule' and 'Pay'.
 */
export const checkoutPageText = {
  stepperLabel: 'Checkout progress',
  schedule: 'Schedule',
  pay: 'Pay',
  orderDetails: 'Order Details',
  contact: 'Contact',
  instructions: (modality: CheckoutModalityType) =>
    modality === 'Delivery' ? 'Delivery Instructions' : 'Pickup Instructions',
  payment: 'Payment',
  items: 'Items',
  tip: 'Tip',
  promoCodes: 'Promo Codes',
  edit: 'Edit',
  close: paymentStepText.close,
  save: 'Save',
  cancel: 'Cancel',
  loading: 'Loading your order…',
  deliveryTo: 'Delivery to',
  pickupAt: 'Pickup at',
  timeWindow: 'Time',
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  /** The items section's title with the same count as the order details. */
  itemsTitle: (n: number) => `Items (${n})`,
  notSet: 'Not added yet',
  showItems: 'View Items',
  retry: 'Try Again',
  changeTime: 'Change Time',
  paymentPending: 'Payment options load here.',
} as const

/** The stepper of the payment step: Schedule completed, Pay current (checkout.md §2). */
export const paymentStepSteps = [
  { label: checkoutPageText.schedule, status: 'completed' },
  { label: checkoutPageText.pay, status: 'current' },
] as const

/** The heading: 'Payment details', or 'Complete your order' in the modify variant (§2). */
export const paymentStepHeading = (modify: boolean): string =>
  modify ? paymentStepText.modifyHeading : paymentStepText.heading

/**
 * A checkout needs rescheduling when it holds no reserved time (no promise), in the
 * ordering flow; a placed order being modified keeps its time (checkout.md §2, §4).
 */
export function needsRescheduling(
  checkout: Pick<Checkout, 'fulfillment' | 'status'>,
  modify: boolean,
): boolean {
  if (modify) return false
  return checkout.status === 'DRAFT' && checkout.fulfillment?.promise === undefined
}

/** The payment step's 'Order Details': what scheduling chose, and the count (checkout.md §2). */
export interface PaymentOrderDetails {
  /** 'Delivery · 13 items': the count is checkoutItemCount, as the items section's title. */
  summary: string
  /** 'Delivery to' or 'Pickup at', with the address or store lines. */
  destinationLabel: string
  destination: OrderDestination | undefined
  /** The reserved window as the shopper reads it. */
  timeWindow: string | undefined
  /** 'Change Time': back to scheduling for the modality, editing from the payment step (§4). */
  changeTimePath: string
}

export function paymentOrderDetails(
  checkout: Pick<
    Checkout,
    'modalityType' | 'fulfillment' | 'buyer' | 'paymentDetails' | 'lineItems'
  >,
): PaymentOrderDetails {
  const modality = checkout.modalityType === 'Delivery' ? 'Delivery' : 'Pickup'
  const window = timeWindowOf(checkout)
  return {
    summary: `${modality} · ${checkoutPageText.itemCount(checkoutItemCount(checkout))}`,
    destinationLabel:
      modality === 'Delivery' ? checkoutPageText.deliveryTo : checkoutPageText.pickupAt,
    destination: orderDestination(checkout),
    timeWindow: window === undefined ? undefined : formatTimeWindow(window),
    changeTimePath: `/scheduling?fulfillmentType=${modality}&edit=true`,
  }
}

/**
 * One checkout update at a time: actions are disabled while it is pending (checkout.md
 * §4); a failure is kept by kind so its section shows its own message.
 */
export type CheckoutUpdateState =
  | { status: 'idle' }
  | { status: 'pending'; kind: CheckoutUpdateKind; label: string }
  | { status: 'failed'; kind: CheckoutUpdateKind; label: string; error: ApiError }

export type CheckoutUpdateEvent =
  | { type: 'START'; kind: CheckoutUpdateKind; label: string }
  | { type: 'DONE' }
  | { type: 'FAIL'; error: ApiError }
  | { type: 'DISMISS' }

export const initialCheckoutUpdate: CheckoutUpdateState = { status: 'idle' }

export function checkoutUpdateReducer(
  state: CheckoutUpdateState,
  event: CheckoutUpdateEvent,
): CheckoutUpdateState {
  switch (state.status) {
    case 'idle':
    case 'failed':
      if (event.type === 'START') return { status: 'pending', kind: event.kind, label: event.label }
      if (event.type === 'DISMISS') return initialCheckoutUpdate
      break
    case 'pending':
      if (event.type === 'DONE') return initialCheckoutUpdate
      if (event.type === 'FAIL')
        return { status: 'failed', kind: state.kind, label: state.label, error: event.error }
      break
  }
  throw new Error(`Invalid action "${event.type}" in state "${state.status}"`)
}
