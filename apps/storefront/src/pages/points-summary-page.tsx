import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function PointsSummaryPage() {
  return <PlaceholderPage heading={headings.pointsSummary} />
}
