import { bannerSources } from '@aisle/banners'
import { type BannerTheme, defineBannerTheme, type SemanticOverrides } from '../banner-theme.js'

/**
 * Every banner theme the kit ships, one per banner file of `@aisle/banners` (its `theme`
 * half); the first is the default. `defineBannerTheme` checks each against the semantic
 * tokens and names the banner and the token when one is unknown.
 */
export const bannerThemes: readonly BannerTheme[] = bannerSources.map((source) =>
  defineBannerTheme({
    id: source.id,
    name: source.title,
    overrides: source.theme as SemanticOverrides,
  }),
)
