import {
  type CheckoutModalityType,
  type FulfillmentPromise,
  hasFallout,
  isApiError,
  type ModalityOption,
  type ServiceAddress,
  type TimeSlot,
} from '@aisle/api'
import { type Dispatch, useReducer, useRef } from 'react'
import {
  falloutFailure,
  initialReservationState,
  reservationReducer,
  reserveFailure,
} from './reservation-machine.js'
import {
  type ReservationStore,
  reservationStatus,
  storedReservationOf,
} from './reservation-store.js'
import type { ScheduleEvent } from './scheduling.js'
import {
  type CartLine,
  createCheckoutRequestOf,
  promiseRequestOf,
  requestItemsOf,
  submitErrorOutcome,
} from './scheduling-requests.js'
import type { SchedulingServices } from './scheduling-services.js'
import type { SchedulingReads } from './use-scheduling-reads.js'

export interface SchedulingSubmitOptions {
  services: SchedulingServices
  fulfillmentType: CheckoutModalityType
  reservations: ReservationStore
  now: () => Date
  dispatchSelection: Dispatch<ScheduleEvent>
  reloadQuotes: () => void
  onCheckoutCreated: (checkoutId: string) => void
}

/** What the submit reads when it runs (the latest render's values, not the first one's). */
export interface SubmitFacts {
  slot: TimeSlot | undefined
  reads: Pick<SchedulingReads, 'cart' | 'lines' | 'savedNote' | 'stored'>
  deliveryAddress: ServiceAddress | undefined
  store: ModalityOption | undefined
}

/**
 * The submit of the scheduling step (checkout.md §4 "Scheduling flow"): reserve the
 * time, create or update the promise, create the checkout; the stored reservation's
 * automatic update. The state is the reservation machine's; failures map through
 * `submitErrorOutcome`. Errors that are not service answers are thrown.
 */
export function useSchedulingSubmit(o: SchedulingSubmitOptions, facts: SubmitFacts) {
  const { services, fulfillmentType, reservations } = o
  const [state, dispatch] = useReducer(reservationReducer, initialReservationState)
  const latest = useRef({ o, facts })
  latest.current = { o, facts }

  const fail = (error: unknown, stage: 'promise' | 'checkout') => {
    if (!isApiError(error)) throw error
    const outcome = submitErrorOutcome(error, stage)
    if (outcome.type === 'orderTimedOut') return dispatch({ type: 'OPEN', modal: 'orderTimedOut' })
    if (outcome.type === 'timeExpired') {
      reservations.clear(fulfillmentType)
      dispatch({ type: 'OPEN', modal: 'timeExpired' })
      latest.current.o.dispatchSelection({ type: 'reset' })
      latest.current.o.dispatchSelection({ type: 'requestNewTime' })
      latest.current.o.reloadQuotes()
      return
    }
    dispatch({ type: 'FAIL', failure: outcome.failure })
  }

  const createCheckout = async (promise: FulfillmentPromise, birthDate: string | undefined) => {
    const { facts: now } = latest.current
    try {
      const checkout = await services.createCheckout(
        createCheckoutRequestOf({
          cart: now.reads.cart,
          lines: now.reads.lines,
          savedNote: now.reads.savedNote,
          fulfillmentType,
          promise,
          deliveryAddress: now.deliveryAddress,
          store: now.store,
          birthDate,
        }),
      )
      dispatch({ type: 'CHECKOUT.CREATED', checkoutId: checkout.id })
      latest.current.o.onCheckoutCreated(checkout.id)
    } catch (error) {
      fail(error, 'checkout')
    }
  }

  const promiseOf = (chosen: TimeSlot, lines: readonly CartLine[]) => {
    const { stored } = latest.current.facts.reads
    const request = promiseRequestOf(chosen, fulfillmentType, requestItemsOf(lines))
    return stored !== undefined && reservationStatus(stored, o.now()) === 'valid'
      ? services.updatePromise(stored.promise.id, {
          ...request,
          versionKey: stored.promise.versionKey,
        })
      : services.createPromise(request)
  }

  const reserve = async (birthDate: string | undefined) => {
    const { slot: chosen, reads } = latest.current.facts
    if (!chosen) return dispatch({ type: 'FAIL', failure: reserveFailure })
    try {
      const held = await services.reserve({ quoteId: chosen.quoteId, optionId: chosen.optionId })
      if (!held) return dispatch({ type: 'FAIL', failure: reserveFailure })
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthenticated') return fail(error, 'promise')
      return dispatch({ type: 'FAIL', failure: reserveFailure })
    }
    let promise: FulfillmentPromise
    try {
      promise = await promiseOf(chosen, reads.lines)
    } catch (error) {
      return fail(error, 'promise')
    }
    reservations.set(fulfillmentType, storedReservationOf(promise))
    dispatch({ type: 'RESERVED' })
    await createCheckout(promise, birthDate)
  }

  /** The stored reservation's automatic update (§4); fallout asks for a new time. */
  const autoUpdate = (versionKey: string) => {
    dispatch({ type: 'AUTO_UPDATE' })
    const items = requestItemsOf(latest.current.facts.reads.lines)
    services.promiseFromReservation({ items, versionKey }).then(
      async (promise) => {
        reservations.set(fulfillmentType, storedReservationOf(promise))
        if (hasFallout(promise)) {
          // 'Promise has fallout': the shopper chooses again (§4).
          dispatch({ type: 'FAIL', failure: falloutFailure })
          latest.current.o.dispatchSelection({ type: 'requestNewTime' })
          return
        }
        dispatch({ type: 'RESERVED' })
        await createCheckout(promise, undefined)
      },
      (error: unknown) => fail(error, 'promise'),
    )
  }

  return { state, dispatch, reserve, autoUpdate }
}
