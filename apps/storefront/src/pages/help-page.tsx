import { helpPageText } from '@aisle/flows'
import { useParams } from 'react-router'
import { helpPages } from '../messages'
import { PageHeading } from '../page-heading'
import NotFoundPage from './not-found-page'

/** The help pages under /i/ (privacy policy, accessibility statement, SNAP EBT FAQ, ...). */
export default function HelpPage() {
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const heading = helpPages[slug]
  const text = helpPageText[slug]
  if (!heading || !text) return <NotFoundPage />
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p>{text}</p>
    </>
  )
}
