import type { ApiClient, Checkout, Product } from '@aisle/api'
import { type CartItemLine, lineTotal } from '../cart/cart-item-list.js'
import { useCall } from '../scheduling/use-call.js'
import { checkoutItemCount } from './checkout-promise.js'

export interface CheckoutItems {
  status: 'idle' | 'loading' | 'success' | 'error'
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
export function useCheckoutItems(client: ApiClient, checkout: Checkout | undefined): CheckoutItems {
  const gtins = [...new Set((checkout?.lineItems ?? []).map((line) => line.cart.gtin13))]
  const call = useCall<Product[]>(gtins.length === 0 ? null : `items:${gtins.join()}`, () =>
    client.call('products', { body: { gtins } }).then((r) => r.products),
  )
  const products = call.state.status === 'success' ? call.state.data : []
  return {
    status: call.state.status,
    lines: checkout ? checkoutItemLines(checkout, products) : [],
    itemCount: checkout ? checkoutItemCount(checkout) : 0,
    reload: call.reload,
  }
}
