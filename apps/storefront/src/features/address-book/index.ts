export { AddAddressScreen } from './add-address-screen'
export { AddressBookScreen } from './address-book-screen'
export { EditAddressScreen } from './edit-address-screen'
