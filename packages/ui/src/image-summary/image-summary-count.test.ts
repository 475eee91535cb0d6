import { describe, expect, it } from 'vitest'
import { formatImageOverflow, splitImageSummary } from './image-summary-count.js'

// Checkout spec, "Cart item lists and footer" and §3 limits: the summary shows 8 images by
// default and a '+N' badge for the rest, capped at '999+'.
describe('formatImageOverflow', () => {
  it('reads +N up to 999', () => {
    expect(formatImageOverflow(1)).toBe('+1')
    expect(formatImageOverflow(12)).toBe('+12')
    expect(formatImageOverflow(999)).toBe('+999')
  })

  it('reads 999+ beyond 999', () => {
    expect(formatImageOverflow(1000)).toBe('999+')
    expect(formatImageOverflow(25_000)).toBe('999+')
  })

  it('is empty when nothing is hidden or the count is not a number', () => {
    expect(formatImageOverflow(0)).toBe('')
    expect(formatImageOverflow(-3)).toBe('')
    expect(formatImageOverflow(Number.NaN)).toBe('')
    expect(formatImageOverflow(Number.POSITIVE_INFINITY)).toBe('')
  })

  it('takes another cap', () => {
    expect(formatImageOverflow(100, 99)).toBe('99+')
  })
})

describe('splitImageSummary', () => {
  const images = Array.from({ length: 11 }, (_, index) => `img-${index}`)

  it('shows the first 8 by default and counts the rest', () => {
    const split = splitImageSummary(images)
    expect(split.shown).toEqual(images.slice(0, 8))
    expect(split.hidden).toBe(3)
    expect(split.badge).toBe('+3')
  })

  it('has no badge when everything fits', () => {
    expect(splitImageSummary(images.slice(0, 8))).toMatchObject({ hidden: 0, badge: '' })
  })

  it('counts items without an image through `total`', () => {
    expect(splitImageSummary(images.slice(0, 8), 8, 1208)).toMatchObject({
      hidden: 1200,
      badge: '999+',
    })
  })

  it('never counts fewer than the images given, and clamps a bad max', () => {
    expect(splitImageSummary(images, 8, 2).hidden).toBe(3)
    expect(splitImageSummary(images, -1).shown).toHaveLength(0)
    expect(splitImageSummary(images, 4.7).shown).toHaveLength(4)
  })
})
