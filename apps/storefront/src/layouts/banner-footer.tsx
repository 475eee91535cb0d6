import { SiteFooter } from '@aisle/ui'
import { Link } from 'react-router'
import { useBanner } from '../banner-context'
import { layout, paths } from '../messages'

/**
 * Copyright line, accessibility statement, privacy and cookie-settings links, and the
 * banner's phone line for screen-reader users (checkout.md §2 "Cart item lists and footer").
 */
export function BannerFooter() {
  const { footer } = useBanner()
  const { phone } = footer.screenReaderLine
  return (
    <SiteFooter.Root>
      <SiteFooter.Links aria-label={layout.footerLinks}>
        <SiteFooter.Link asChild>
          <Link to={paths.accessibility}>{layout.accessibility}</Link>
        </SiteFooter.Link>
        <SiteFooter.Link asChild>
          <Link to={paths.privacy}>{layout.privacy}</Link>
        </SiteFooter.Link>
        <SiteFooter.Link asChild>
          <Link to={paths.cookieSettings}>{layout.cookieSettings}</Link>
        </SiteFooter.Link>
      </SiteFooter.Links>
      <SiteFooter.PhoneLine>
        {footer.screenReaderLine.text} <a href={`tel:${phone.e164}`}>{phone.display}</a>.
      </SiteFooter.PhoneLine>
      <SiteFooter.Copyright>
        {layout.copyright(new Date().getFullYear(), footer.copyrightHolder)}
      </SiteFooter.Copyright>
    </SiteFooter.Root>
  )
}
