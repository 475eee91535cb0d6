import { AddressBookScreen } from '../features/address-book/address-book-screen'

export default function AddressBookPage() {
  return <AddressBookScreen />
}
