import { PageLayout, Skeleton } from '@aisle/ui'
import { matchPath, useLocation } from 'react-router'
import { headings } from '../messages'
import { checkoutRoutes, type PageName, siteRoutes } from '../pages'

/**
 * The pages whose heading is known before their code and data are: the text the page
 * renders first, in the same place (the top of the layout's main). The account pages are
 * not here: their wrapper places the heading by the viewport's width, in the browser.
 */
const STATIC_HEADINGS: Partial<Record<PageName, string>> = {
  scheduling: headings.scheduling,
  cart: headings.cart,
  cartModify: headings.cartModify,
  startMyCart: headings.startMyCart,
  gotEverything: headings.gotEverything,
  coupons: headings.coupons,
}

/** The heading the page at `pathname` shows first, if it is static. */
export function staticHeadingOf(pathname: string): string | undefined {
  const route = [...checkoutRoutes, ...siteRoutes].find(
    ([pattern]) => matchPath(pattern, pathname) !== null,
  )
  return route ? STATIC_HEADINGS[route[1]] : undefined
}

/**
 * What the layout's main shows until the page's code is in: the page's heading when it is
 * static, over a skeleton of its first lines. The server's shell of a signed-in page
 * (src/server.tsx) shows the same, so the browser's first render replaces it with itself.
 */
export function PageShell() {
  const heading = staticHeadingOf(useLocation().pathname)
  return (
    <>
      {heading ? <PageLayout.Title>{heading}</PageLayout.Title> : null}
      <Skeleton lines={3} />
    </>
  )
}
