import { useEffect, useMemo, useReducer, useRef } from 'react'
import { addressWithLocation } from '../checkout/checkout-promise.js'
import { reservedSlotOf } from './reserved-slot.js'
import {
  initialScheduleSelection,
  opensDeliveryUnavailable,
  premiumPreselection,
  scheduleReducer,
  shouldAutoUpdateReservation,
} from './scheduling.js'
import type { Scheduling, UseSchedulingOptions } from './scheduling-model.js'
import { falloutOf } from './scheduling-requests.js'
import { createSchedulingServices } from './scheduling-services.js'
import { chosenSlotOf, schedulingViewOf, shownDays } from './scheduling-view.js'
import { useSchedulingActions } from './use-scheduling-actions.js'
import { useSchedulingReads } from './use-scheduling-reads.js'
import { useSchedulingSubmit } from './use-scheduling-submit.js'

export type * from './scheduling-model.js'

let deviceTimeZone: string | undefined
/** The device's time zone, read once (a new Intl formatter on every render is costly). */
function localTimeZone(): string {
  deviceTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  return deviceTimeZone
}

const systemNow = () => new Date()

/** The scheduling step's flow (checkout.md §2 "Scheduling screen", §4 "Scheduling flow"). */
export function useScheduling(options: UseSchedulingOptions): Scheduling {
  const { client, fulfillmentType, editingFromPayment = false, now = systemNow } = options
  const services = useMemo(
    () => options.services ?? createSchedulingServices(client),
    [options.services, client],
  )
  const [selection, dispatchSelection] = useReducer(scheduleReducer, undefined, () =>
    initialScheduleSelection({ customerRequestedNewTime: editingFromPayment }),
  )
  const reads = useSchedulingReads({
    client,
    services,
    bannerId: options.banner.id,
    fulfillmentType,
    fullyAuthenticated: options.fullyAuthenticated ?? true,
    modifyMode: options.modifyMode ?? false,
    editingFromPayment,
    timeZone: options.timeZone ?? localTimeZone(),
    reservations: options.reservations,
    now,
    selection,
  })
  const { pageReady, quotes: response, stored, storedStatus } = reads
  const allDays = response?.days ?? []
  const days = shownDays(allDays, selection.filter)
  const slot = chosenSlotOf(reads, selection)
  const deliveryAddress = reads.known.deliveryAddress
  const submit = useSchedulingSubmit(
    {
      services,
      fulfillmentType,
      reservations: options.reservations,
      now,
      dispatchSelection,
      reloadQuotes: reads.reloadQuotes,
      onCheckoutCreated: options.onCheckoutCreated,
    },
    {
      slot,
      reads,
      // Where the order goes, with the coordinates the address book knows for it (the map).
      deliveryAddress:
        deliveryAddress &&
        addressWithLocation(deliveryAddress, reads.profile?.contactInfo.addresses ?? []),
      store: reads.store,
    },
  )

  // Back from the payment page to edit the time (§2 back link, 'Change Time'; §4): the kept
  // reservation's day and time stay chosen once the fresh quotes are in, if still offered.
  const reservedShown = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the first quotes arrive.
  useEffect(() => {
    if (reservedShown.current || !editingFromPayment || response === undefined) return
    reservedShown.current = true
    if (stored === undefined || storedStatus !== 'valid' || selection.slotKey !== undefined) return
    const reserved = reservedSlotOf(allDays, stored.promise)
    if (reserved === undefined) return
    dispatchSelection({ type: 'selectDay', date: reserved.date })
    dispatchSelection({ type: 'selectTime', slotKey: reserved.slotKey })
  }, [response])

  // Premium members find the first time chosen (§6): a choice only, reserved on Continue.
  const preselected = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the first quotes.
  useEffect(() => {
    if (preselected.current || response === undefined) return
    if (!reads.premiumMember) return
    preselected.current = true
    const first = premiumPreselection({
      premiumMember: true,
      days,
      selection,
      editingFromPayment,
    })
    if (first === undefined) return
    dispatchSelection({ type: 'selectDay', date: first.date })
    dispatchSelection({ type: 'selectTime', slotKey: first.slotKey })
  }, [response, reads.premiumMember])

  // A stored reservation: expired opens the modal; valid is updated automatically (§4).
  const checkedStored = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is first ready.
  useEffect(() => {
    if (!pageReady || checkedStored.current) return
    checkedStored.current = true
    if (storedStatus === 'expired') {
      submit.dispatch({ type: 'OPEN', modal: 'reservationExpired' })
      return
    }
    const auto = shouldAutoUpdateReservation({
      storedReservationValid: storedStatus === 'valid',
      pageReady,
      hasAgeRestrictedItems: reads.ageRestricted,
    })
    if (!editingFromPayment && auto && stored !== undefined)
      submit.autoUpdate(stored.promise.versionKey)
  }, [pageReady])

  const actions = useSchedulingActions(options, {
    services,
    selection,
    dispatchSelection,
    submit,
    reads,
    slot,
    fallout: falloutOf(slot, reads.productList),
  })

  // Delivery with the outside grocer unavailable: back to the banner's own delivery (§4).
  const quotesErrorCode = reads.quotesError?.code
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new error code only.
  useEffect(() => {
    if (
      opensDeliveryUnavailable({ fulfillmentType, filter: selection.filter, code: quotesErrorCode })
    ) {
      actions.setFilter('own')
      submit.dispatch({ type: 'OPEN', modal: 'deliveryUnavailable' })
    }
  }, [quotesErrorCode])

  return {
    ...actions,
    ...schedulingViewOf({ options, reads, selection, submit: submit.state }),
  }
}
