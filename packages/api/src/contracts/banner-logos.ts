import * as z from 'zod/mini'
import { text } from './common.js'

/** account-area.md §3 "Banner logo table": domain, title, asset, one row per banner. */
export const bannerLogoSchema = z.object({ domain: text, title: text, asset: text })
export type BannerLogo = z.infer<typeof bannerLogoSchema>

export const bannerLogosResponseSchema = z.object({ banners: z.array(bannerLogoSchema) })
