import { describe, expect, it } from 'vitest'
import { lcpElementOf, lighthouseGap } from './lighthouse.ts'

describe('the Lighthouse gap column (issue 10: performance 100, CLS 0)', () => {
  it('names the missing points and a CLS above zero', () => {
    expect(lighthouseGap({ score: 91, cls: 0.029 })).toBe('9 points, CLS 0.029 over 0')
    expect(lighthouseGap({ score: 99, cls: 0 })).toBe('1 point')
  })
  it('says none when both targets are met, and ignores a shift that rounds to 0.000', () => {
    expect(lighthouseGap({ score: 100, cls: 0 })).toBe('none')
    expect(lighthouseGap({ score: 100, cls: 0.0004 })).toBe('none')
  })
})

describe('the LCP element column', () => {
  const audit = (node: { nodeLabel?: string; snippet?: string }) => ({
    details: { items: [{ items: [{ node }] }, { items: [] }] },
  })
  it("names the element by Lighthouse's label, else its markup, on one line", () => {
    expect(lcpElementOf(audit({ nodeLabel: 'Hilltop Market', snippet: '<h1>' }))).toBe(
      'Hilltop Market',
    )
    expect(lcpElementOf(audit({ snippet: '<img\n  src="/logo.svg">' }))).toBe(
      '<img src="/logo.svg">',
    )
  })
  it('cuts a long one at 60 characters and gives nothing for an audit without an element', () => {
    expect(lcpElementOf(audit({ nodeLabel: 'x'.repeat(80) }))).toBe(`${'x'.repeat(59)}…`)
    expect(lcpElementOf(audit({ nodeLabel: 'x'.repeat(60) }))).toBe('x'.repeat(60))
    expect(lcpElementOf(undefined)).toBe('')
    expect(lcpElementOf({ details: { items: [] } })).toBe('')
  })
})
