import { defineBannerTheme } from '../banner-theme.js'

/** A third banner: copper, square corners, serif headings. */
export const copperline = defineBannerTheme({
  id: 'copperline',
  name: 'Copperline Foods',
  overrides: {
    colors: {
      bg: { canvas: '{colors.copper.50}', subtle: '{colors.copper.50}' },
      accent: {
        solid: '{colors.copper.700}',
        solidHover: '{colors.copper.800}',
        subtle: '{colors.copper.50}',
        subtleHover: '{colors.copper.100}',
        text: '{colors.copper.700}',
        border: '{colors.copper.600}',
      },
    },
    radii: { control: '{radii.none}', card: '{radii.xs}' },
    fonts: { heading: '{fonts.merriweather}' },
    shadows: { card: '{shadows.md}' },
  },
})
