import { prop65Text } from '@aisle/flows'
import { SiteFooter } from '@aisle/ui'
import { useEffect, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { useBanner } from '../banner-context'
import { layout, paths } from '../messages'

// How many mounted pages ask for the Prop 65 warning. The footer sits in the layout, above
// the page, so a page states its need here instead of through a prop.
let prop65Requests = 0
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const prop65Shown = () => prop65Requests > 0

/**
 * Shows the footer's Prop 65 warning while the calling page is mounted and `show` is true.
 * Whether it applies is a flows rule (`showsProp65Warning`: a product requires it and the
 * delivery state is CA, checkout.md §5).
 */
export function useFooterProp65Warning(show: boolean): void {
  useEffect(() => {
    if (!show) return
    prop65Requests += 1
    notify()
    return () => {
      prop65Requests -= 1
      notify()
    }
  }, [show])
}

/**
 * Copyright line, accessibility statement, privacy and cookie-settings links, the banner's
 * phone line for screen-reader users (checkout.md §2 "Cart item lists and footer"), and the
 * Prop 65 warning when the page's order asks for it.
 */
export function BannerFooter() {
  const { footer } = useBanner()
  const { phone } = footer.screenReaderLine
  const prop65 = useSyncExternalStore(subscribe, prop65Shown, () => false)
  return (
    <SiteFooter.Root>
      {prop65 ? (
        <section aria-label={prop65Text.label}>
          <SiteFooter.PhoneLine>
            <strong>{prop65Text.warning}</strong> <a href={prop65Text.href}>{prop65Text.link}</a>
          </SiteFooter.PhoneLine>
        </section>
      ) : null}
      <SiteFooter.Links aria-label={layout.footerLinks}>
        <SiteFooter.Link asChild>
          <Link to={paths.accessibility}>{layout.accessibility}</Link>
        </SiteFooter.Link>
        <SiteFooter.Link asChild>
          {/* The privacy policy opens in a new tab (checkout.md §2 "Other links"). */}
          <Link to={paths.privacy} target="_blank" rel="noopener noreferrer">
            {layout.privacy}
          </Link>
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
