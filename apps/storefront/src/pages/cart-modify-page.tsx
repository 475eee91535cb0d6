import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function CartModifyPage() {
  return <PlaceholderPage heading={headings.cartModify} />
}
