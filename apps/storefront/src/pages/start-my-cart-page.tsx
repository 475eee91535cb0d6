import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function StartMyCartPage() {
  return <PlaceholderPage heading={headings.startMyCart} />
}
