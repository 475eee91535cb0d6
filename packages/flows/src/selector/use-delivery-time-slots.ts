import {
  type Address,
  type ApiClient,
  addressToPostal,
  isApiError,
  messages,
  type TimeSlotsResponse,
} from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useReducer } from 'react'
import {
  emitAnalytics,
  type SelectorAnalyticsSink,
  startShoppingEvent,
} from './selector-analytics.js'
import {
  reservationHoldText,
  type TimeSlotViewState,
  timeSlotError,
  timeSlotViewState,
} from './selector-delivery.js'
import { type SelectorServices, useSelectorServices } from './selector-services.js'
import {
  activeSlotDate,
  activeSlotKey,
  initialTimeSlotChoice,
  slotOfKey,
  slotPromiseRequest,
  timeSlotChoiceReducer,
} from './time-slot-choice.js'
import { type TimeSlotVendors, upfrontTimeSlotsRequest } from './time-slot-request.js'

export interface UseDeliveryTimeSlotsOptions {
  address: Address
  /** The shopper's time zone, sent as user-time-zone and used for the hold time. */
  timeZone: string
  /** The delivery option's location: the store of the Start Shopping event (§4). */
  locationId?: string | undefined
  /** The vendors the slots are asked for (§7); none sends no filter. */
  vendors?: TimeSlotVendors | undefined
  /** The page's analytics sink: Start Shopping is recorded (§4). */
  onAnalyticsEvent?: SelectorAnalyticsSink | undefined
}

export interface DeliveryTimeSlots {
  view: TimeSlotViewState
  membership: TimeSlotsResponse['membership']
  activeDate: string | undefined
  slotKey: string | undefined
  /** 'Please select a time to continue', after a reserve without a time. */
  error: string | undefined
  reserving: boolean
  reserveFailed: string | undefined
  /** "We'll hold this reservation until {time}" once reserved. */
  holdText: string | undefined
  selectDay: (date: string) => void
  selectTime: (key: string) => void
  retry: () => void
  reserve: () => Promise<void>
  /** 'Edit Reservation': back to choosing a time; the next reserve replaces the hold. */
  editReservation: () => void
  /** 'Start Shopping' after the reservation: records it with the reserved slot (§4). */
  startShopping: () => void
}

/**
 * The time-slot preview (shopping-method-selector.md §2 "Time-slot view", §4 "Time
 * slot", §7 "Upfront time slots"): the slots are an SWR read keyed by the request; the
 * shopper's day, time and reservation are `timeSlotChoiceReducer`'s.
 */
export function useDeliveryTimeSlots(
  source: ApiClient | SelectorServices,
  { address, timeZone, locationId, vendors, onAnalyticsEvent }: UseDeliveryTimeSlotsOptions,
): DeliveryTimeSlots {
  const services = useSelectorServices(source)
  const request = upfrontTimeSlotsRequest(addressToPostal(address), vendors)
  const slots = useServiceQuery(
    ['selector', 'upfrontTimeSlots', JSON.stringify(request), timeZone] as const,
    () => services.upfrontTimeSlots(request, timeZone),
    { shouldRetryOnError: false },
  )
  const [choice, dispatch] = useReducer(timeSlotChoiceReducer, initialTimeSlotChoice)
  const response = slots.error ? undefined : slots.data
  const view = timeSlotViewState(response, slots.error !== undefined && !slots.isValidating)
  const slotKey = activeSlotKey(choice, response)
  const slot = view.status === 'loaded' ? slotOfKey(view.days, slotKey) : undefined
  const { reservation } = choice
  return {
    view,
    membership: response?.membership,
    activeDate: activeSlotDate(choice, response),
    slotKey,
    error: choice.error,
    reserving: reservation.status === 'reserving',
    reserveFailed: reservation.status === 'failed' ? reservation.message : undefined,
    holdText:
      reservation.status === 'held'
        ? reservationHoldText(reservation.promise, timeZone)
        : undefined,
    selectDay: (date) => dispatch({ type: 'selectDay', date }),
    selectTime: (key) => dispatch({ type: 'selectTime', key }),
    retry: () => void slots.mutate(),
    editReservation: () => dispatch({ type: 'editReservation' }),
    startShopping: () => {
      if (locationId === undefined) return
      const held = reservation.status === 'held' ? reservation.slot : undefined
      emitAnalytics(
        onAnalyticsEvent,
        startShoppingEvent({ modalityType: 'DELIVERY', locationId }, held),
      )
    },
    reserve: async () => {
      const missing = timeSlotError(slot && slotKey)
      if (missing !== undefined || slot === undefined) {
        dispatch({ type: 'timeMissing', message: missing ?? timeSlotError(undefined) ?? '' })
        return
      }
      dispatch({ type: 'reserve', slot })
      try {
        const promise = await services.createPromise(slotPromiseRequest(slot))
        dispatch({ type: 'reserved', promise })
      } catch (cause) {
        if (!isApiError(cause)) throw cause
        dispatch({ type: 'reserveFailed', message: messages.reserveFailed })
      }
    },
  }
}
