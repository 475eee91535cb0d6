import { describe, expect, it } from 'vitest'
import {
  replacementRecord,
  replacementRecordSchema,
  replacementsQuerySchema,
  similarItemsPage,
} from './index.js'

describe('replacements (checkout.md §3 "Replacement record", §4, §7, §9)', () => {
  it('records a replacement with a ttl of 60 minutes', () => {
    const now = new Date('2026-11-02T10:00:00Z')
    const record = replacementRecord('111', { upc: '222', quantity: 2 }, 3, now)
    expect(record).toEqual({
      originalLineItemUpc: '111',
      newLineItemUpc: '222',
      newLineItemQuantity: 2,
      itemIndex: 3,
      ttl: Date.parse('2026-11-02T11:00:00Z'),
    })
    expect(replacementRecordSchema.safeParse(record).success).toBe(true)
    expect(replacementRecordSchema.safeParse({ ...record, newLineItemQuantity: 0 }).success).toBe(
      false,
    )
  })
  it('pages similar items 4 per page', () => {
    const items = [1, 2, 3, 4, 5, 6]
    expect(similarItemsPage(items, 0)).toEqual([1, 2, 3, 4])
    expect(similarItemsPage(items, 1)).toEqual([5, 6])
    expect(similarItemsPage(items, 2)).toEqual([])
  })
  it('validates against the option id', () => {
    expect(replacementsQuerySchema.safeParse({ 'option.validate': 'o1' }).success).toBe(true)
    expect(replacementsQuerySchema.safeParse({}).success).toBe(false)
  })
})
