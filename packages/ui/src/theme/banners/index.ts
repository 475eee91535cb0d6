import type { BannerTheme } from '../banner-theme.js'
import { copperline } from './copperline.js'
import { greenleaf } from './greenleaf.js'
import { hilltop } from './hilltop.js'

/** Every banner theme the kit ships; the first is the default. */
export const bannerThemes: readonly BannerTheme[] = [greenleaf, hilltop, copperline]
