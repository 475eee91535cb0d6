import { PageLayout, SiteHeader } from '@aisle/ui'
import { Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { layout } from '../messages'
import { BannerFooter } from './banner-footer'
import { BannerHeader } from './banner-header'

interface CheckoutLayoutProps {
  /** Where the back link goes: the cart from scheduling, scheduling from payment. */
  back: { to: string; label: string }
}

/** The simple checkout layout: back link, header logo and footer (checkout.md §2). */
export function CheckoutLayout({ back }: CheckoutLayoutProps) {
  return (
    <PageLayout.Root variant="checkout" fillFirstScreen>
      <PageLayout.SkipLink>{layout.skipLink}</PageLayout.SkipLink>
      <BannerHeader
        start={
          <SiteHeader.BackLink asChild>
            <Link to={back.to}>{back.label}</Link>
          </SiteHeader.BackLink>
        }
      />
      <PageLayout.Main>
        <Suspense>
          <Outlet />
        </Suspense>
      </PageLayout.Main>
      <BannerFooter />
    </PageLayout.Root>
  )
}
