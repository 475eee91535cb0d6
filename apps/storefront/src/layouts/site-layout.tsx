import { PageLayout } from '@aisle/ui'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { layout } from '../messages'
import { BannerFooter } from './banner-footer'
import { BannerHeader } from './banner-header'
import { mainFillsFirstScreen } from './main-fills-first-screen'

/** The shop's pages: header with the logo, the page, footer. */
export function SiteLayout() {
  return (
    <PageLayout.Root>
      <PageLayout.SkipLink>{layout.skipLink}</PageLayout.SkipLink>
      <BannerHeader />
      <PageLayout.Main style={mainFillsFirstScreen}>
        <Suspense>
          <Outlet />
        </Suspense>
      </PageLayout.Main>
      <BannerFooter />
    </PageLayout.Root>
  )
}
