import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function AddressBookPage() {
  return <PlaceholderPage heading={headings.addressBook} />
}
