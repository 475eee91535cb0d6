import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function CouponsPage() {
  return <PlaceholderPage heading={headings.coupons} />
}
