import type { ApiClient } from '@aisle/api'
import type { NotePreferenceState } from './instructions.js'

// The instructions section's options and what its hook gives the section
// (checkout.md §4 "Order instructions", §5).

export interface UseInstructionsOptions {
  /** Reads and keeps the saved note through the customer preferences (checkout.md §7). */
  client: ApiClient
  /**
   * The banner's id: its own delivery needs no agreement, any other vendor of the
   * reserved time does (checkout.md §5).
   */
  bannerId: string
}

export interface InstructionsForm {
  note: string
  /** The longest note: 128 characters, less the 'Don't ring bell' marker when it is on. */
  noteMaxLength: number
  /**
   * The 'save' option (checkout.md §4): on when a saved note exists, until the shopper
   * changes it. On keeps the note as the saved preference; off drops it.
   */
  saveNote: boolean
  /** Writing the saved note: 'saved' or 'failed' once the last write is answered. */
  notePreference: NotePreferenceState
  error: string | undefined
  /** 'Leave at my door' can be chosen (no age-restricted items, delivery only). */
  contactlessAvailable: boolean
  isDelivery: boolean
  contactless: boolean
  leaveAtDoorAccepted: boolean
  /** 'Don't ring bell' as the checkout keeps it (a marker on the instructions). */
  dontRingBell: boolean
  /** The agreement message of the vendor, when the order needs one (checkout.md §5). */
  agreementMessage: string | undefined
  isInstacart: boolean
  thirdPartyAccepted: boolean
  /** What blocks placing the order: the acceptances not given. */
  acceptanceErrors: string[]
  /** Whether the acceptance messages are shown (after a place attempt or a toggle). */
  showAcceptanceErrors: boolean
  pending: boolean
  failure: string | undefined
  changeNote: (note: string) => void
  /** Instructions are sent on blur (checkout.md §4); with 'save' on, the note is kept. */
  blurNote: () => Promise<void>
  setSaveNote: (save: boolean) => Promise<void>
  setContactless: (on: boolean) => Promise<void>
  setLeaveAtDoorAccepted: (accepted: boolean) => void
  /** Sends the instructions with or without the 'Don't ring bell' marker (checkout.md §5). */
  setDontRingBell: (on: boolean) => Promise<void>
  setThirdPartyAccepted: (accepted: boolean) => void
  /** Shows the acceptance messages; true when nothing blocks the order. */
  validateAcceptances: () => boolean
}
