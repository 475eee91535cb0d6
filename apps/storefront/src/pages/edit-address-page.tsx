import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function EditAddressPage() {
  return <PlaceholderPage heading={headings.editAddress} />
}
