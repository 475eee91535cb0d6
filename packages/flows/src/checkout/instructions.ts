import { CHECKOUT_LIMITS } from '@aisle/api'

/** checkout.md §5 "Order instructions", "Leave at my door", third-party agreements. */
export const instructionsText = {
  leaveAtMyDoor: 'Leave at my door',
  dontRingBell: "Don't ring bell",
  instacartAgreement: 'You must agree to the Instacart Terms of Service to place your order.',
  providerAgreement:
    "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
  tooLong: 'Instructions must be 128 characters or fewer',
  tooLongWithBell: (max: number) =>
    `Instructions must be ${max} characters or fewer with 'Don't ring bell'`,
  label: (modality: 'Pickup' | 'Delivery' | 'InStore') =>
    modality === 'Delivery' ? 'Delivery instructions' : 'Pickup instructions',
  helperFor: (max: number) => `Up to ${max} characters. Saved when you leave the field.`,
  saveNote: 'Save these instructions for future orders',
  saved: 'Instructions saved',
  saveFailed: "We couldn't save your instructions for future orders. Please try again.",
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

/**
 * 'Don't ring bell' (checkout.md §5, optional) as the checkout keeps it. The spec gives
 * the update fulfillment call only contact, instructions and deliveryType (§7), so the
 * choice travels as a marker at the end of the delivery instructions: the driver reads it
 * where they read the note, it survives a reload and a MODIFY (which re-sends the
 * instructions), and the note shown to the shopper has it stripped (§5 "a special marker
 * suffix is stripped from a note"). It counts towards the 128 characters.
 */
export const DONT_RING_BELL_MARKER = " [Don't ring bell]"

export interface DeliveryNote {
  /** What the shopper typed, without the marker. */
  note: string
  dontRingBell: boolean
}

/** The stored instructions as the note and the 'Don't ring bell' choice (checkout.md §5). */
export function decodeInstructions(stored: string | undefined): DeliveryNote {
  const value = stored ?? ''
  if (value === DONT_RING_BELL_MARKER.trimStart()) return { note: '', dontRingBell: true }
  if (!value.endsWith(DONT_RING_BELL_MARKER)) return { note: value, dontRingBell: false }
  return { note: value.slice(0, -DONT_RING_BELL_MARKER.length).trimEnd(), dontRingBell: true }
}

/** The instructions sent for a note and the 'Don't ring bell' choice (checkout.md §5, §7). */
export function encodeInstructions({ note, dontRingBell }: DeliveryNote): string {
  const value = note.trim()
  if (!dontRingBell) return value
  return value === '' ? DONT_RING_BELL_MARKER.trimStart() : `${value}${DONT_RING_BELL_MARKER}`
}

/** How long the note may be: 128 characters (§9), less the marker with 'Don't ring bell'. */
export function noteLimit(dontRingBell: boolean): number {
  return dontRingBell
    ? CHECKOUT_LIMITS.instructions - DONT_RING_BELL_MARKER.length
    : CHECKOUT_LIMITS.instructions
}

/** Instructions are kept to 128 characters (checkout.md §5, §9), the marker included. */
export function instructionsError(note: string, dontRingBell = false): string | undefined {
  const max = noteLimit(dontRingBell)
  if (note.trim().length <= max) return undefined
  return dontRingBell ? instructionsText.tooLongWithBell(max) : instructionsText.tooLong
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

/**
 * Keeping the note as the saved preference (checkout.md §4 "with the 'save' option on,
 * the note is kept as a saved preference"): one write at a time, then saved or failed.
 */
export type NotePreferenceState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed' }

export type NotePreferenceEvent = { type: 'SAVE' } | { type: 'DONE' } | { type: 'FAIL' }

export function notePreferenceReducer(
  state: NotePreferenceState,
  event: NotePreferenceEvent,
): NotePreferenceState {
  switch (state.status) {
    case 'idle':
    case 'saved':
    case 'failed':
      if (event.type === 'SAVE') return { status: 'saving' }
      break
    case 'saving':
      if (event.type === 'DONE') return { status: 'saved' }
      if (event.type === 'FAIL') return { status: 'failed' }
      break
  }
  throw new Error(`Invalid action "${event.type}" in state "${state.status}"`)
}
