import { useCallback, useEffect, useRef, useState } from 'react'
import { instructionsError, noteLimit } from './instructions.js'
import {
  adoptsOrderNote,
  deliveryTypeUpdateOf,
  instructionsViewOf,
  noteBlurOf,
  ringBellOf,
} from './instructions-form.js'
import type { InstructionsForm, UseInstructionsOptions } from './instructions-model.js'
import { type CheckoutPage, failureOf } from './use-checkout-page.js'
import { useSavedNote } from './use-saved-note.js'

export type * from './instructions-model.js'

/**
 * Pickup or delivery instructions (checkout.md §4, §5): at most 128 characters, sent on
 * blur, kept as the saved preference with the 'save' option on and offered on the next
 * order (`useSavedNote`); 'Leave at my door' with its acceptance, 'Don't ring bell'; the
 * third-party agreement of an outside vendor. The rules are the pure instructions-form.ts.
 */
export function useInstructions(
  page: CheckoutPage,
  { client, bannerId }: UseInstructionsOptions,
): InstructionsForm {
  const [leaveAtDoorAccepted, setLeaveAtDoorAccepted] = useState(false)
  const [thirdPartyAccepted, setThirdPartyAccepted] = useState(false)
  const view = instructionsViewOf(page.checkout, bannerId, {
    leaveAtDoorAccepted,
    thirdPartyAccepted,
  })
  const { note: orderNote, dontRingBell, acceptanceErrors } = view
  const [note, setNote] = useState(orderNote)
  const [showAcceptanceErrors, setShowAcceptanceErrors] = useState(false)
  const [bellError, setBellError] = useState<string | undefined>()
  const sent = useRef(orderNote)

  // A note saved elsewhere (another update's answer) replaces an untouched field.
  useEffect(() => {
    if (adoptsOrderNote(note, sent.current, orderNote)) {
      sent.current = orderNote
      setNote(orderNote)
    }
  }, [orderNote, note])

  const { saveNote, setSaveNote, notePreference, keep } = useSavedNote(client, page.checkout, {
    note,
    orderNote,
    dontRingBell,
    fill: setNote,
  })
  const { send } = page

  const blurNote = useCallback(async () => {
    const blur = noteBlurOf({ note, sent: sent.current, dontRingBell, saveNote })
    if (blur === undefined) return
    if (blur.update !== undefined) {
      const ok = await send('instructions', blur.update)
      if (!ok) return
      sent.current = blur.value
    }
    if (blur.keep) await keep(blur.value)
  }, [note, dontRingBell, send, saveNote, keep])

  const setDontRingBell = useCallback(
    async (on: boolean) => {
      const change = ringBellOf(note, on)
      setBellError(change.error)
      if (change.error !== undefined) return
      const ok = await send('ring-bell', change.update)
      if (ok) sent.current = change.value
    },
    [note, send],
  )

  const setContactless = useCallback(
    async (on: boolean) => {
      setShowAcceptanceErrors(false)
      await send('delivery-type', deliveryTypeUpdateOf(on))
    },
    [send],
  )

  return {
    note,
    noteMaxLength: noteLimit(dontRingBell),
    saveNote,
    notePreference,
    error: instructionsError(note, dontRingBell) ?? bellError,
    contactlessAvailable: view.contactlessAvailable,
    isDelivery: view.isDelivery,
    contactless: view.contactless,
    leaveAtDoorAccepted,
    dontRingBell,
    agreementMessage: view.agreementMessage,
    isInstacart: view.isInstacart,
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
