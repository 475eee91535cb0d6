import type { BannerRecord } from '@aisle/api'
import { lazy, Suspense } from 'react'
import { BannerProvider } from './banner-context'
import { showDevtools } from './devtools/show-devtools'
import { AppRoutes } from './routes'
import { SessionProvider } from './session'

// Transport rules (timeout, token refresh, retries) belong to @aisle/api's client, and
// SWR's defaults for service reads to its hooks (@aisle/api/swr): none of it is here, so
// SWR itself loads with the first page that reads data, not with the entry.
// The sandbox's fault panel: development builds or ?devtools=1 only, in its own chunk.
const FaultPanel = lazy(() => import('./devtools/fault-panel'))
const devtools = showDevtools()

export function App({ banner }: { banner: BannerRecord }) {
  return (
    <BannerProvider banner={banner}>
      <SessionProvider banner={banner.id}>
        <AppRoutes />
        {devtools ? (
          <Suspense>
            <FaultPanel />
          </Suspense>
        ) : null}
      </SessionProvider>
    </BannerProvider>
  )
}
