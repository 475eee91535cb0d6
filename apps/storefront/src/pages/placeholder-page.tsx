import { layout } from '../messages'
import { PageHeading } from '../page-heading'

interface PlaceholderPageProps {
  heading: string
  documentTitle?: string | null
}

/** A page of the route table whose screen is still to come: its heading and a line. */
export function PlaceholderPage({ heading, documentTitle }: PlaceholderPageProps) {
  return (
    <>
      <PageHeading documentTitle={documentTitle}>{heading}</PageHeading>
      <p>{layout.placeholder}</p>
    </>
  )
}
