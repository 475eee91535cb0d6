import {
  type Checkout,
  CUSTOMER_PREFERENCES_PROJECTION,
  type CustomerPreference,
  type ResponseOf,
} from '@aisle/api'
import { outsideVendorIdOf } from './checkout-promise.js'
import {
  contactlessAvailable,
  decodeInstructions,
  deliveryAcceptanceErrors,
  encodeInstructions,
  instructionsError,
  thirdPartyAgreementMessage,
} from './instructions.js'

// The instructions section's pure core under useInstructions and useSavedNote (checkout.md
// §4 "Order instructions are saved or not ... sent on blur", §5, §7 "Update fulfillment"):
// what the order says and blocks, what a blur or a choice sends and keeps. No React here.

/** What the section shows of the order's instructions and its delivery (checkout.md §5). */
export interface InstructionsView {
  isDelivery: boolean
  /** The note on the order, the 'Don't ring bell' marker stripped. */
  note: string
  /** 'Don't ring bell' is a delivery choice: on a pickup order it is never on. */
  dontRingBell: boolean
  /** 'Leave at my door' can be chosen: delivery without age-restricted items. */
  contactlessAvailable: boolean
  contactless: boolean
  /** The outside vendor of the reserved time; none for the banner's own delivery. */
  vendorId: string | undefined
  agreementMessage: string | undefined
  isInstacart: boolean
  /** What blocks placing the order: the acceptances not given. */
  acceptanceErrors: string[]
}

/** What the shopper has accepted: 'Leave at my door', the vendor's agreement (§5). */
export interface Acceptances {
  leaveAtDoorAccepted: boolean
  thirdPartyAccepted: boolean
}

export function instructionsViewOf(
  checkout: Checkout | undefined,
  bannerId: string,
  accepted: Acceptances,
): InstructionsView {
  const isDelivery = checkout?.modalityType === 'Delivery'
  const onOrder = decodeInstructions(checkout?.fulfillment?.instructions)
  const vendorId = checkout ? outsideVendorIdOf(checkout, bannerId) : undefined
  const contactless = checkout?.fulfillment?.deliveryType === 'Contactless'
  return {
    isDelivery,
    note: onOrder.note,
    dontRingBell: isDelivery && onOrder.dontRingBell,
    // A birth date on the contact marks an order with age-restricted items (§5).
    contactlessAvailable:
      isDelivery &&
      contactlessAvailable({
        hasAgeRestrictedItems: checkout?.fulfillment?.contact?.dateOfBirth !== undefined,
      }),
    contactless,
    vendorId,
    agreementMessage: thirdPartyAgreementMessage(vendorId),
    isInstacart: vendorId?.toLowerCase().includes('instacart') ?? false,
    acceptanceErrors: deliveryAcceptanceErrors(
      { deliveryType: contactless ? 'Contactless' : 'Standard', ...accepted },
      vendorId,
    ),
  }
}

/** The update that sends a note, with or without the 'Don't ring bell' marker (§5, §7). */
const instructionsUpdateOf = (note: string, dontRingBell: boolean) => ({
  fulfillment: { instructions: encodeInstructions({ note, dontRingBell }) },
})

/** The update that sends a note (§7 "Update fulfillment"). */
export type InstructionsUpdate = ReturnType<typeof instructionsUpdateOf>

/** The update of 'Leave at my door' (§5, §7): a contactless or a standard delivery. */
export const deliveryTypeUpdateOf = (on: boolean) => ({
  fulfillment: { deliveryType: on ? ('Contactless' as const) : ('Standard' as const) },
})

export interface NoteBlur {
  /** The note as it goes to the order and to the saved preference. */
  value: string
  /** The update that sends it; none when the order holds it already. */
  update: InstructionsUpdate | undefined
  keep: boolean
}

/**
 * A blur (§4 "Instructions are sent on blur"): nothing for a note too long; otherwise the
 * trimmed note, sent when the order does not hold it yet, and kept with 'save' on.
 */
export function noteBlurOf(facts: {
  note: string
  /** The note the order was last sent. */
  sent: string
  dontRingBell: boolean
  saveNote: boolean
}): NoteBlur | undefined {
  const value = facts.note.trim()
  if (instructionsError(value, facts.dontRingBell) !== undefined) return undefined
  return {
    value,
    update: value === facts.sent ? undefined : instructionsUpdateOf(value, facts.dontRingBell),
    keep: facts.saveNote,
  }
}

/**
 * 'Don't ring bell' on or off (§5): the note goes again with or without the marker,
 * unless with it the note would be too long, which the field then says.
 */
export function ringBellOf(
  note: string,
  on: boolean,
): { error: string } | { error: undefined; value: string; update: InstructionsUpdate } {
  const value = note.trim()
  const error = instructionsError(value, on)
  return error === undefined ? { error, value, update: instructionsUpdateOf(value, on) } : { error }
}

/**
 * What the 'save' option keeps (§4): on keeps the note as the field shows it (it goes to
 * the order on blur), unless it is too long; off drops the saved note ('').
 */
export function savedNoteChoiceOf(
  save: boolean,
  note: string,
  dontRingBell: boolean,
): string | undefined {
  const value = note.trim()
  if (!save) return ''
  return instructionsError(value, dontRingBell) === undefined ? value : undefined
}

/** A note the order now holds (another update's answer) replaces a field left as sent. */
export const adoptsOrderNote = (note: string, sent: string, orderNote: string): boolean =>
  note === sent && orderNote !== sent

/** The saved note fills the empty field of an order without a note (§4). */
export const prefilledNoteOf = (
  savedNote: string,
  orderNote: string,
  note: string,
): string | undefined => (orderNote === '' && note === '' ? savedNote : undefined)

/** The read of the saved note, by its preference name (checkout.md §7 customer preferences). */
export const savedNoteQueryOf = (name: string | null) =>
  name === null
    ? null
    : ({ query: { filterName: name, projections: CUSTOMER_PREFERENCES_PROJECTION } } as const)

/** The preference of that name among those read. */
export const storedNotePreferenceOf = (
  read: ResponseOf<'customerPreferences'> | undefined,
  name: string | null,
): CustomerPreference | undefined => read?.preferences.find((p) => p.name === name)
