import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function CartPage() {
  return <PlaceholderPage heading={headings.cart} />
}
