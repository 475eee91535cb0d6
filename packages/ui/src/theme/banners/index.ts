import type { BannerTheme } from '../banner-theme.ts'
import { copperline } from './copperline.ts'
import { greenleaf } from './greenleaf.ts'
import { hilltop } from './hilltop.ts'

/** Every banner theme the kit ships; the first is the default. */
export const bannerThemes: readonly BannerTheme[] = [greenleaf, hilltop, copperline]
