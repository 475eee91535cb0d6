import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { BannerLogoTable } from '../features/account/banner-logo-table'
import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

// The wallet flyout, loaded only when the /mywallet link asks for it.
const StorefrontWallet = lazy(() => import('../features/wallet/storefront-wallet'))

export default function DashboardPage() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <PlaceholderPage heading={headings.dashboard} />
      <BannerLogoTable />
      {params.get('link') === 'mywallet' ? (
        <Suspense fallback={null}>
          <StorefrontWallet
            myWallet
            onClose={() =>
              setParams((p) => {
                p.delete('link')
                return p
              })
            }
          />
        </Suspense>
      ) : null}
    </>
  )
}
