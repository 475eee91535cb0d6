import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function DigitalFaqsPage() {
  return <PlaceholderPage heading={headings.digitalFaqs} />
}
