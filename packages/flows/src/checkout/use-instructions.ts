import { useCallback, useEffect, useRef, useState } from 'react'
import { promiseVendorIdOf } from './checkout-page.js'
import {
  contactlessAvailable,
  deliveryAcceptanceErrors,
  instructionsError,
  thirdPartyAgreementMessage,
} from './instructions.js'
import { type CheckoutPage, failureOf } from './use-checkout-page.js'

export interface InstructionsForm {
  note: string
  /** The 'save' option: keep the note for later orders (checkout.md §4). */
  saveNote: boolean
  error: string | undefined
  /** 'Leave at my door' can be chosen (no age-restricted items, delivery only). */
  contactlessAvailable: boolean
  isDelivery: boolean
  contactless: boolean
  leaveAtDoorAccepted: boolean
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
  /** Instructions are sent on blur (checkout.md §4). */
  blurNote: () => Promise<void>
  setSaveNote: (save: boolean) => void
  setContactless: (on: boolean) => Promise<void>
  setLeaveAtDoorAccepted: (accepted: boolean) => void
  setDontRingBell: (on: boolean) => void
  setThirdPartyAccepted: (accepted: boolean) => void
  /** Shows the acceptance messages; true when nothing blocks the order. */
  validateAcceptances: () => boolean
}

/**
 * Pickup or delivery instructions (checkout.md §4, §5): at most 128 characters, sent on
 * blur; 'Leave at my door' with its acceptance, 'Don't ring bell'; the third-party
 * agreement of an outside vendor.
 */
export function useInstructions(page: CheckoutPage): InstructionsForm {
  const checkout = page.checkout
  const savedNote = checkout?.fulfillment?.instructions ?? ''
  const [note, setNote] = useState(savedNote)
  const [saveNote, setSaveNote] = useState(false)
  const [leaveAtDoorAccepted, setLeaveAtDoorAccepted] = useState(false)
  const [dontRingBell, setDontRingBell] = useState(false)
  const [thirdPartyAccepted, setThirdPartyAccepted] = useState(false)
  const [showAcceptanceErrors, setShowAcceptanceErrors] = useState(false)
  const sent = useRef(savedNote)

  // A note saved elsewhere (another update's answer) replaces an untouched field.
  useEffect(() => {
    if (note === sent.current && savedNote !== sent.current) {
      sent.current = savedNote
      setNote(savedNote)
    }
  }, [savedNote, note])

  const isDelivery = checkout?.modalityType === 'Delivery'
  // A birth date on the contact marks an order with age-restricted items (§5).
  const available =
    isDelivery &&
    contactlessAvailable({
      hasAgeRestrictedItems: checkout?.fulfillment?.contact?.dateOfBirth !== undefined,
    })
  const contactless = checkout?.fulfillment?.deliveryType === 'Contactless'
  const vendorId = checkout ? promiseVendorIdOf(checkout) : undefined
  const agreementMessage = thirdPartyAgreementMessage(vendorId)
  const acceptanceErrors = deliveryAcceptanceErrors(
    {
      deliveryType: contactless ? 'Contactless' : 'Standard',
      leaveAtDoorAccepted,
      thirdPartyAccepted,
    },
    vendorId,
  )
  const error = instructionsError(note)
  const { send } = page

  const blurNote = useCallback(async () => {
    const value = note.trim()
    if (instructionsError(value) !== undefined || value === sent.current) return
    const ok = await send('instructions', { fulfillment: { instructions: value } })
    if (ok) sent.current = value
  }, [note, send])

  const setContactless = useCallback(
    async (on: boolean) => {
      setShowAcceptanceErrors(false)
      await send('delivery-type', {
        fulfillment: { deliveryType: on ? 'Contactless' : 'Standard' },
      })
    },
    [send],
  )

  return {
    note,
    saveNote,
    error,
    contactlessAvailable: available,
    isDelivery,
    contactless,
    leaveAtDoorAccepted,
    dontRingBell,
    agreementMessage,
    isInstacart: vendorId?.toLowerCase().includes('instacart') ?? false,
    thirdPartyAccepted,
    acceptanceErrors,
    showAcceptanceErrors,
    pending: page.pending,
    failure: failureOf(page.update, 'instructions', 'delivery-type')?.message,
    changeNote: setNote,
    blurNote,
    setSaveNote,
    setContactless,
    setLeaveAtDoorAccepted,
    setDontRingBell,
    setThirdPartyAccepted,
    validateAcceptances: () => {
      setShowAcceptanceErrors(true)
      return acceptanceErrors.length === 0
    },
  }
}
