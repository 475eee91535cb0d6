import type { ApiClient, Checkout, Product } from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useMemo } from 'react'
import { type CartItemLine, lineTotal } from '../cart/cart-item-list.js'
import { checkoutItemCount } from './checkout-promise.js'
import {
  type CheckoutServices,
  createCheckoutServices,
  orderGtins,
  type ReadStatus,
  readStatusOf,
} from './checkout-services.js'

export interface CheckoutItems {
  status: ReadStatus
  lines: CartItemLine[]
  /** Units, the figure the order details show too (checkoutItemCount). */
  itemCount: number
  reload: () => void
}

/** The checkout's items as the cart item table lists them (checkout.md §2 "Cart item lists"). */
export function checkoutItemLines(
  checkout: Pick<Checkout, 'lineItems'>,
  products: readonly Product[],
): CartItemLine[] {
  return checkout.lineItems
    .filter((line) => line.quantity > 0)
    .map((line, index) => {
      const product = products.find((p) => p.gtin13 === line.cart.gtin13)
      return {
        id: line.id ?? `${line.cart.gtin13}-${line.couponId ?? index}`,
        gtin13: line.cart.gtin13,
        description: product?.description ?? line.cart.gtin13,
        imageUrl: product?.imageUrl,
        quantity: line.quantity,
        totalPrice: lineTotal(product?.price ?? 0, line.quantity),
      }
    })
}

/** The items section of the payment step: names and prices by products call (§7). */
export function useCheckoutItems(
  client: ApiClient,
  checkout: Checkout | undefined,
  services?: CheckoutServices,
): CheckoutItems {
  const calls = useMemo(() => services ?? createCheckoutServices(client), [client, services])
  const gtins = orderGtins(checkout)
  const read = useServiceQuery(
    gtins.length === 0 ? null : (['checkout', 'products', ...gtins] as const),
    ([, , ...asked]) => calls.products(asked),
  )
  const { mutate } = read
  const products: Product[] = read.data ?? noProducts
  return {
    status: readStatusOf(read, gtins.length > 0),
    lines: checkout ? checkoutItemLines(checkout, products) : [],
    itemCount: checkout ? checkoutItemCount(checkout) : 0,
    reload: useCallback(() => void mutate(), [mutate]),
  }
}

const noProducts: Product[] = []
