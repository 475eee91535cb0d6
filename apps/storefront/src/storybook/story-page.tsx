import { PageLayout } from '@aisle/ui'
import type { ReactNode } from 'react'

/**
 * Stories only: a screen in the storefront's page frame (PageLayout's `<main>`, with the
 * page's gutters and width), as SiteLayout shows it, without the banner's header and footer.
 */
export function StoryPage({ children }: { children: ReactNode }) {
  return (
    <PageLayout.Root>
      <PageLayout.Main>{children}</PageLayout.Main>
    </PageLayout.Root>
  )
}
