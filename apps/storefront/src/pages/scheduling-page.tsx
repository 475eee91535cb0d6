import { documentTitles, headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function SchedulingPage() {
  return <PlaceholderPage heading={headings.scheduling} documentTitle={documentTitles.scheduling} />
}
