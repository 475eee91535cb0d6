import type { BannerRecord } from './banner-record.js'
import { copperline } from './copperline.js'
import { greenleaf } from './greenleaf.js'
import { hilltop } from './hilltop.js'

/** Every banner the storefront serves; the first, the main banner, is the default. */
export const banners: readonly BannerRecord[] = [greenleaf, hilltop, copperline]
