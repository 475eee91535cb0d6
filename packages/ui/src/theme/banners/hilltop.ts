import { defineBannerTheme } from '../banner-theme.js'

/** The second banner: blue, rounded, Nunito. */
export const hilltop = defineBannerTheme({
  id: 'hilltop',
  name: 'Hilltop Market',
  overrides: {
    colors: {
      accent: {
        solid: '{colors.blue.700}',
        solidHover: '{colors.blue.800}',
        subtle: '{colors.blue.50}',
        subtleHover: '{colors.blue.100}',
        text: '{colors.blue.700}',
        border: '{colors.blue.600}',
      },
      focusRing: '{colors.copper.600}',
    },
    radii: { control: '{radii.full}', card: '{radii.xl}' },
    fonts: { body: '{fonts.nunito}', heading: '{fonts.nunito}' },
  },
})
