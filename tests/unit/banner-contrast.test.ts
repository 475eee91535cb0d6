// Issue "Banners at scale" item 4: every registered banner's token pairs (text on the
// surfaces, controls on the surfaces, the focus ring) meet WCAG 2.2 AA. A banner added
// with `npm run new-banner` is in `bannerThemes`, so it is checked here too.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bannerColor,
  contrastIssues,
  contrastPairs,
} from '../../packages/ui/src/theme/banner-contrast.ts'
import { defineBannerTheme } from '../../packages/ui/src/theme/banner-theme.ts'
import { bannerThemes } from '../../packages/ui/src/theme/banners/index.ts'
import { brandPalette, contrast } from '../../packages/ui/src/theme/contrast.ts'

describe('contrast of every registered banner', () => {
  it.each(bannerThemes.map((t) => [t.id, t] as const))('%s meets AA on every pair', (_, theme) => {
    expect(contrastIssues(theme)).toEqual([])
  })

  it('checks text, controls and the focus ring', () => {
    const kinds = new Set(contrastPairs.map((p) => p.kind))
    expect([...kinds].sort()).toEqual(['control', 'focus', 'text'])
    expect(contrastPairs).toContainEqual({
      kind: 'focus',
      fg: 'focusRing',
      bg: 'bg.surface',
      min: 3,
    })
    expect(contrastPairs).toContainEqual({
      kind: 'text',
      fg: 'fg.default',
      bg: 'bg.canvas',
      min: 4.5,
    })
  })
})

describe('the contrast check', () => {
  it('fails a banner below AA and names the banner, the pair and the ratio', () => {
    const pale = defineBannerTheme({
      id: 'pale',
      name: 'Pale',
      overrides: { colors: { accent: { text: '#8fbf9f' }, focusRing: '{colors.neutral.200}' } },
    })
    const issues = contrastIssues(pale)
    expect(issues).toContain('Banner "pale": text accent.text on bg.surface is 2.07:1, below 4.5:1')
    expect(issues).toContain('Banner "pale": focus focusRing on bg.surface is 1.32:1, below 3:1')
  })

  it('reads overrides first, then the base theme, through token references', () => {
    const [greenleaf] = bannerThemes
    if (!greenleaf) throw new Error('no banner')
    expect(bannerColor(greenleaf, 'accent.solid')).toBe('#1a6330')
    expect(bannerColor(greenleaf, 'fg.default')).toBe('#151916')
  })

  it('computes WCAG ratios: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#777777')).toBe(1)
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})

describe('the palette the generator derives from one brand colour', () => {
  it('meets AA on every pair whatever the brand colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const color = `#${n.toString(16).padStart(6, '0')}`
        const { onSolid: _, focusRing, ...accent } = brandPalette(color)
        const theme = defineBannerTheme({
          id: 'generated',
          name: 'Generated',
          overrides: { colors: { accent, focusRing } },
        })
        expect(contrastIssues(theme)).toEqual([])
      }),
      { seed: 11, numRuns: 300 },
    )
  })

  it('keeps a brand colour that already meets AA as the fill', () => {
    expect(brandPalette('#0a7f3f').solid).toBe('#0a7f3f')
    expect(brandPalette('#ffd400').solid).not.toBe('#ffd400')
  })
})
