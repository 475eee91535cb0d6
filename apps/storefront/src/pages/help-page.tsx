import { useParams } from 'react-router'
import { helpPages } from '../messages'
import NotFoundPage from './not-found-page'
import { PlaceholderPage } from './placeholder-page'

/** The help pages under /i/ (privacy policy, accessibility statement, SNAP EBT FAQ, ...). */
export default function HelpPage() {
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const heading = helpPages[slug]
  return heading ? <PlaceholderPage heading={heading} /> : <NotFoundPage />
}
