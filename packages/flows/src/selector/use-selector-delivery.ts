// The selector's delivery hooks (shopping-method-selector.md §4 "Choosing an address for
// a modality", "Address flow", "Time slot"): thin hooks over the pure cores of
// selector-delivery.ts, time-slot-choice.ts and time-slot-request.ts.
import type { Address } from '@aisle/api'
import type { ShoppingChoice } from './selector-cookies.js'

export * from './use-delivery-address-choice.js'
export * from './use-delivery-time-slots.js'
export * from './use-selector-address-entry.js'

/** The header's record of a delivery choice: the option's location, the address as its name. */
export function deliveryChoiceOf(address: Address, locationId: string): ShoppingChoice {
  return { modalityType: 'DELIVERY', locationId, name: address.line1 }
}
