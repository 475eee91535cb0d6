import { documentTitles, headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function PaymentPage() {
  return <PlaceholderPage heading={headings.payment} documentTitle={documentTitles.payment} />
}
