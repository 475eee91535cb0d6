// checkout.md §7 "Basket delete or update": the shopper's cart, kept as the draft checkout
// the scheduling step reads (SEED_CHECKOUT_ID), and the basket of a placed order being
// modified, kept apart until the order is re-submitted (checkout.md §4 "Modify submit").
import type { Basket, BasketLine, Checkout, LineItem, UpdateBasketRequest } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'
import { SEED_CHECKOUT_ID, SHOPPER_ID } from '../seed.ts'
import { withSummary } from './checkout.ts'
import { catalogLookup, productImageUrl } from './products.ts'

const round = (n: number) => Math.round(n * 100) / 100

function priced(c: HandlerContext, lines: readonly LineItem[], fallback: Checkout['modalityType']) {
  const lookup = catalogLookup(c)
  return lines.flatMap((line): BasketLine[] => {
    const item = lookup(line.cart.gtin13)
    if (!item || line.quantity <= 0) return []
    return [
      {
        id: line.id ?? line.cart.gtin13,
        gtin13: item.gtin13,
        description: item.description,
        imageUrl: productImageUrl(item),
        quantity: line.quantity,
        unitPrice: item.price,
        totalPrice: round(item.price * line.quantity),
        modalityType: line.modalityType ?? fallback,
        available: item.available,
      },
    ]
  })
}

function basketOf(
  c: HandlerContext,
  id: string,
  lineItems: readonly LineItem[],
  modality: Checkout['modalityType'],
  orderId?: string,
): Basket {
  const lines = priced(c, lineItems, modality)
  return {
    id,
    ...(orderId === undefined ? {} : { orderId }),
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: round(lines.reduce((sum, line) => sum + line.totalPrice, 0)),
  }
}

/** Where the id of the shopper's cart is kept: the seeded cart's until it is placed. */
const CART_POINTER = { collection: 'meta', id: 'cart' } as const

/**
 * The cart's draft checkout. Once placed, a checkout is an order and only MODIFY changes
 * it: the next cart is a new empty checkout under a new id (`checkout-7`), made and kept
 * the first time it is asked for, so every read names the same one.
 */
function cartCheckout(c: HandlerContext): Checkout {
  const id = c.mine.get<string>(CART_POINTER.collection, CART_POINTER.id) ?? SEED_CHECKOUT_ID
  const stored = c.mine.get<Checkout>('checkouts', id)
  if (stored && stored.status === 'DRAFT') return stored
  const cart: Checkout = {
    id: stored ? c.newId('checkout') : id,
    versionKey: 'v1',
    checksum: 'sum-v1',
    status: 'DRAFT',
    modalityType: stored?.modalityType ?? (c.banner === 'copperline' ? 'Pickup' : 'Delivery'),
    lineItems: [],
    payments: [],
    buyer: stored?.buyer ?? { profileId: SHOPPER_ID },
    ...(stored?.fulfillment ? { fulfillment: stored.fulfillment } : {}),
    paymentDetails: { gratuityAmount: 0 },
  }
  c.mine.put(CART_POINTER.collection, CART_POINTER.id, cart.id)
  c.mine.put('checkouts', cart.id, withSummary(cart, catalogLookup(c)))
  return cart
}

function placedOrder(c: HandlerContext, orderId: string): Checkout {
  const order = c.mine.get<Checkout>('checkouts', orderId)
  if (!order || order.status === 'DRAFT') return fail(404, 'ORDER_NOT_FOUND', 'order not found')
  return order
}

/** The items of an order being modified: the order's own until the first change. */
const modifyLinesOf = (c: HandlerContext, order: Checkout): LineItem[] =>
  c.mine.get<LineItem[]>('modifyBaskets', order.id) ?? order.lineItems

/** Applies the changes: quantity 0 deletes a line, a new gtin adds one, others update. */
function applyChanges(
  c: HandlerContext,
  lines: readonly LineItem[],
  changes: UpdateBasketRequest['lines'],
  modality: Checkout['modalityType'],
): LineItem[] {
  const next = lines.filter((line) => line.quantity > 0).map((line) => ({ ...line }))
  for (const change of changes) {
    if (!catalogLookup(c)(change.gtin13))
      fail(404, 'ITEM_NOT_FOUND', `unknown gtin ${change.gtin13}`)
    const type = change.modalityType
    const index = next.findIndex(
      (line) =>
        line.cart.gtin13 === change.gtin13 &&
        (type === undefined || (line.modalityType ?? modality) === type),
    )
    const existing = index >= 0 ? next[index] : undefined
    if (existing && change.quantity === 0) next.splice(index, 1)
    else if (existing) existing.quantity = change.quantity
    else if (change.quantity > 0)
      next.push({
        id: c.newId('basket-line'),
        cart: { gtin13: change.gtin13 },
        quantity: change.quantity,
        substitutionPolicy: 'SHOPPER_CHOICE',
        modalityType: type ?? modality,
      })
  }
  return next
}

export const basketHandlers: Pick<HandlerTable, 'basket' | 'updateBasket'> = {
  basket: (c) => {
    const orderId = c.query.orderId
    if (orderId !== undefined) {
      const order = placedOrder(c, orderId)
      return ok(
        basketOf(c, `modify-${order.id}`, modifyLinesOf(c, order), order.modalityType, order.id),
      )
    }
    const cart = cartCheckout(c)
    return ok(basketOf(c, cart.id, cart.lineItems, cart.modalityType))
  },
  updateBasket: (c) => {
    const body = c.body as UpdateBasketRequest
    if (body.orderId !== undefined) {
      const order = placedOrder(c, body.orderId)
      const lines = applyChanges(c, modifyLinesOf(c, order), body.lines, order.modalityType)
      c.mine.put('modifyBaskets', order.id, lines)
      return ok(basketOf(c, `modify-${order.id}`, lines, order.modalityType, order.id))
    }
    const cart = cartCheckout(c)
    const next: Checkout = {
      ...cart,
      versionKey: c.nextVersion(cart.versionKey),
      lineItems: applyChanges(c, cart.lineItems, body.lines, cart.modalityType),
    }
    c.mine.put('checkouts', next.id, withSummary(next, catalogLookup(c)))
    return ok(basketOf(c, next.id, next.lineItems, next.modalityType))
  },
}
