import type { BasketLine } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  addOneChange,
  cartModeOf,
  cartPaths,
  checkoutEntryPath,
  groupCartLines,
  toCartItemLine,
} from './cart.js'

const line = (
  gtin13: string,
  modalityType: BasketLine['modalityType'],
  quantity = 1,
  unitPrice = 2,
): BasketLine => ({
  id: `l-${gtin13}-${modalityType}`,
  gtin13,
  description: `Item ${gtin13}`,
  quantity,
  unitPrice,
  totalPrice: unitPrice * quantity,
  modalityType,
  available: true,
})

describe('cart grouping by modality', () => {
  // checkout.md §2 "/scheduling": a modality is scheduled with its own fulfillmentType.
  it('groups lines by modality, pickup first, leaving out empty groups', () => {
    const groups = groupCartLines([
      line('0000000000001', 'Delivery', 2),
      line('0000000000002', 'Pickup', 1, 3.335),
      line('0000000000003', 'Delivery', 1),
    ])
    expect(groups.map((g) => [g.modalityType, g.heading, g.lines.length, g.itemCount])).toEqual([
      ['Pickup', 'Pickup Items', 1, 1],
      ['Delivery', 'Delivery Items', 2, 3],
    ])
    expect(groups[0]?.subtotal).toBe(3.34)
    expect(groupCartLines([])).toEqual([])
  })

  it('maps a basket line to a table row', () => {
    expect(toCartItemLine(line('0000000000001', 'Pickup', 2))).toEqual({
      id: 'l-0000000000001-Pickup',
      gtin13: '0000000000001',
      description: 'Item 0000000000001',
      imageUrl: undefined,
      quantity: 2,
      totalPrice: 4,
    })
  })
})

describe('checkout entry and modify mode', () => {
  // checkout.md §2 Routes: /scheduling takes fulfillmentType.
  it('checks a cart group out to /scheduling with its fulfillmentType', () => {
    expect(checkoutEntryPath('Pickup', { mode: 'cart' })).toBe('/scheduling?fulfillmentType=Pickup')
    expect(checkoutEntryPath('Delivery', { mode: 'cart' })).toBe(
      '/scheduling?fulfillmentType=Delivery',
    )
  })

  // checkout.md §2: /checkout links carry nc=true and im=true (im marks a modify flow);
  // /scheduling sends a modify flow away.
  it('checks a modified order out to its payment step with im=true', () => {
    expect(checkoutEntryPath('Pickup', { mode: 'modify', orderId: 'checkout-7' })).toBe(
      '/checkout?orderId=checkout-7&nc=true&im=true',
    )
  })

  it('reads modify mode from /cart/modify?orderId= only', () => {
    expect(cartModeOf('?orderId=checkout-7', true)).toEqual({
      mode: 'modify',
      orderId: 'checkout-7',
    })
    expect(cartModeOf('', true)).toEqual({ mode: 'cart' })
    expect(cartModeOf('?orderId=checkout-7', false)).toEqual({ mode: 'cart' })
    expect(cartPaths.modify('a b')).toBe('/cart/modify?orderId=a%20b')
  })

  it('adds one more of an item, or a new line of the given modality', () => {
    const lines = [line('0000000000001', 'Pickup', 2)]
    expect(addOneChange(lines, '0000000000001')).toEqual({
      gtin13: '0000000000001',
      quantity: 3,
      modalityType: 'Pickup',
    })
    expect(addOneChange(lines, '0000000000001', 'Delivery')).toEqual({
      gtin13: '0000000000001',
      quantity: 1,
      modalityType: 'Delivery',
    })
    expect(addOneChange(lines, '0000000000009')).toEqual({ gtin13: '0000000000009', quantity: 1 })
  })
})
