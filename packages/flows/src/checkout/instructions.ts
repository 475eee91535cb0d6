import { CHECKOUT_LIMITS } from '@aisle/api'

/** checkout.md §5 "Order instructions", "Leave at my door", third-party agreements. */
export const instructionsText = {
  leaveAtMyDoor: 'Leave at my door',
  dontRingBell: "Don't ring bell",
  instacartAgreement: 'You must agree to the Instacart Terms of Service to place your order.',
  providerAgreement:
    "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
  tooLong: 'Instructions must be 128 characters or fewer',
  label: (modality: 'Pickup' | 'Delivery' | 'InStore') =>
    modality === 'Delivery' ? 'Delivery instructions' : 'Pickup instructions',
  helper: 'Up to 128 characters. Saved when you leave the field.',
  saveNote: 'Save these instructions for future orders',
  saved: 'Instructions saved',
  leaveAtDoorAccept: 'I understand my order will be left at my door and no one needs to be home.',
  contactlessUnavailable: "'Leave at my door' is unavailable for orders with age-restricted items.",
  instacartAgree: 'I agree to the Instacart Terms of Service.',
  providerAgree: "I accept that my grocery order will be made by my store's fulfillment provider.",
} as const

/** Note previews are cut at 54 characters, 38 in the compact layout (checkout.md §9). */
export function notePreview(note: string, compact: boolean): string {
  const max = compact ? 38 : 54
  return note.length <= max ? note : `${note.slice(0, max).trimEnd()}…`
}

/** Instructions are kept to 128 characters (checkout.md §5, §9). */
export function instructionsError(note: string): string | undefined {
  return note.length > CHECKOUT_LIMITS.instructions ? instructionsText.tooLong : undefined
}

/**
 * Contactless delivery ('Leave at my door') is unavailable for orders with
 * age-restricted items, that is when a birth date is present (checkout.md §5).
 */
export function contactlessAvailable(order: { hasAgeRestrictedItems: boolean }): boolean {
  return !order.hasAgeRestrictedItems
}

/** The agreement a third-party vendor needs, with its message (checkout.md §5). */
export function thirdPartyAgreementMessage(vendorId: string | undefined): string | undefined {
  if (vendorId === undefined || vendorId === '') return undefined
  return vendorId.toLowerCase().includes('instacart')
    ? instructionsText.instacartAgreement
    : instructionsText.providerAgreement
}

export interface DeliveryPreferenceValues {
  deliveryType: 'Standard' | 'Contactless'
  leaveAtDoorAccepted: boolean
  thirdPartyAccepted: boolean
}

/** What blocks placing a delivery order: the acceptances (checkout.md §5). */
export function deliveryAcceptanceErrors(
  values: DeliveryPreferenceValues,
  vendorId: string | undefined,
): string[] {
  const errors: string[] = []
  if (values.deliveryType === 'Contactless' && !values.leaveAtDoorAccepted) {
    errors.push(`Please accept '${instructionsText.leaveAtMyDoor}' to continue.`)
  }
  const agreement = thirdPartyAgreementMessage(vendorId)
  if (agreement !== undefined && !values.thirdPartyAccepted) errors.push(agreement)
  return errors
}
