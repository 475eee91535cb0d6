import type { BannerRecord } from '@aisle/api'

/**
 * A document title: '{page} - {banner title}', or the banner title alone for a
 * page without its own title (checkout.md §2: 'Checkout Confirmed - {banner title}').
 */
export function pageTitle(page: string | undefined, banner: Pick<BannerRecord, 'title'>): string {
  return page ? `${page} - ${banner.title}` : banner.title
}
