import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanSearchValue, type SearchBoxRules } from './search-box-value.js'

const text: SearchBoxRules = { mode: 'text', maxLength: 125, postalCodeLength: 5 }
const postal: SearchBoxRules = { ...text, mode: 'postal-code' }

describe('cleanSearchValue', () => {
  it('keeps free text up to the max length', () => {
    expect(cleanSearchValue('Main St. 12', text)).toBe('Main St. 12')
    expect(cleanSearchValue('a'.repeat(130), text)).toHaveLength(125)
  })

  it('keeps digits only for a postal code, at most postalCodeLength', () => {
    expect(cleanSearchValue('62 704', postal)).toBe('62704')
    expect(cleanSearchValue('627041234', postal)).toBe('62704')
    expect(cleanSearchValue('abc', postal)).toBe('')
    expect(cleanSearchValue('K1A-0B1', { ...postal, postalCodeLength: 6 })).toBe('101')
  })

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(cleanSearchValue('🍎🍐🍊', { ...text, maxLength: 2 })).toBe('🍎🍐')
  })

  it('property: the result fits the mode and the limit, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom<SearchBoxRules['mode']>('text', 'postal-code'),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 10 }),
        (input, mode, maxLength, postalCodeLength) => {
          const rules = { mode, maxLength, postalCodeLength }
          const out = cleanSearchValue(input, rules)
          const limit = mode === 'postal-code' ? postalCodeLength : maxLength
          expect(Array.from(out).length).toBeLessThanOrEqual(limit)
          if (mode === 'postal-code') expect(out).toMatch(/^\d*$/)
          expect(cleanSearchValue(out, rules)).toBe(out)
        },
      ),
    )
  })
})
