import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineItemSchema } from './checkout.js'
import { flashSaleSchema, flashSalesRequestSchema } from './flash-sales.js'
import { flashSaleLineItem } from './flash-sales-helpers.js'

const sale = flashSaleSchema.parse({
  gtin13: '0001111041700',
  category: 'Produce',
  maxQuantity: 10,
  couponId: 'fs-1',
  sourceStoreId: '01400943',
  percentOff: 25,
})

describe('flash sales (checkout.md §3, §7, §9)', () => {
  it('adds a line item with substitutionPolicy NONE, couponId and sourceStoreId', () => {
    expect(flashSaleLineItem(sale, 2, 'Delivery')).toEqual({
      cart: { gtin13: '0001111041700' },
      quantity: 2,
      modalityType: 'Delivery',
      substitutionPolicy: 'NONE',
      couponId: 'fs-1',
      sourceStoreId: '01400943',
    })
  })
  it('limits a sale to 10 per item', () => {
    expect(flashSaleSchema.safeParse({ ...sale, maxQuantity: 11 }).success).toBe(false)
    expect(flashSaleLineItem(sale, 50, 'Pickup').quantity).toBe(10)
  })
  it('asks for at least one 13-digit gtin', () => {
    expect(flashSalesRequestSchema.safeParse({ gtins: [] }).success).toBe(false)
    expect(flashSalesRequestSchema.safeParse({ gtins: ['123'] }).success).toBe(false)
  })
  it('property: the line item is always a valid line item within the sale limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 100 }),
        fc.integer({ min: 1, max: 10 }),
        (quantity, max) => {
          const item = lineItemSchema.parse(
            flashSaleLineItem({ ...sale, maxQuantity: max }, quantity, 'Delivery'),
          )
          expect(item.quantity).toBeLessThanOrEqual(max)
          expect(item.quantity).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
