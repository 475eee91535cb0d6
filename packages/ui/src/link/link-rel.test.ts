import { describe, expect, it } from 'vitest'
import { externalRel } from './link-rel.js'

describe('externalRel', () => {
  it('adds noopener and noreferrer', () => {
    expect(externalRel(undefined)).toBe('noopener noreferrer')
  })

  it('keeps the caller’s tokens and does not repeat any', () => {
    expect(externalRel('nofollow  noopener')).toBe('nofollow noopener noreferrer')
  })
})
