import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function PurchaseHistoryPage() {
  return <PlaceholderPage heading={headings.purchaseHistory} />
}
