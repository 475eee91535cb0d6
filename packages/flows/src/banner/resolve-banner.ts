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

/** Where the storefront keeps the tab's banner (sessionStorage), so a reload keeps `?banner=`. */
export const REMEMBERED_BANNER_KEY = 'aisle.banner'

/**
 * The banner a page belongs to: `?banner=<id>` when it names a known banner,
 * else the banner whose domain the host name is (or is under), else the banner
 * `remembered` for this tab (an earlier `?banner=` on a host that names none, such as
 * localhost, so that a full reload or a typed address keeps it), else the first
 * banner, the main one. A remembered id never overrides a banner's own domain.
 * Throws when there are no banners at all.
 */
export function resolveBanner<B extends BannerRecord>(
  location: BannerLocation,
  banners: readonly B[],
  remembered?: string | null,
): B {
  const [main] = banners
  if (!main) throw new Error('resolveBanner: the banner list is empty')
  const byId = (id: string | null | undefined) =>
    id == null ? undefined : banners.find((b) => b.id === id)
  return (
    byId(new URLSearchParams(location.search).get(BANNER_PARAM)) ??
    banners.find((b) => isBannerHost(location.hostname, b.domain)) ??
    byId(remembered) ??
    main
  )
}
