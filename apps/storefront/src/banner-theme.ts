/** Where the build puts a banner's own CSS (vite.config.ts, `bannerThemeFiles`). */
export const bannerThemeHref = (id: string, base = import.meta.env.BASE_URL) =>
  `${base}banners/${id}/theme.css`

/**
 * Links the banner's own CSS (its token overrides; `@aisle/ui/base.css` holds the rest)
 * and resolves once it has loaded, or failed (the base theme then shows), so the first
 * paint is already in the banner's colours.
 */
export function loadBannerTheme(id: string, doc: Document = document): Promise<void> {
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = bannerThemeHref(id)
  link.dataset.bannerTheme = id
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
  doc.head.append(link)
  return settled
}
