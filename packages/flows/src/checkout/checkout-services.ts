import type {
  ApiClient,
  BodyOf,
  Checkout,
  CheckoutModalityType,
  CheckoutUpdateRequest,
  FlashSale,
  Product,
  ResponseOf,
} from '@aisle/api'
import {
  activateRequestOf,
  basketClearRequest,
  modifiedLineItems,
  modifyRequestOf,
} from './place-order.js'

/** The checkout's calls (checkout.md §7), as its hooks need them; tests hand in fakes. */
export interface CheckoutServices {
  /** Products by upcs: names, images and prices of the order's items. */
  products(gtins: readonly string[]): Promise<Product[]>
  /** Flash sales for gtins. */
  flashSales(gtins: readonly string[]): Promise<FlashSale[]>
  /** One PUT on the checkout (fulfillment, line items, payments, promo, tip, ACTIVATE, MODIFY). */
  updateCheckout(checkoutId: string, body: CheckoutUpdateRequest): Promise<Checkout>
  /** Add card to order (v1). */
  addCardToOrder(body: BodyOf<'addCardToOrder'>): Promise<ResponseOf<'addCardToOrder'>>
  /** The checkout's own card record, POST /checkout/api/s/cards. */
  addCheckoutCard(body: BodyOf<'addCheckoutCard'>): Promise<CheckoutCard>
  /** The checkout's own card record changed, PUT /checkout/api/s/cards/{cardId}. */
  updateCheckoutCard(cardId: string, body: BodyOf<'updateCheckoutCard'>): Promise<CheckoutCard>
  /** Place order: ACTIVATE with the key, and the PIN's registration id when EBT pays. */
  placeOrder(checkout: Checkout, idempotencyKey: string, identity?: string): Promise<Checkout>
  /** Modify order: MODIFY with the items of the order's modify basket. */
  modifyOrder(checkout: Checkout, idempotencyKey: string, identity?: string): Promise<Checkout>
  /** After an order: the basket's items of its modality set to 0. */
  clearBasket(modality: CheckoutModalityType): Promise<void>
  /** After a rejected or pending modify: the cart modification is finalized. */
  finalizeCartModification(orderId: string): Promise<void>
}

/** A card as the checkout holds it (checkout.md §3 "Card"). */
export type CheckoutCard = BodyOf<'addCardToOrder'>['paymentCard']

/** The services over the one fetch client. */
export function createCheckoutServices(client: ApiClient): CheckoutServices {
  return {
    products: async (gtins) =>
      (await client.call('products', { body: { gtins: [...gtins] } })).products,
    flashSales: async (gtins) =>
      (await client.call('flashSales', { body: { gtins: [...gtins] } })).flashSales,
    updateCheckout: (checkoutId, body) =>
      client.call('updateCheckout', { params: { checkoutId }, body }),
    addCardToOrder: (body) => client.call('addCardToOrder', { body }),
    addCheckoutCard: async (body) => (await client.call('addCheckoutCard', { body })).card,
    updateCheckoutCard: async (cardId, body) =>
      (await client.call('updateCheckoutCard', { params: { cardId }, body })).card,
    placeOrder: (checkout, key, identity) =>
      client.call('updateCheckout', {
        params: { checkoutId: checkout.id },
        body: activateRequestOf(checkout, key, identity),
      }),
    modifyOrder: async (checkout, key, identity) => {
      const basket = await client.call('basket', { query: { orderId: checkout.id } })
      return client.call('updateCheckout', {
        params: { checkoutId: checkout.id },
        body: modifyRequestOf(checkout, modifiedLineItems(checkout, basket), key, identity),
      })
    },
    clearBasket: async (modality) => {
      const basket = await client.call('basket', { query: {} })
      const body = basketClearRequest(basket, modality)
      if (body !== undefined) await client.call('updateBasket', { body })
    },
    finalizeCartModification: async (orderId) => {
      await client.call('finalizeCartModification', { params: { orderId } })
    },
  }
}

/** The distinct gtins of the order's lines, in order: the argument of a read's key. */
export function orderGtins(checkout: Pick<Checkout, 'lineItems'> | undefined): string[] {
  return [...new Set((checkout?.lineItems ?? []).map((line) => line.cart.gtin13))]
}

/** The status a section shows for a read (idle when there is nothing to read). */
export type ReadStatus = 'idle' | 'loading' | 'success' | 'error'

export function readStatusOf(read: { data: unknown; error: unknown }, asked: boolean): ReadStatus {
  if (!asked) return 'idle'
  if (read.error !== undefined) return 'error'
  return read.data === undefined ? 'loading' : 'success'
}
