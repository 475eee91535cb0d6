import { describe, expect, it } from 'vitest'
import { classify, reviewPage } from './visual-review.ts'

const banners = ['copperline', 'greenleaf', 'hilltop']

describe('visual:review', () => {
  it('groups a screen by its first three words and names its banner', () => {
    expect(classify('screens-checkout-payment-step-hilltop-chromium-linux.png', banners)).toEqual({
      name: 'screens-checkout-payment-step-hilltop',
      group: 'screens-checkout-payment',
      banner: 'hilltop',
    })
  })

  it('groups a kit story by its first two words, in all banners', () => {
    expect(classify('forms-radio-tile-states-chromium-linux.png', banners)).toEqual({
      name: 'forms-radio-tile-states',
      group: 'forms-radio',
      banner: 'all banners',
    })
  })

  it('writes one page listing every reference', () => {
    const { html, references } = reviewPage()
    expect(references).toBeGreaterThan(100)
    expect(html.match(/<figure>/g)?.length).toBeGreaterThanOrEqual(references)
    expect(html).toContain('<h1>Visual references')
  })
})
