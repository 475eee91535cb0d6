/**
 * Texts of the address screens that the spec leaves open (button words of the form); the
 * spec's own texts come from @aisle/flows and the @aisle/api catalogue.
 */
export const addressScreenText = {
  save: 'Save Address',
  cancel: 'Cancel',
  saving: 'Saving your address',
  loading: 'Loading your addresses',
  retry: 'Try again',
  edit: 'Edit',
  remove: 'Remove',
  delete: 'Delete',
  addressesLabel: 'Saved addresses',
  mailing: 'Mailing address',
} as const

export const ADDRESS_BOOK_PATH = '/account/addresses'
export const ADD_ADDRESS_PATH = '/account/address'
export const editAddressPath = (addressId: string) =>
  `/account/address/${encodeURIComponent(addressId)}`
