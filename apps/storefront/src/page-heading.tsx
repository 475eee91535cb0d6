import { pageTitle } from '@aisle/flows'
import { PageLayout } from '@aisle/ui'
import { useEffect } from 'react'
import { useBanner } from './banner-context'

interface PageHeadingProps {
  /** The page's `<h1>`. */
  children: string
  /** The document title's page part, when it differs from the heading; `null` for the banner title alone. */
  documentTitle?: string | null
}

/** The page's heading; also names the document '{page} - {banner title}'. */
export function PageHeading({ children, documentTitle = children }: PageHeadingProps) {
  const banner = useBanner()
  useEffect(() => {
    document.title = pageTitle(documentTitle ?? undefined, banner)
  }, [documentTitle, banner])
  return <PageLayout.Title>{children}</PageLayout.Title>
}
