import {
  type ApiClient,
  CUSTOMER_PREFERENCES_PROJECTION,
  type CustomerPreference,
  orderInstructionsPreferenceName,
  orderInstructionsPreferenceWrite,
  savedInstructionsOf,
} from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { outsideVendorIdOf } from './checkout-promise.js'
import {
  contactlessAvailable,
  decodeInstructions,
  deliveryAcceptanceErrors,
  encodeInstructions,
  instructionsError,
  type NotePreferenceState,
  noteLimit,
  notePreferenceReducer,
  thirdPartyAgreementMessage,
} from './instructions.js'
import { type CheckoutPage, failureOf } from './use-checkout-page.js'

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

/**
 * Pickup or delivery instructions (checkout.md §4, §5): at most 128 characters, sent on
 * blur, kept as the saved preference with the 'save' option on and offered on the next
 * order; 'Leave at my door' with its acceptance, 'Don't ring bell'; the third-party
 * agreement of an outside vendor.
 */
export function useInstructions(
  page: CheckoutPage,
  { client, bannerId }: UseInstructionsOptions,
): InstructionsForm {
  const checkout = page.checkout
  const isDelivery = checkout?.modalityType === 'Delivery'
  const onOrder = decodeInstructions(checkout?.fulfillment?.instructions)
  const orderNote = onOrder.note
  // 'Don't ring bell' is a delivery choice; a pickup note keeps any text as it is.
  const dontRingBell = isDelivery && onOrder.dontRingBell
  const [note, setNote] = useState(orderNote)
  const [leaveAtDoorAccepted, setLeaveAtDoorAccepted] = useState(false)
  const [thirdPartyAccepted, setThirdPartyAccepted] = useState(false)
  const [showAcceptanceErrors, setShowAcceptanceErrors] = useState(false)
  const [bellError, setBellError] = useState<string | undefined>()
  const sent = useRef(orderNote)

  // A note saved elsewhere (another update's answer) replaces an untouched field.
  useEffect(() => {
    if (note === sent.current && orderNote !== sent.current) {
      sent.current = orderNote
      setNote(orderNote)
    }
  }, [orderNote, note])

  // The saved note (checkout.md §4, §7 customer preferences).
  const preferenceName = checkout ? orderInstructionsPreferenceName(checkout.modalityType) : null
  const preferences = useApiQuery(
    client,
    'customerPreferences',
    preferenceName === null
      ? null
      : { query: { filterName: preferenceName, projections: CUSTOMER_PREFERENCES_PROJECTION } },
  )
  const stored = preferences.data?.preferences.find((p) => p.name === preferenceName)
  const savedNote = savedInstructionsOf(stored)
  const [saveChoice, setSaveChoice] = useState<boolean | undefined>()
  const saveNote = saveChoice ?? savedNote !== undefined
  const [notePreference, dispatchNotePreference] = useReducer(notePreferenceReducer, {
    status: 'idle',
  })
  const storedRef = useRef<CustomerPreference | undefined>(stored)
  useEffect(() => {
    storedRef.current = stored
  }, [stored])
  const writes = useRef(Promise.resolve())
  const { mutate: mutatePreferences } = preferences

  // The saved note fills the empty field of an order without a note, once. Like any
  // note it goes to the order when the shopper leaves the field (§4 "sent on blur").
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || savedNote === undefined) return
    prefilled.current = true
    if (orderNote === '' && note === '') setNote(savedNote)
  }, [savedNote, orderNote, note])

  /** Keeps `value` as the saved note ('' drops it); writes go one after another. */
  const keep = useCallback(
    (value: string): Promise<void> => {
      if (preferenceName === null) return writes.current
      const write = async () => {
        const call = orderInstructionsPreferenceWrite(storedRef.current, preferenceName, value)
        if (call === undefined) return
        dispatchNotePreference({ type: 'SAVE' })
        try {
          const next =
            call.route === 'addCustomerPreference'
              ? await client.call('addCustomerPreference', { body: call.body })
              : await client.call('updateCustomerPreference', {
                  params: { preferenceId: call.preferenceId },
                  body: call.body,
                })
          storedRef.current = next
          void mutatePreferences({ preferences: [next] }, { revalidate: false })
          dispatchNotePreference({ type: 'DONE' })
        } catch {
          dispatchNotePreference({ type: 'FAIL' })
        }
      }
      writes.current = writes.current.then(write)
      return writes.current
    },
    [client, preferenceName, mutatePreferences],
  )

  // A birth date on the contact marks an order with age-restricted items (§5).
  const available =
    isDelivery &&
    contactlessAvailable({
      hasAgeRestrictedItems: checkout?.fulfillment?.contact?.dateOfBirth !== undefined,
    })
  const contactless = checkout?.fulfillment?.deliveryType === 'Contactless'
  const vendorId = checkout ? outsideVendorIdOf(checkout, bannerId) : undefined
  const agreementMessage = thirdPartyAgreementMessage(vendorId)
  const acceptanceErrors = deliveryAcceptanceErrors(
    {
      deliveryType: contactless ? 'Contactless' : 'Standard',
      leaveAtDoorAccepted,
      thirdPartyAccepted,
    },
    vendorId,
  )
  const error = instructionsError(note, dontRingBell) ?? bellError
  const { send } = page

  const blurNote = useCallback(async () => {
    const value = note.trim()
    if (instructionsError(value, dontRingBell) !== undefined) return
    if (value !== sent.current) {
      const ok = await send('instructions', {
        fulfillment: { instructions: encodeInstructions({ note: value, dontRingBell }) },
      })
      if (!ok) return
      sent.current = value
    }
    if (saveNote) await keep(value)
  }, [note, dontRingBell, send, saveNote, keep])

  const setSaveNote = useCallback(
    async (save: boolean) => {
      setSaveChoice(save)
      // On keeps the note as the field shows it (it goes to the order on blur); off
      // drops the saved note, so it is not kept (§4).
      const value = note.trim()
      if (!save) await keep('')
      else if (instructionsError(value, dontRingBell) === undefined) await keep(value)
    },
    [note, dontRingBell, keep],
  )

  const setDontRingBell = useCallback(
    async (on: boolean) => {
      const value = note.trim()
      const tooLong = instructionsError(value, on)
      setBellError(tooLong)
      if (tooLong !== undefined) return
      const ok = await send('ring-bell', {
        fulfillment: { instructions: encodeInstructions({ note: value, dontRingBell: on }) },
      })
      if (ok) sent.current = value
    },
    [note, send],
  )

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
    noteMaxLength: noteLimit(dontRingBell),
    saveNote,
    notePreference,
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
    failure: failureOf(page.update, 'instructions', 'delivery-type', 'ring-bell')?.message,
    changeNote: (next: string) => {
      setBellError(undefined)
      setNote(next)
    },
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
