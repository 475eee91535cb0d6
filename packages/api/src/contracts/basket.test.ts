import { describe, expect, it } from 'vitest'
import { basketLineChangeSchema, basketSchema, updateBasketRequestSchema } from './basket.js'

describe('basket contract (checkout.md §7 "Basket delete or update")', () => {
  it('takes a quantity of 0 as a deletion and refuses negative or fractional quantities', () => {
    expect(basketLineChangeSchema.safeParse({ gtin13: '0000000004011', quantity: 0 }).success).toBe(
      true,
    )
    for (const quantity of [-1, 1.5, 1000]) {
      expect(basketLineChangeSchema.safeParse({ gtin13: '0000000004011', quantity }).success).toBe(
        false,
      )
    }
    expect(basketLineChangeSchema.safeParse({ gtin13: '4011', quantity: 1 }).success).toBe(false)
  })

  it('needs at least one line to change', () => {
    expect(updateBasketRequestSchema.safeParse({ lines: [] }).success).toBe(false)
    expect(
      updateBasketRequestSchema.safeParse({
        orderId: 'checkout-3',
        lines: [{ gtin13: '0000000004011', quantity: 2, modalityType: 'Pickup' }],
      }).success,
    ).toBe(true)
  })

  it('holds priced lines with their modality', () => {
    const basket = {
      id: 'checkout-cart',
      lines: [
        {
          id: 'line-1',
          gtin13: '0000000004011',
          description: 'Bananas, 1 lb',
          quantity: 6,
          unitPrice: 0.59,
          totalPrice: 3.54,
          modalityType: 'Delivery',
          available: true,
        },
      ],
      itemCount: 6,
      subtotal: 3.54,
    }
    expect(basketSchema.safeParse(basket).success).toBe(true)
    expect(
      basketSchema.safeParse({ ...basket, lines: [{ ...basket.lines[0], quantity: 0 }] }).success,
    ).toBe(false)
  })
})
