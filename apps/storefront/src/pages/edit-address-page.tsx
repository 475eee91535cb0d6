import { EditAddressScreen } from '../features/address-book/edit-address-screen'

export default function EditAddressPage() {
  return <EditAddressScreen />
}
