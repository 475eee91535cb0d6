import { definePreset } from '@pandacss/dev'
import { bannerConditions, themedSemanticTokens } from './theme/banner-theme.js'
import { bannerThemes } from './theme/banners/index.js'
import { globalCss } from './theme/global-css.js'
import { recipes, slotRecipes } from './theme/recipes.js'
import { tokens } from './theme/tokens.js'

/** Breakpoints of the specs: 480, 768, 1024 and 1920 px. */
export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1920px' }

/**
 * The Aisle Panda preset: tokens, semantic tokens with one condition per banner,
 * the kit's recipes and global styles. A consumer adds it to `presets` and may
 * pass its own banner themes through `createAislePreset`.
 */
export function createAislePreset(banners = bannerThemes) {
  return definePreset({
    name: '@aisle/ui',
    conditions: { extend: bannerConditions(banners) },
    theme: {
      extend: {
        breakpoints,
        tokens,
        semanticTokens: themedSemanticTokens(banners),
        recipes,
        slotRecipes,
      },
    },
    globalCss,
  })
}

export const aislePreset = createAislePreset()
export { type BannerTheme, defineBannerTheme } from './theme/banner-theme.js'
export { bannerThemes } from './theme/banners/index.js'
export { documentCss } from './theme/global-css.js'
