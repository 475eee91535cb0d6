import { PageLayout, Skeleton } from '@aisle/ui'
import { matchPath, useLocation } from 'react-router'
import { documentTitles, headings } from '../messages'
import { useDocumentTitle } from '../page-heading'
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

/** The document title's page part where it differs from the heading (the page sets it too). */
const DOCUMENT_TITLES: Partial<Record<PageName, string>> = {
  scheduling: documentTitles.scheduling,
  payment: documentTitles.payment,
}

const pageAt = (pathname: string): PageName | undefined =>
  [...checkoutRoutes, ...siteRoutes].find(([pattern]) => matchPath(pattern, pathname) !== null)?.[1]

/** The heading the page at `pathname` shows first, if it is static. */
export function staticHeadingOf(pathname: string): string | undefined {
  const page = pageAt(pathname)
  return page ? STATIC_HEADINGS[page] : undefined
}

/**
 * The document title's page part while the page at `pathname` loads: the one the page will
 * set when it is known before its code, else none (the banner title alone), never the
 * previous page's.
 */
export function shellTitleOf(pathname: string): string | undefined {
  const page = pageAt(pathname)
  return page ? (DOCUMENT_TITLES[page] ?? STATIC_HEADINGS[page]) : undefined
}

/**
 * What the layout's main shows until the page's code is in: the page's heading when it is
 * static, over a skeleton of its first lines. The server's shell of a signed-in page
 * (src/server.tsx) shows the same, so the browser's first render replaces it with itself.
 */
export function PageShell() {
  const { pathname } = useLocation()
  const heading = staticHeadingOf(pathname)
  useDocumentTitle(shellTitleOf(pathname))
  return (
    <>
      {heading ? <PageLayout.Title>{heading}</PageLayout.Title> : null}
      <Skeleton lines={3} />
    </>
  )
}
