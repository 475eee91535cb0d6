// Labels of the selector's controls that the spec does not word (its texts come from
// @aisle/flows `selectorText`, `modalityTabLabels` and the @aisle/api catalogue).
export const selectorLabels = {
  zipField: 'ZIP Code',
  zipSubmit: 'Search',
  zipSearch: 'Search stores by ZIP code',
  changeZip: 'Change ZIP Code',
  modalities: 'Ways to shop',
  deliveryOptions: 'Delivery options',
  searching: 'Finding stores',
  tryAgain: 'Try Again',
  signIn: 'Sign In',
  storeResults: 'Stores',
  loadingAddresses: 'Loading addresses',
} as const
