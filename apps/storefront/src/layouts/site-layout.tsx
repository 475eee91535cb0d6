import { PageLayout } from '@aisle/ui'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { layout } from '../messages'
import { BannerFooter } from './banner-footer'
import { BannerHeader } from './banner-header'

/** The shop's pages: header with the logo, the page, footer. */
export function SiteLayout() {
  return (
    <PageLayout.Root fillFirstScreen>
      <PageLayout.SkipLink>{layout.skipLink}</PageLayout.SkipLink>
      <BannerHeader />
      <PageLayout.Main>
        <Suspense>
          <Outlet />
        </Suspense>
      </PageLayout.Main>
      <BannerFooter />
    </PageLayout.Root>
  )
}
