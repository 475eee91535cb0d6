// The server's entry: renders a page of the storefront to HTML, as a signed-out shopper of a
// banner sees it, for the build to write beside index.html (vite.config.ts, `prerendered`).
// The browser then hydrates it (main.tsx). The signed-in pages get their layout's shell
// instead (`renderShell`), which the browser replaces. Nothing here, nor in what it renders,
// reads `window` or `document` (tests/unit/ssr.test.ts, src/server.test.ts).
import { type BannerRecord, banners } from '@aisle/api'
import { pageTitle, requiresSignIn } from '@aisle/flows'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { matchPath, Route, Routes, StaticRouter } from 'react-router'
import { App } from './app'
import { BannerProvider } from './banner-context'
import { bannerThemeHref } from './banner-theme'
import { ACCOUNT_ROUTE_PATHS } from './features/account/account-paths'
import { CheckoutLayout } from './layouts/checkout-layout'
import { PageShell, shellTitleOf, staticHeadingOf } from './layouts/page-shell'
import { SiteLayout } from './layouts/site-layout'
import { helpPages, paths } from './messages'
import { checkoutRoutes, type PageName, redirectRoutes, siteRoutes } from './pages'
import { pageModuleOf } from './route-preloads'
import { SessionProvider, type SessionStorage } from './session'

/** The public pages, prerendered for every banner: home, sign-in and the help pages. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.signIn,
  '/topic/digital-faqs',
  ...Object.keys(helpPages).map((slug) => `/i/${slug}`),
]

/**
 * The page of the route table a path shows (the checkout steps, then the site's routes, `*`
 * last): the build names its chunk in the HTML it writes for the path (src/route-preloads.ts).
 */
export function pageOf(path: string): PageName {
  return routeOf(path)[1]
}

/**
 * The path a shopper lands on: a redirect's target (`redirectRoutes`, without its query), else
 * the path itself. Its layout and page are what the browser renders first.
 */
export function landingOf(path: string): string {
  const to = redirectRoutes.find(([from]) => from === path)?.[1]
  return to === undefined ? path : (to.split('?')[0] ?? to)
}

function routeOf(path: string): readonly [pattern: string, page: PageName] {
  const landing = landingOf(path)
  const route = [...checkoutRoutes, ...siteRoutes].find(
    ([pattern]) => matchPath(pattern, landing) !== null,
  )
  if (!route) throw new Error(`pageOf: no route for ${path}`)
  return [route[0], route[1]]
}

/** The account pages' wrapper, loaded lazily before any of them renders (routes.tsx). */
const ACCOUNT_ROUTE_MODULE = 'src/features/account/account-route.tsx'

/**
 * The parts a page imports lazily yet draws in its first screen: the scheduling screen's
 * delivery options (checkout.md §2), the payment section's body with the shopper's cards
 * (checkout.md §3). Lazy imports inside a page carry no preload list (vite.config.ts
 * `lazyImportPreloads`), so the HTML names these and what they import.
 */
const FIRST_SCREEN_PARTS: Partial<Record<PageName, readonly string[]>> = {
  scheduling: ['src/features/scheduling/delivery-filters.tsx'],
  payment: ['src/features/checkout/payment/payment-section-body.tsx'],
}

/**
 * What a path loads at first render, as the build's manifest names it: the account wrapper
 * for an account page, then the page module, then the lazy parts of its first screen.
 */
export function modulesOf(path: string): string[] {
  const [pattern, page] = routeOf(path)
  const wrapper = ACCOUNT_ROUTE_PATHS.has(pattern) ? [ACCOUNT_ROUTE_MODULE] : []
  return [...wrapper, pageModuleOf(page), ...(FIRST_SCREEN_PARTS[page] ?? [])]
}

/**
 * The other paths of the route table without a parameter (`/scheduling`, `/checkout`, ...):
 * the shopper's own data is not known to the server, so they get index.html, but the build
 * writes one per path that names its page chunk (vite.config.ts, `routed`). A redirect's
 * path gets its target's (`landingOf`).
 */
