import { messages, type TimeSlot } from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { type Dispatch, useCallback, useRef, useState } from 'react'
import type { FalloutItem } from './replacements.js'
import type { DeliveryFilter, ScheduleEvent, ScheduleSelection } from './scheduling.js'
import type { Scheduling, UseSchedulingOptions } from './scheduling-model.js'
import { deliveryFilterPreference, pickupStorePreference } from './scheduling-requests.js'
import type { SchedulingServices } from './scheduling-services.js'
import type { SchedulingReads } from './use-scheduling-reads.js'
import type { useSchedulingSubmit } from './use-scheduling-submit.js'

export interface SchedulingActionFacts {
  services: SchedulingServices
  selection: ScheduleSelection
  dispatchSelection: Dispatch<ScheduleEvent>
  submit: ReturnType<typeof useSchedulingSubmit>
  reads: SchedulingReads
  slot: TimeSlot | undefined
  fallout: FalloutItem[]
}

const systemNow = () => new Date()

/**
 * What the shopper does on the scheduling step (checkout.md §4): days, times, the
 * delivery filter, 'Change Store', Continue (replacements first, then the age dialog,
 * then reserve), the modals' buttons.
 */
export function useSchedulingActions(
  options: Pick<UseSchedulingOptions, 'fulfillmentType' | 'reservations' | 'now'>,
  facts: SchedulingActionFacts,
) {
  const { fulfillmentType, reservations, now = systemNow } = options
  const { services, selection, dispatchSelection, submit, reads, fallout } = facts
  const revalidate = useRevalidateApi()
  const [replacementsOpen, setReplacementsOpen] = useState(false)
  const [modalReason, setModalReason] = useState<string | undefined>(undefined)
  const verifiedBirthDate = useRef<string | undefined>(undefined)
  const falloutSeen = useRef<string | undefined>(undefined)
  const state = submit.state
  const dispatch = submit.dispatch

  // The same functions on every render: the day carousel and the time slots, memoised on
  // them, do not render again when only the other one changed.
  const selectDay = useCallback(
    (date: string) => dispatchSelection({ type: 'selectDay', date }),
    [dispatchSelection],
  )
  const selectTime = useCallback(
    (slotKey: string) => dispatchSelection({ type: 'selectTime', slotKey }),
    [dispatchSelection],
  )

  const somethingWentWrong = (reason: string) => {
    setModalReason(reason)
    dispatch({ type: 'OPEN', modal: 'somethingWentWrong' })
  }

  const setFilter = (filter: DeliveryFilter) => {
    dispatchSelection({ type: 'filter', filter })
    if (fulfillmentType !== 'Delivery') return
    const preference = reads.known.deliveryPreference
    if (preference === undefined) return somethingWentWrong(messages.modalityNotDefined)
    // Switching filters changes the active delivery modality (§4), then quotes refetch.
    services.setActiveModality(deliveryFilterPreference(preference, filter, now())).then(
      () => revalidate('modalityPreferences', {}),
      () => somethingWentWrong(messages.settingModalityFailed),
    )
  }

  const startSubmit = () => {
    if (state.status !== 'idle' && state.status !== 'failed') return
    if (state.status === 'failed') dispatch({ type: 'DISMISS' })
    // A birth date given once on this page is kept for a retry or a new time.
    const birthDate = verifiedBirthDate.current
    const needsAge = reads.ageRestricted
    dispatch(
      birthDate === undefined
        ? { type: 'SUBMIT', needsAge }
        : { type: 'SUBMIT', needsAge, birthDate },
    )
    if (!needsAge || birthDate !== undefined) void submit.reserve(birthDate)
  }

  const actions = {
    fallout,
    replacementsOpen,
    modalReason:
      state.status === 'modal' && state.modal === 'somethingWentWrong' ? modalReason : undefined,
    selectDay,
    selectTime,
    setFilter,
    selectStore: async (locationId) => {
      try {
        await services.setActiveModality(
          pickupStorePreference(reads.known.pickupPreference, locationId, now()),
        )
        dispatchSelection({ type: 'reset' })
        await revalidate('modalityPreferences', {})
      } catch {
        somethingWentWrong(messages.settingModalityFailed)
      }
    },
    destinationChanged: () => {
      dispatchSelection({ type: 'reset' })
      void revalidate('modalityPreferences', {})
    },
    continueToPayment: () => {
      setReplacementsOpen(false)
      startSubmit()
    },
    closeReplacements: () => setReplacementsOpen(false),
    continue: () => {
      dispatchSelection({ type: 'continue' })
      if (selection.slotKey === undefined) return
      if (state.status !== 'idle' && state.status !== 'failed') return
      // Items left out of the chosen time: the replacements drawer first (§2), once per time.
      if (fallout.length > 0 && falloutSeen.current !== selection.slotKey) {
        falloutSeen.current = selection.slotKey
        setReplacementsOpen(true)
        return
      }
      startSubmit()
    },
    verifyAge: (birthDate) => {
      verifiedBirthDate.current = birthDate
      dispatch({ type: 'AGE.VERIFIED', birthDate })
      void submit.reserve(birthDate)
    },
    cancelAge: () => dispatch({ type: 'AGE.CANCEL' }),
    retry: () => {
      if (state.status !== 'failed') return
      if (selection.slotKey === undefined) return dispatch({ type: 'DISMISS' })
      startSubmit()
    },
    reloadQuotes: reads.reloadQuotes,
    selectNewTime: () => {
      reservations.clear(fulfillmentType)
      dispatch({ type: 'DISMISS' })
      dispatchSelection({ type: 'requestNewTime' })
      reads.reloadQuotes()
    },
    dismiss: () => dispatch({ type: 'DISMISS' }),
    clearCheckoutState: () => {
      reservations.clear(fulfillmentType)
      dispatch({ type: 'DISMISS' })
    },
  } satisfies Partial<Scheduling>
  return actions
}
