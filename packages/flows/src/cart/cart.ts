import type { BasketLine, CheckoutModalityType } from '@aisle/api'
import type { CartItemLine } from './cart-item-list.js'
import { cartGroupHeadings } from './cart-texts.js'

/** Where the cart's links lead (checkout.md §2 "Routes" and "Other links"). */
export const cartPaths = {
  cart: '/cart',
  startMyCart: '/products/start-my-cart',
  /** The cart of a placed order being modified. */
  modify: (orderId: string) => `/cart/modify?orderId=${encodeURIComponent(orderId)}`,
} as const

/** A basket line as a row of the cart item table. */
export const toCartItemLine = (line: BasketLine): CartItemLine => ({
  id: line.id,
  gtin13: line.gtin13,
  description: line.description,
  imageUrl: line.imageUrl,
  quantity: line.quantity,
  totalPrice: line.totalPrice,
})

/** The items of one way of fulfilment, checked out on their own. */
export interface CartGroup {
  modalityType: CheckoutModalityType
  heading: string
  lines: BasketLine[]
  /** Units in the group. */
  itemCount: number
  subtotal: number
}

const GROUP_ORDER: readonly CheckoutModalityType[] = ['Pickup', 'Delivery', 'InStore']
const headingOf = (type: CheckoutModalityType) =>
  type === 'Pickup'
    ? cartGroupHeadings.PICKUP
    : type === 'Delivery'
      ? cartGroupHeadings.DELIVERY
      : cartGroupHeadings.IN_STORE

/**
 * The cart's lines grouped by modality, pickup first, empty groups left out: each group
 * goes to scheduling with its own fulfillmentType (checkout.md §2 "/scheduling").
 */
export function groupCartLines(lines: readonly BasketLine[]): CartGroup[] {
  return GROUP_ORDER.flatMap((type) => {
    const mine = lines.filter((line) => line.modalityType === type && line.quantity > 0)
    if (mine.length === 0) return []
    const subtotal = mine.reduce((sum, line) => sum + line.totalPrice, 0)
    return [
      {
        modalityType: type,
        heading: headingOf(type),
        lines: mine,
        itemCount: mine.reduce((sum, line) => sum + line.quantity, 0),
        subtotal: Math.round(subtotal * 100) / 100,
      },
    ]
  })
}

/** The cart's mode: the shopper's cart, or the items of a placed order being modified. */
export type CartMode = { mode: 'cart' } | { mode: 'modify'; orderId: string }

/** The mode from the cart page's query string (`?orderId=` on /cart/modify). */
export function cartModeOf(search: string, isModifyRoute: boolean): CartMode {
  const orderId = new URLSearchParams(search).get('orderId')
  return isModifyRoute && orderId ? { mode: 'modify', orderId } : { mode: 'cart' }
}

/**
 * Where 'Check Out' leads: /scheduling with the group's fulfillmentType; in modify mode the
 * payment step of the order with nc=true and im=true (checkout.md §2: links carry nc=true
 * and im=true, im marking a modify flow; scheduling sends a modify flow away).
 */
export function checkoutEntryPath(type: CheckoutModalityType, mode: CartMode): string {
  if (mode.mode === 'modify')
    return `/checkout?orderId=${encodeURIComponent(mode.orderId)}&nc=true&im=true`
  return `/scheduling?fulfillmentType=${type}`
}

/** The line change that adds one more of an item (a new line when it is not in the cart). */
export function addOneChange(
  lines: readonly BasketLine[],
  gtin13: string,
  modalityType?: CheckoutModalityType,
): { gtin13: string; quantity: number; modalityType?: CheckoutModalityType } {
  const existing = lines.find(
    (line) =>
      line.gtin13 === gtin13 && (modalityType === undefined || line.modalityType === modalityType),
  )
  const quantity = (existing?.quantity ?? 0) + 1
  const type = modalityType ?? existing?.modalityType
  return type === undefined ? { gtin13, quantity } : { gtin13, quantity, modalityType: type }
}