export const ROUTED_PATHS: readonly string[] = [...checkoutRoutes, ...siteRoutes, ...redirectRoutes]
  .map(([path]) => path)
  .filter((path) => !/[:*]/.test(path) && !PUBLIC_PATHS.includes(path))

/** The banners the build prerenders for. */
export const BANNER_IDS: readonly string[] = banners.map((b) => b.id)

/** A signed-out shopper's storage: the server never knows the tab's session. */
const signedOut: SessionStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

/** Markup once every lazy part has loaded; what React reports as an error throws. */
async function renderToMarkup(element: ReactNode, what: string): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) })
  const markup = await readAll(prelude)
  if (errors.length > 0) throw new AggregateError(errors, what)
  return markup
}

function bannerOf(bannerId: string, what: string): BannerRecord {
  const banner = banners.find((b) => b.id === bannerId)
  if (!banner) throw new Error(`${what}: no banner ${bannerId}`)
  return banner
}

/**
 * index.html with `path` rendered into its root for `bannerId`: the banner on `<html>`, its
 * theme linked, its title, and the page's markup once every lazy part has loaded.
 */
export async function renderPage(template: string, bannerId: string, path: string) {
  const banner = bannerOf(bannerId, 'renderPage')
  const markup = await renderToMarkup(
    <App
      banner={banner}
      sessionStorage={signedOut}
      router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>}
    />,
    `renderPage ${bannerId} ${path}`,
  )
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1]
  const title = heading && path !== paths.home ? pageTitle(heading, banner) : banner.title
  return intoTemplate(template, banner, title, '<div id="root">', markup)
}

/** The heading a routed path's shell shows, if its landing page's heading is static. */
export const shellHeadingOf = (path: string) => staticHeadingOf(landingOf(path))

/**
 * index.html with the layout of a routed path (`ROUTED_PATHS`) rendered into its root for
 * `bannerId`: the header with the banner's logo and colours, the footer, and in main what
 * the layout shows until the page's code is in (layouts/page-shell.tsx: the heading if
 * static, a skeleton); the banner on `<html>`, its theme linked. It is
 * the same for every shopper: rendered without a session, it holds the places of the
 * signed-in header's parts on a page that needs sign-in. `#root` carries `data-shell`:
 * the browser renders the page anew into it rather than hydrating (main.tsx).
 */
export async function renderShell(template: string, bannerId: string, path: string) {
  const banner = bannerOf(bannerId, 'renderShell')
  const [pattern] = routeOf(path)
  const landing = landingOf(path)
  const step = checkoutRoutes.find(([route]) => route === pattern)?.[2]
  const layout = step ? (
    <CheckoutLayout step={step} shell />
  ) : (
    <SiteLayout shell={{ signedIn: requiresSignIn(landing) }} />
  )
  const markup = await renderToMarkup(
    <BannerProvider banner={banner}>
      <SessionProvider banner={banner.id} storage={signedOut}>
        <StaticRouter location={landing}>
          <Routes>
            <Route element={layout}>
              <Route path={pattern} element={<PageShell />} />
            </Route>
          </Routes>
        </StaticRouter>
      </SessionProvider>
    </BannerProvider>,
    `renderShell ${bannerId} ${path}`,
  )
  const title = pageTitle(shellTitleOf(landing), banner)
  return intoTemplate(template, banner, title, '<div id="root" data-shell="">', markup)
}

/** index.html with the banner on `<html>`, its theme linked, `title`, and `markup` in `root`. */
function intoTemplate(
  template: string,
  banner: BannerRecord,
  title: string,
  root: string,
  markup: string,
): string {
  return template
    .replace('<html lang="en">', `<html lang="en" data-banner="${banner.id}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      '</head>',
      `  <link rel="stylesheet" href="${bannerThemeHref(banner.id, '/')}" data-banner-theme="${banner.id}" />\n  </head>`,
    )
    .replace('<div id="root"></div>', `${root}${markup}</div>`)
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
