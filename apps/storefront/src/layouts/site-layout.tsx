import { PageLayout } from '@aisle/ui'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { layout } from '../messages'
import { BannerFooter } from './banner-footer'
import { BannerHeader, type LayoutShell } from './banner-header'
import { PageShell } from './page-shell'

/**
 * The shop's pages: header with the logo, the page, footer. `shell`: rendered as the
 * server's shell of a page (src/server.tsx), the header without a session.
 */
export function SiteLayout({ shell }: { shell?: LayoutShell | undefined } = {}) {
  return (
    <PageLayout.Root fillFirstScreen>
      <PageLayout.SkipLink>{layout.skipLink}</PageLayout.SkipLink>
      <BannerHeader shell={shell} />
      <PageLayout.Main>
        <Suspense fallback={<PageShell />}>
          <Outlet />
        </Suspense>
      </PageLayout.Main>
      <BannerFooter />
    </PageLayout.Root>
  )
}
