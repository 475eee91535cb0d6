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

/** Names the document '{page} - {banner title}', or the banner title alone without `page`. */
export function useDocumentTitle(page: string | undefined) {
  const banner = useBanner()
  useEffect(() => {
    document.title = pageTitle(page, banner)
  }, [page, banner])
}

/** The page's heading; also names the document '{page} - {banner title}'. */
export function PageHeading({ children, documentTitle = children }: PageHeadingProps) {
  useDocumentTitle(documentTitle ?? undefined)
  return <PageLayout.Title>{children}</PageLayout.Title>
}
