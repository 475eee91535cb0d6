import type { CheckoutModalityType, OrderSummary } from '@aisle/api'

/**
 * Texts of the purchases pages (/mypurchases, /mypurchases/pending/{id}, checkout.md §2
 * "Other links"). The spec names the pages only; the wording is ours.
 */
export const purchasesText = {
  empty: 'You have no purchases yet.',
  startShopping: 'Start Shopping',
  loading: 'Loading your purchases…',
  signedOut: 'Sign in to see your purchases.',
  loadError: 'We could not load your purchases. Please try again.',
  orderLoadError: 'We could not load this order. Please try again.',
  notFound: 'We could not find this order.',
  tryAgain: 'Try Again',
  viewOrder: (date: string) => `View order of ${date}`,
  addOrEditItems: 'Add or Edit Items',
  backToPurchases: 'Back to Purchase History',
  ordersLabel: 'Your orders',
  status: 'Status',
  placed: 'Placed',
  fulfilment: 'Fulfillment',
  itemCount: 'Items',
  total: 'Total',
  subtotal: 'Subtotal',
  tax: 'Tax',
  tip: 'Tip',
  orderNumber: (id: string) => `Order ${id}`,
  cannotModify:
    "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
} as const

const statusLabels: Readonly<Record<string, string>> = {
  PLACED: 'Order Placed',
  MODIFIED: 'Order Modified',
  CANCELLED: 'Canceled',
  FULFILLED: 'Completed',
}

/** The order's status as the shopper reads it; an unknown status shows as sent. */
export const orderStatusLabel = (status: string): string => statusLabels[status] ?? status

const fulfilmentLabels: Record<CheckoutModalityType, string> = {
  Pickup: 'Pickup',
  Delivery: 'Delivery',
  InStore: 'In Store',
}
export const fulfilmentLabel = (type: CheckoutModalityType): string => fulfilmentLabels[type]

/** 'Add or Edit Items' is offered while the order is placed and not yet being worked on. */
export const canEditOrder = (order: Pick<OrderSummary, 'status'>): boolean =>
  order.status === 'PLACED'

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** The date an order was placed, e.g. 'Nov 2, 2026' (UTC, so it reads the same everywhere). */
export const formatOrderDate = (iso: string): string => dateFormat.format(new Date(iso))
