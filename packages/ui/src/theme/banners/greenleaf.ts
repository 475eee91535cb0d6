import { defineBannerTheme } from '../banner-theme.js'

/** The main banner: the base theme as it is. */
export const greenleaf = defineBannerTheme({
  id: 'greenleaf',
  name: 'Greenleaf Grocers',
  overrides: {},
})
