import type { BannerRecord } from '@aisle/api'
import { SWRConfig } from 'swr'
import { BannerProvider } from './banner-context'
import { AppRoutes } from './routes'

// Transport rules (timeout, token refresh, retries) belong to @aisle/api's client, not here.
const swrConfig = { revalidateOnFocus: false }

export function App({ banner }: { banner: BannerRecord }) {
  return (
    <BannerProvider banner={banner}>
      <SWRConfig value={swrConfig}>
        <AppRoutes />
      </SWRConfig>
    </BannerProvider>
  )
}
