import { type BannerSource, bannerSources } from '@aisle/banners'
import type { BannerRecord } from './banner-record.js'

/**
 * A banner file's registry entry as a record. No parsing here (that would put zod in
 * every page's first download): `npm test` validates every banner file with
 * `bannerRecordSchema` (see `bannerRecordIssues`).
 */
export const toBannerRecord = (source: BannerSource): BannerRecord =>
  ({ id: source.id, title: source.title, ...source.registry }) as BannerRecord

/** Every banner the storefront serves, from `@aisle/banners`; the first, the main banner, is the default. */
export const banners: readonly BannerRecord[] = bannerSources.map(toBannerRecord)

function sample(id: string): BannerRecord {
  const banner = banners.find((b) => b.id === id)
  if (!banner) throw new Error(`@aisle/banners has no sample banner "${id}"`)
  return banner
}

/** The main sample banner. */
export const greenleaf = sample('greenleaf')
/** The second sample banner. */
export const hilltop = sample('hilltop')
/** The third sample banner. */
export const copperline = sample('copperline')
