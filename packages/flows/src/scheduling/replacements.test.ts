import { messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  falloutItemText,
  initialReplacementsState,
  replaceLine,
  replacementsReducer,
  replacementsText,
  restrictedItemText,
  similarPage,
  splitFallout,
} from './replacements.js'

describe('replacements drawer (checkout.md §2, §4 "Replacement drawer", §9)', () => {
  it('alternates the unavailable-items screen and the find-similar-item screen', () => {
    const selecting = replacementsReducer(initialReplacementsState, {
      type: 'OPEN_SELECT',
      upc: 'a',
    })
    expect(selecting.view).toEqual({ screen: 'select', upc: 'a' })
    expect(replacementsReducer(selecting, { type: 'BACK' })).toEqual(initialReplacementsState)
    expect(() => replacementsReducer(selecting, { type: 'OPEN_SELECT', upc: 'b' })).toThrow(
      'Invalid action "OPEN_SELECT" in state "select"',
    )
    expect(() => replacementsReducer(initialReplacementsState, { type: 'REPLACE' })).toThrow()
  })

  it('a choice is required before replacing: "Please select a similar item first." (§5)', () => {
    const selecting = replacementsReducer(initialReplacementsState, {
      type: 'OPEN_SELECT',
      upc: 'a',
    })
    const refused = replacementsReducer(selecting, { type: 'REPLACE' })
    expect(refused.error).toBe('Please select a similar item first.')
    const chosen = replacementsReducer(refused, { type: 'CHOOSE', upc: 'b' })
    expect(chosen.error).toBeUndefined()
    expect(replacementsReducer(chosen, { type: 'REPLACE' })).toBe(chosen)
  })

  it('pages similar items 4 per page (§9)', () => {
    const items = Array.from({ length: 5 }, (_, i) => ({
      upc: `u${i}`,
      description: `d${i}`,
      available: true,
    }))
    expect(similarPage(items, 0)).toMatchObject({ pages: 2 })
    expect(similarPage(items, 0).items).toHaveLength(4)
    expect(similarPage(items, 1).items.map((i) => i.upc)).toEqual(['u4'])
    expect(similarPage([], 0).pages).toBe(1)
  })

  it('replaces the line with substitution policy NONE and a 60-minute ttl (§3, §4)', () => {
    const lines = [
      {
        cart: { gtin13: '0000000004011' },
        quantity: 6,
        substitutionPolicy: 'SHOPPER_CHOICE' as const,
      },
      {
        cart: { gtin13: '0001111000202' },
        quantity: 2,
        substitutionPolicy: 'SHOPPER_CHOICE' as const,
        substitutionItems: [{ gtin13: '0001111000203' }],
      },
    ]
    const now = new Date('2026-11-22T10:00:00Z')
    const result = replaceLine(lines, '0001111000202', '0001111000203', now)
    expect(result?.lineItems[1]).toEqual({
      cart: { gtin13: '0001111000203' },
      quantity: 2,
      substitutionPolicy: 'NONE',
    })
    expect(result?.record).toEqual({
      originalLineItemUpc: '0001111000202',
      newLineItemUpc: '0001111000203',
      newLineItemQuantity: 2,
      itemIndex: 1,
      ttl: now.getTime() + 60 * 60_000,
    })
    expect(replaceLine(lines, 'missing', 'x', now)).toBeUndefined()
  })

  it('uses the catalogue texts (§8 "Replacements")', () => {
    expect(falloutItemText({ code: 'OUT_OF_STOCK' })).toBe(messages.itemUnavailable)
    expect(falloutItemText({ code: 'AGE_RESTRICTED' })).toBe(
      'Item may be unavailable. Please see cart.',
    )
    expect(replacementsText.allSetTitle).toBe("You're All Set")
  })
})

describe('restricted items (checkout.md §2 "Also screens for restricted items")', () => {
  const item = (code: string, replaceable: boolean) => ({
    gtin13: code,
    description: code,
    code,
    quantity: 1,
    replaceable,
  })

  it('splits the fallout: out-of-stock items can be replaced, restricted ones have their own screen', () => {
    const out = item('OUT_OF_STOCK', true)
    const age = item('AGE_RESTRICTED', false)
    const alcohol = item('ALCOHOL_NA_FOR_ADDRESS', false)
    expect(splitFallout([age, out, alcohol])).toEqual({
      unavailable: [out],
      restricted: [age, alcohol],
    })
    expect(splitFallout([])).toEqual({ unavailable: [], restricted: [] })
  })

  it('says why each restricted item is left out, by its code', () => {
    expect(restrictedItemText({ code: 'AGE_RESTRICTED' })).toBe(replacementsText.restrictedAge)
    expect(restrictedItemText({ code: 'ALCOHOL_QTY_EXCEEDED' })).toBe(
      replacementsText.restrictedAlcohol,
    )
    expect(restrictedItemText({ code: 'INSTACART_ITEM_RESTRICTED' })).toBe(
      messages.itemMayBeUnavailable,
    )
  })
})
