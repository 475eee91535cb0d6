import { describe, expect, it } from 'vitest'
import { bannerCondition, defineBannerTheme, themedSemanticTokens } from './banner-theme.js'

const base = { id: 'base', name: 'Base', overrides: {} }
const blue = defineBannerTheme({
  id: 'blue-ish',
  name: 'Blue',
  overrides: { colors: { accent: { solid: '{colors.blue.700}' } } },
})

describe('banner themes', () => {
  it('names the banner and the unknown token', () => {
    expect(() =>
      defineBannerTheme({ id: 'x', name: 'X', overrides: { colors: { nope: '#fff' } } as never }),
    ).toThrow('Banner "x": unknown token "colors.nope"')
  })

  it('rejects ids that cannot be a data-banner value', () => {
    expect(() => defineBannerTheme({ id: 'Bad Id', name: 'X', overrides: {} })).toThrow(
      /id must match/,
    )
  })

  it('gives every banner a value for a role any banner overrides, so nested scopes do not leak', () => {
    const tokens = themedSemanticTokens([base, blue]) as {
      colors: { accent: { solid: { value: unknown } }; fg: { default: { value: unknown } } }
    }
    expect(tokens.colors.accent.solid.value).toEqual({
      base: '{colors.green.700}',
      [`_${bannerCondition('base')}`]: '{colors.green.700}',
      [`_${bannerCondition('blue-ish')}`]: '{colors.blue.700}',
    })
    // Roles no banner touches stay plain values: no per-banner CSS for them.
    expect(tokens.colors.fg.default.value).toBe('{colors.neutral.900}')
  })
})
