import { describe, expect, it } from 'vitest'
import {
  SELECTOR_TEXT_CONTENT_ID,
  SELECTOR_TEXT_CONTENT_VERSION,
  TEXT_CONTENT_LIMITS,
  textContentQuerySchema,
  textContentResponseSchema,
} from './text-content.js'

describe('text content (shopping-method-selector.md §7: by id, string table v1.0.0)', () => {
  it("asks for 'modality/fulfillment/text' at 1.0.0; rejects other shapes", () => {
    const ok = (query: object) => textContentQuerySchema.safeParse(query).success
    expect(ok({ id: SELECTOR_TEXT_CONTENT_ID, version: SELECTOR_TEXT_CONTENT_VERSION })).toBe(true)
    expect(SELECTOR_TEXT_CONTENT_ID).toBe('modality/fulfillment/text')
    expect(SELECTOR_TEXT_CONTENT_VERSION).toBe('1.0.0')
    expect(ok({ id: '../etc', version: '1.0.0' })).toBe(false)
    expect(ok({ id: 'a'.repeat(101), version: '1.0.0' })).toBe(false)
    expect(ok({ id: SELECTOR_TEXT_CONTENT_ID, version: 'v1' })).toBe(false)
    expect(ok({ id: SELECTOR_TEXT_CONTENT_ID })).toBe(false)
  })
  it(`bounds a table: ${TEXT_CONTENT_LIMITS.entries} strings, keys ${TEXT_CONTENT_LIMITS.key}, texts ${TEXT_CONTENT_LIMITS.text}`, () => {
    const ok = (strings: Record<string, string>) =>
      textContentResponseSchema.safeParse({ id: 'x', version: '1.0.0', strings }).success
    const table = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']))
    expect(ok(table(TEXT_CONTENT_LIMITS.entries))).toBe(true)
    expect(ok(table(TEXT_CONTENT_LIMITS.entries + 1))).toBe(false)
    expect(ok({ ['k'.repeat(TEXT_CONTENT_LIMITS.key)]: 'v' })).toBe(true)
    expect(ok({ ['k'.repeat(TEXT_CONTENT_LIMITS.key + 1)]: 'v' })).toBe(false)
    expect(ok({ k: 't'.repeat(TEXT_CONTENT_LIMITS.text) })).toBe(true)
    expect(ok({ k: 't'.repeat(TEXT_CONTENT_LIMITS.text + 1) })).toBe(false)
    expect(ok({ '': 'v' })).toBe(false)
  })
})
