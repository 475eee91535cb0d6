import { describe, expect, it } from 'vitest'
import {
  CART_ITEMS_SUMMARY_MAX,
  cartImages,
  cartUnitCount,
  formatCartPrice,
  lineTotal,
  visibleCartLines,
} from './cart-item-list.js'

const rows = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('cart item list', () => {
  // checkout.md §9: "Expandable items summary default max 5".
  it('shows five rows until expanded, and offers the toggle only beyond five', () => {
    expect(CART_ITEMS_SUMMARY_MAX).toBe(5)
    expect(visibleCartLines(rows(5), false)).toEqual({ shown: rows(5), canToggle: false })
    expect(visibleCartLines(rows(7), false)).toEqual({ shown: rows(5), canToggle: true })
    expect(visibleCartLines(rows(7), true)).toEqual({ shown: rows(7), canToggle: true })
  })

  it('prices lines to the cent and formats dollars', () => {
    expect(lineTotal(0.59, 6)).toBe(3.54)
    expect(lineTotal(4.29, 3)).toBe(12.87)
    expect(formatCartPrice(12.87)).toBe('$12.87')
    expect(formatCartPrice(1234.5)).toBe('$1,234.50')
  })

  // checkout.md §2 "Cart item lists": the image summary of the items.
  it('takes the thumbnails of lines that have a picture, in order', () => {
    const line = (id: string, imageUrl?: string) => ({
      id,
      gtin13: id,
      description: `Item ${id}`,
      imageUrl,
      quantity: 2,
      totalPrice: 1,
    })
    expect(cartImages([line('a', 'a.png'), line('b'), line('c', 'c.png')])).toEqual([
      { src: 'a.png', alt: 'Item a' },
      { src: 'c.png', alt: 'Item c' },
    ])
    expect(cartUnitCount([line('a'), line('b')])).toBe(4)
  })
})
