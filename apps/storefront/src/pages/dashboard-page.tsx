import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { BannerLogoTable } from '../features/account/banner-logo-table'
import { AccountPageBody, DashboardScreen } from '../features/dashboard'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

// The wallet flyout, loaded only when the /mywallet link asks for it.
const StorefrontWallet = lazy(() => import('../features/wallet/storefront-wallet'))

/**
 * True from the render after the page's first commit. The wallet mounts then, not in the
 * first render: mounted with the page, its loading held back the page's own first paint
 * (the dashboard's text, the largest on its first screen) by about 330 ms under Slow 4G at
 * 4x, and by about 1.2 s in Lighthouse's simulation (docs/performance.md). The update is a
 * transition, so React renders the flyout in short tasks rather than in one long one.
 */
function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false)
  useEffect(() => startTransition(() => setCommitted(true)), [])
  return committed
}

/** /account/dashboard: the My Account landing; ?link=mywallet opens the wallet (checkout.md §2). */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams()
  const wantsWallet = params.get('link') === 'mywallet'
  const afterFirstCommit = useAfterFirstCommit()
  return (
    <>
      <PageHeading>{headings.dashboard}</PageHeading>
      <AccountPageBody>
        <DashboardScreen />
      </AccountPageBody>
      <BannerLogoTable />
      {wantsWallet && afterFirstCommit ? (
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
