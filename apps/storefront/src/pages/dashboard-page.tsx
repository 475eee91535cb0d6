import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { BannerLogoTable } from '../features/account/banner-logo-table'
import { AccountPageBody, DashboardScreen } from '../features/dashboard'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

// The wallet flyout, loaded only when the /mywallet link asks for it.
const StorefrontWallet = lazy(() => import('../features/wallet/storefront-wallet'))

/** /account/dashboard: the My Account landing; ?link=mywallet opens the wallet (checkout.md §2). */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <PageHeading>{headings.dashboard}</PageHeading>
      <AccountPageBody>
        <DashboardScreen />
      </AccountPageBody>
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
