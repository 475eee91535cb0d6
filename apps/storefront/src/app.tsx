import type { BannerRecord } from '@aisle/api'
import { lazy, type ReactNode, Suspense } from 'react'
import { BrowserRouter } from 'react-router'
import { BannerProvider } from './banner-context'
import { AppRoutes } from './routes'
import { SessionProvider, type SessionStorage } from './session'

// Transport rules (timeout, token refresh, retries) belong to @aisle/api's client, and
// SWR's defaults for service reads to its hooks (@aisle/api/swr): none of it is here, so
// SWR itself loads with the first page that reads data, not with the entry.
// The sandbox's fault panel: development builds or ?devtools=1 only, in its own chunk.
const FaultPanel = lazy(() => import('./devtools/fault-panel'))

export interface AppProps {
  banner: BannerRecord
  /** Shows the sandbox's fault panel (main.tsx decides, from the build and the URL). */
  devtools?: boolean
  /**
   * The router around the routes: the browser's by default; a server passes its own
   * (StaticRouter at the requested location). Nothing here reads `window` while rendering.
   */
  router?: (routes: ReactNode) => ReactNode
  /** Where the session is kept: the tab's sessionStorage by default (session-store.ts). */
  sessionStorage?: SessionStorage
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>

export function App({
  banner,
  devtools = false,
  router = browserRouter,
  sessionStorage,
}: AppProps) {
  return (
    <BannerProvider banner={banner}>
      <SessionProvider banner={banner.id} storage={sessionStorage}>
        {router(<AppRoutes />)}
        {devtools ? (
          <Suspense>
            <FaultPanel />
          </Suspense>
        ) : null}
      </SessionProvider>
    </BannerProvider>
  )
}
