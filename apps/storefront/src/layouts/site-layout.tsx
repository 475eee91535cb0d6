import { PageLayout } from '@aisle/ui'
import { type CSSProperties, Suspense } from 'react'
import { Outlet } from 'react-router'
import { layout } from '../messages'
import { BannerFooter } from './banner-footer'
import { BannerHeader } from './banner-header'

/**
 * The main area fills at least one screen, so the footer starts below the first one: while a
 * page's code loads, main is empty and a footer in view would jump down when the page renders
 * (layout shift on narrow screens, where the footer is tall).
 */
const mainFillsFirstScreen: CSSProperties = { minHeight: '100dvh' }

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
