import { copperline } from './copperline.js'
import { greenleaf } from './greenleaf.js'
import { hilltop } from './hilltop.js'

/**
 * Every banner, in order; the first, the main banner, is the default. `npm run
 * new-banner` adds a banner's import and its entry at the end of this list.
 *
 * @type {readonly import('./banner-source.js').BannerSource[]}
 */
export const bannerSources = [greenleaf, hilltop, copperline]
