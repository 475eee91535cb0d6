import { addressToForm } from '@aisle/api'
import { AddressFormScreen } from './address-form-screen'

export const ADD_ADDRESS_HEADING = 'Add New Address'

/** /account/address: an empty form, mailing address ticked (shopping-method-selector.md §5). */
export function AddAddressScreen() {
  return (
    <AddressFormScreen heading={ADD_ADDRESS_HEADING} initialValues={addressToForm(undefined)} />
  )
}
