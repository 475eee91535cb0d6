import { describe, expect, it } from 'vitest'
import { lighthouseGap } from './lighthouse.ts'

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
