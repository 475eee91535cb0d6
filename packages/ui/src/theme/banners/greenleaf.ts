import { defineBannerTheme } from '../banner-theme.ts'

/** The main banner: the base theme as it is. */
export const greenleaf = defineBannerTheme({
  id: 'greenleaf',
  name: 'Greenleaf Grocers',
  overrides: {},
})
