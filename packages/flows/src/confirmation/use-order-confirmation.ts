import {
  type ApiClient,
  type BannerRecord,
  formatPhoneDisplay,
  type Order,
  type PhoneNumber,
} from '@aisle/api'
import { useApiQuery, useRevalidateApi } from '@aisle/api/swr'
import { useEffect } from 'react'
import { cartPaths, toCartItemLine } from '../cart/cart.js'
import type { CartItemLine } from '../cart/cart-item-list.js'
import {
  formatTimeWindow,
  type OrderDestination,
  orderDestination,
  promiseVendorIdOf,
  timeWindowOf,
} from '../checkout/checkout-promise.js'
import { confirmationText, orderedOnDate, pendingOrderPath } from '../checkout/confirmation.js'
import { canEditOrder } from '../purchases/purchases.js'
import { useOrder } from '../purchases/use-orders.js'
import {
  cartReminder,
  confirmationHeading,
  customerServicePhone,
  nextSteps,
  type PaymentSummaryRow,
  paymentSummaryRows,
  showsHoldNotice,
} from './confirmation-rules.js'
import { showsProp65Warning } from './prop65.js'

/** Everything the order complete page shows (checkout.md §2 "Order complete page"). */
export interface OrderConfirmation {
  order: Order
  heading: string
  /** 'A confirmation is sent to {email}.' when the buyer has an e-mail address. */
  emailNotice?: string
  orderNumber: string
  orderLink: string
  orderedOn: string
  /** '+ Add or Edit Items' while the order can still change. */
  editLink?: string
  destination?: OrderDestination
  contact?: { name: string; phone: string }
  /** The reserved window as the shopper reads it ('Friday, November 27, 9:00am - 11:00am'). */
  timeWindow?: string
  itemCountText: string
  lines: CartItemLine[]
  summary: PaymentSummaryRow[]
  holdNotice: boolean
  nextSteps: readonly string[]
  customerService: PhoneNumber
  /** The reminder of what is left in the cart; undefined when it is empty or unknown. */
  cartReminder?: string
  /** The Prop 65 warning applies (a product requires it and the delivery state is CA). */
  prop65: boolean
}

export type OrderConfirmationState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; confirmation: OrderConfirmation }

export interface UseOrderConfirmationOptions {
  client: ApiClient
  orderId: string
  /** The im=true flag: the order was modified. @default false */
  modified?: boolean
  /** The banner's customer-service numbers. */
  customerService: Pick<BannerRecord['customerService'], 'default' | 'byDeliveryVendor'>
}

/** Builds the page's content from a placed order and what is left in the cart. */
export function orderConfirmationOf(
  order: Order,
  options: {
    modified: boolean
    customerService: UseOrderConfirmationOptions['customerService']
    basketLines?: Parameters<typeof cartReminder>[0]
  },
): OrderConfirmation {
  const { checkout } = order
  const contact = checkout.fulfillment?.contact
  const destination = orderDestination(checkout)
  const window = timeWindowOf(checkout)
  const timeWindow = window === undefined ? undefined : formatTimeWindow(window)
  const email = checkout.buyer?.email
  const reminder = options.basketLines ? cartReminder(options.basketLines) : undefined
  return {
    order,
    heading: confirmationHeading(order.modalityType, options.modified),
    ...(email ? { emailNotice: confirmationText.emailNotice(email) } : {}),
    orderNumber: confirmationText.orderNumber(order.id),
    orderLink: pendingOrderPath(order.id),
    orderedOn: confirmationText.orderedOn(orderedOnDate(order.placedAt)),
    ...(canEditOrder(order) ? { editLink: cartPaths.modify(order.id) } : {}),
    ...(destination ? { destination } : {}),
    ...(contact
      ? {
          contact: {
            name: `${contact.firstName} ${contact.lastName}`,
            phone: formatPhoneDisplay(contact.phone),
          },
        }
      : {}),
    ...(timeWindow ? { timeWindow } : {}),
    itemCountText: confirmationText.itemCount(order.summary.itemCount),
    lines: order.lines.map(toCartItemLine),
    summary: paymentSummaryRows(checkout, options.modified),
    holdNotice: showsHoldNotice(order.status),
    nextSteps: nextSteps(order.modalityType, checkout.fulfillment?.deliveryType),
    customerService: customerServicePhone(options.customerService, promiseVendorIdOf(checkout)),
    ...(reminder ? { cartReminder: reminder } : {}),
    prop65: showsProp65Warning(checkout),
  }
}

/**
 * The order complete page's flow: the placed order (its checkout, lines and date) and the
 * basket for the cart reminder. The page needs a loaded checkout (checkout.md §6); a failed
 * basket read only drops the reminder.
 */
export function useOrderConfirmation({
  client,
  orderId,
  modified = false,
  customerService,
}: UseOrderConfirmationOptions): OrderConfirmationState {
  const order = useOrder(client, orderId)
  const basket = useApiQuery(client, 'basket', {})
  // A modified order is read afresh on arrival: the one kept from its first confirmation is
  // the order before the modification (its old items, no cost change).
  const revalidate = useRevalidateApi()
  useEffect(() => {
    if (modified) void revalidate('order', { params: { orderId } })
  }, [revalidate, orderId, modified])
  if (order.status !== 'ready') return order
  return {
    status: 'ready',
    confirmation: orderConfirmationOf(order.order, {
      modified,
      customerService,
      ...(basket.data ? { basketLines: basket.data.lines } : {}),
    }),
  }
}
