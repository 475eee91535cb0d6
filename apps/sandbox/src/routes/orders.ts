// The shopper's placed orders for the purchases pages (checkout.md §2 "Other links"):
// the checkouts an ACTIVATE placed (checkout.md §4), newest first.
import type { Checkout, Order, OrderSummary } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'
import { catalogLookup, productImageUrl } from './products.ts'

interface PlacedRecord {
  checkoutId: string
  placedAt: string
}

const round = (n: number) => Math.round(n * 100) / 100

function placedAtOf(c: HandlerContext): Map<string, string> {
  const placed = new Map<string, string>()
  for (const { value } of c.mine.list<PlacedRecord>('orders')) {
    if (!placed.has(value.checkoutId)) placed.set(value.checkoutId, value.placedAt)
  }
  return placed
}

function summaryOf(checkout: Checkout, placedAt: string, c: HandlerContext): OrderSummary {
  const lookup = catalogLookup(c)
  return {
    id: checkout.id,
    status: checkout.status,
    placedAt,
    modalityType: checkout.modalityType,
    summary: checkout.summary ?? { itemCount: 0, cost: { itemTotal: 0, total: 0 } },
    imageUrls: checkout.lineItems.slice(0, 8).flatMap((line) => {
      const item = lookup(line.cart.gtin13)
      return item ? [productImageUrl(item)] : []
    }),
  }
}

function orderOf(c: HandlerContext, checkout: Checkout, placedAt: string): Order {
  const lookup = catalogLookup(c)
  return {
    ...summaryOf(checkout, placedAt, c),
    lines: checkout.lineItems.flatMap((line) => {
      const item = lookup(line.cart.gtin13)
      if (!item || line.quantity <= 0) return []
      return [
        {
          id: line.id ?? item.gtin13,
          gtin13: item.gtin13,
          description: item.description,
          imageUrl: productImageUrl(item),
          quantity: line.quantity,
          unitPrice: item.price,
          totalPrice: round(item.price * line.quantity),
          modalityType: line.modalityType ?? checkout.modalityType,
          available: item.available,
        },
      ]
    }),
    checkout,
  }
}

export const orderHandlers: Pick<HandlerTable, 'orders' | 'order'> = {
  orders: (c) => {
    const placed = placedAtOf(c)
    const orders = c.mine
      .list<Checkout>('checkouts')
      .map((doc) => doc.value)
      .filter((checkout) => checkout.status !== 'DRAFT' && placed.has(checkout.id))
      .map((checkout) => summaryOf(checkout, placed.get(checkout.id) ?? '', c))
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.id.localeCompare(a.id))
    return ok({ orders })
  },
  order: (c) => {
    const id = c.params.orderId ?? ''
    const checkout = c.mine.get<Checkout>('checkouts', id)
    const placedAt = placedAtOf(c).get(id)
    if (!checkout || checkout.status === 'DRAFT' || placedAt === undefined)
      return fail(404, 'ORDER_NOT_FOUND', 'order not found')
    return ok(orderOf(c, checkout, placedAt))
  },
}
