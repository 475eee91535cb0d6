import {
  type ApiClient,
  type Checkout,
  type CustomerPreference,
  orderInstructionsPreferenceName,
  orderInstructionsPreferenceWrite,
  savedInstructionsOf,
} from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { type NotePreferenceState, notePreferenceReducer } from './instructions.js'
import {
  prefilledNoteOf,
  savedNoteChoiceOf,
  savedNoteQueryOf,
  storedNotePreferenceOf,
} from './instructions-form.js'

/** The section's note as the saved note needs it. */
export interface NoteField {
  note: string
  /** The note on the order. */
  orderNote: string
  dontRingBell: boolean
  /** Puts a note in the field. */
  fill: (note: string) => void
}

export interface SavedNote {
  /** The 'save' option: on when a saved note exists, until the shopper changes it. */
  saveNote: boolean
  setSaveNote: (save: boolean) => Promise<void>
  notePreference: NotePreferenceState
  /** Keeps `value` as the saved note ('' drops it); writes go one after another. */
  keep: (value: string) => Promise<void>
}

/**
 * The saved note of pickup or delivery orders (checkout.md §4 "with the 'save' option on,
 * the note is kept as a saved preference", §7 customer preferences): read for the order's
 * modality, offered in the empty field of an order without a note, and written one call at
 * a time, each answer kept as the preference read.
 */
export function useSavedNote(
  client: ApiClient,
  checkout: Checkout | undefined,
  { note, orderNote, dontRingBell, fill }: NoteField,
): SavedNote {
  const preferenceName = checkout ? orderInstructionsPreferenceName(checkout.modalityType) : null
  const preferences = useApiQuery(client, 'customerPreferences', savedNoteQueryOf(preferenceName))
  const stored = storedNotePreferenceOf(preferences.data, preferenceName)
  const savedNote = savedInstructionsOf(stored)
  const [saveChoice, setSaveChoice] = useState<boolean | undefined>()
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
    const filled = prefilledNoteOf(savedNote, orderNote, note)
    if (filled !== undefined) fill(filled)
  }, [savedNote, orderNote, note, fill])

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

  const setSaveNote = useCallback(
    async (save: boolean) => {
      setSaveChoice(save)
      const value = savedNoteChoiceOf(save, note, dontRingBell)
      if (value !== undefined) await keep(value)
    },
    [note, dontRingBell, keep],
  )

  return { saveNote: saveChoice ?? savedNote !== undefined, setSaveNote, notePreference, keep }
}
