import type { BannerSource } from './banner-source.js'

export type { BannerSource, ThemeOverrides } from './banner-source.js'

/** Every banner, in order; the first, the main banner, is the default. */
export declare const bannerSources: readonly BannerSource[]
