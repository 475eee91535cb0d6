import { documentTitles, headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function OrderCompletePage() {
  return (
    <PlaceholderPage
      heading={headings.orderComplete}
      documentTitle={documentTitles.orderComplete}
    />
  )
}
