import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function PendingOrderPage() {
  return <PlaceholderPage heading={headings.pendingOrder} />
}
