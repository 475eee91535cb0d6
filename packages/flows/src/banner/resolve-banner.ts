import type { BannerRecord } from '@aisle/api'

/** The parts of `window.location` that choose a banner. */
export interface BannerLocation {
  hostname: string
  /** The query string, with or without its leading `?`. */
  search: string
}

/** The query parameter that picks a banner by id, for local use (ARCHITECTURE.md "How it runs"). */
export const BANNER_PARAM = 'banner'

/** True when `hostname` is the domain itself, `www.` of it, or any other subdomain of it. */
export function isBannerHost(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return host === domain || host.endsWith(`.${domain}`)
}

/**
 * The banner a page belongs to: `?banner=<id>` when it names a known banner,
 * else the banner whose domain the host name is (or is under), else the first
 * banner, the main one. Throws when there are no banners at all.
 */
export function resolveBanner<B extends BannerRecord>(
  location: BannerLocation,
  banners: readonly B[],
): B {
  const [main] = banners
  if (!main) throw new Error('resolveBanner: the banner list is empty')
  const requested = new URLSearchParams(location.search).get(BANNER_PARAM)
  const byId = requested === null ? undefined : banners.find((b) => b.id === requested)
  return byId ?? banners.find((b) => isBannerHost(location.hostname, b.domain)) ?? main
}
