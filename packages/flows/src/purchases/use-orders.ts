import type { ApiClient, Order, OrderSummary } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'

export type OrdersState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'empty' }
  | { status: 'ready'; orders: OrderSummary[] }

/** The shopper's placed orders, newest first. */
export function useOrders(client: ApiClient): OrdersState {
  const query = useApiQuery(client, 'orders')
  if (query.error !== undefined) return { status: 'error', retry: () => void query.mutate() }
  if (query.data === undefined) return { status: 'loading' }
  return query.data.orders.length === 0
    ? { status: 'empty' }
    : { status: 'ready', orders: query.data.orders }
}

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; order: Order }

/** One placed order with its lines; a 404 is its own state. */
export function useOrder(client: ApiClient, orderId: string): OrderState {
  const query = useApiQuery(client, 'order', { params: { orderId } })
  if (query.error !== undefined)
    return query.error.status === 404
      ? { status: 'not-found' }
      : { status: 'error', retry: () => void query.mutate() }
  if (query.data === undefined) return { status: 'loading' }
  return { status: 'ready', order: query.data }
}
