import { type ComponentType, lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { ACCOUNT_ROUTE_PATHS } from './features/account/account-paths'
import { CheckoutLayout } from './layouts/checkout-layout'
import { SiteLayout } from './layouts/site-layout'
import { checkoutRoutes, type PageName, pages, redirectRoutes, siteRoutes } from './pages'
import { RequireSignIn } from './session'

// Declarative routing (BrowserRouter): 17 kB gzip less than the data router in this
// entry, which kept the entry under the 110 kB route budget (see the storefront report).
const page = Object.fromEntries(
  Object.entries(pages).map(([name, load]) => [name, lazy(load)]),
) as unknown as Record<PageName, ComponentType>

// account-area.md §2: the account pages sit in the signed-in account wrapper (own chunk).
const AccountRoute = lazy(() => import('./features/account/account-route'))
const routeOf = ([path, name]: (typeof siteRoutes)[number]) => {
  const Page = page[name]
  return <Route key={path} path={path} element={<Page />} />
}

/**
 * The storefront's routes, inside whichever router the caller gives: the browser's
 * (main.tsx) or a fixed location's on a server (StaticRouter), which renders the same tree.
 */
export function AppRoutes() {
  return (
    <RequireSignIn>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route element={<AccountRoute />}>
            {siteRoutes.filter(([path]) => ACCOUNT_ROUTE_PATHS.has(path)).map(routeOf)}
          </Route>
          {siteRoutes.filter(([path]) => !ACCOUNT_ROUTE_PATHS.has(path)).map(routeOf)}
        </Route>
        {/* checkout.md §2: the checkout layout, back link to the cart or to scheduling. */}
        {checkoutRoutes.map(([path, name, step]) => {
          const Page = page[name]
          return (
            <Route key={path} element={<CheckoutLayout step={step} />}>
              <Route path={path} element={<Page />} />
            </Route>
          )
        })}
        {/* checkout.md §2 Routes: /mywallet redirects to /account/dashboard?link=mywallet. */}
        {redirectRoutes.map(([path, to]) => (
          <Route key={path} path={path} element={<Navigate replace to={to} />} />
        ))}
      </Routes>
    </RequireSignIn>
  )
}
