// A leaf module (no @aisle/api values): the header's selector control imports these
// into the storefront's entry chunk.
import type { ModalityType } from '@aisle/api'

/** The selector's own texts (shopping-method-selector.md §2). */
export const selectorText = {
  heading: 'How are you shopping today?',
  headingFromCart: 'Change Store',
  back: 'Back',
  close: 'close dialog',
  currentlyShopping: 'Currently Shopping',
  moreResults: 'More Results',
  recentStores: 'Recent Stores',
  lockerPickup: 'Locker Pickup',
  startShopping: 'Start Shopping',
  selectStore: 'Select Store',
  changeStore: 'Change Store',
  visitStore: 'Visit Store',
  selectAddress: 'Select Address',
  viewAllAddresses: 'View All Addresses',
  signInPrompt: "You're Not Signed In. Please sign in to preview available Delivery Times.",
} as const

/** Tab labels of the modalities the tabbed layout offers, in its order (§2). */
export const modalityTabLabels = {
  PICKUP: 'Pickup',
  DELIVERY: 'Delivery',
  IN_STORE: 'In Store',
} as const satisfies Partial<Record<ModalityType, string>>

export type TabModality = keyof typeof modalityTabLabels
