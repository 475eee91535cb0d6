import type { BannerRecord } from '@aisle/api'
import { lazy, Suspense } from 'react'
import { SWRConfig } from 'swr'
import { BannerProvider } from './banner-context'
import { showDevtools } from './devtools/show-devtools'
import { AppRoutes } from './routes'
import { SessionProvider } from './session'

// Transport rules (timeout, token refresh, retries) belong to @aisle/api's client, not here.
const swrConfig = { revalidateOnFocus: false }

// The sandbox's fault panel: development builds or ?devtools=1 only, in its own chunk.
const FaultPanel = lazy(() => import('./devtools/fault-panel'))
const devtools = showDevtools()

export function App({ banner }: { banner: BannerRecord }) {
  return (
    <BannerProvider banner={banner}>
      <SessionProvider banner={banner.id}>
        <SWRConfig value={swrConfig}>
          <AppRoutes />
        </SWRConfig>
        {devtools ? (
          <Suspense>
            <FaultPanel />
          </Suspense>
        ) : null}
      </SessionProvider>
    </BannerProvider>
  )
}
