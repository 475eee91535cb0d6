import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function AddAddressPage() {
  return <PlaceholderPage heading={headings.addAddress} />
}
