import { AddAddressScreen } from '../features/address-book/add-address-screen'

export default function AddAddressPage() {
  return <AddAddressScreen />
}
