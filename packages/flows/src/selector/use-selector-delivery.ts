import {
  type Address,
  type AddressFormValues,
  type AnalyticsErrorEvent,
  type ApiClient,
  addressToPostal,
  type BannerRecord,
  type FulfillmentPromise,
  isApiError,
  MODALITY_OPTIONS_ORIGIN_PAGE,
  messages,
  routes,
  selectionKeyOf,
  shownMessageOf,
  type TimeSlot,
  type TimeSlotsRequest,
  type TimeSlotsResponse,
  toAddressSavePayload,
  toAddressValidationRequest,
  toAddressValidationResult,
  toModalityAddressValidationRequest,
  toModalityOptions,
  toServiceAddress,
} from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { refetchFlashSales } from './flash-sales-refetch.js'
import {
  emitAnalytics,
  type SelectorAnalyticsSink,
  startShoppingEvent,
} from './selector-analytics.js'
import type { ShoppingChoice } from './selector-cookies.js'
import {
  addressSaveCall,
  afterAddressChosen,
  initialSelectorAddressState,
  modalityAddressVerdict,
  modalityVerdictErrorEvent,
  preselectedSlot,
  reservationHoldText,
  type SelectorAddressState,
  selectorAddressReducer,
  type TimeSlotViewState,
  timeSlotError,
  timeSlotViewState,
} from './selector-delivery.js'
import {
  type TimeSlotVendors,
  timeSlotVendors,
  upfrontTimeSlotsRequest,
} from './time-slot-request.js'

// ---------------------------------------------------------------------------
// Choosing an address for delivery (shopping-method-selector.md §4)
// ---------------------------------------------------------------------------

export interface UseDeliveryAddressChoiceOptions {
  /**
   * The banner: itself and its outside vendors are the time slots' sources (§7).
   * Without it no vendors are named. @default none
   */
  banner?: Pick<BannerRecord, 'id' | 'customerService'>
  /**
   * The address is eligible and set: open the time slots or close (§4 step 4), with the
   * vendors the slots are asked for (§7).
   */
  onChosen: (result: {
    address: Address
    locationId: string
    next: 'timeSlots' | 'close'
    vendors: TimeSlotVendors | undefined
  }) => void
  /** Refetches flash sales (and the basket's modality) after the active modality changed. @default refetchFlashSales */
  onModalityChanged?: () => void
  /** Receives the user-constraint error of a turned-down address (§8), to be logged. */
  onErrorLogged?: (event: AnalyticsErrorEvent) => void
  /** @default () => new Date() */
  now?: () => Date
  /** @default crypto.randomUUID */
  newId?: () => string
}

export interface DeliveryAddressChoice {
  busy: boolean
  /** The message under the card: not valid, not eligible, or a failure (§5, §8). */
  error: string | undefined
  /** Resolves true once the address is set for delivery, false when it was turned down. */
  choose: (address: Address) => Promise<boolean>
  clearError: () => void
}

/**
 * 'Confirm Address' / 'Select Address' for delivery (§4 "Choosing an address for a
 * modality"): validate for the modality, reload the options (a delivery option is
 * required), set the active delivery modality, refetch, then time slots or close.
 */
export function useDeliveryAddressChoice(
  client: ApiClient,
  options: UseDeliveryAddressChoiceOptions,
): DeliveryAddressChoice {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const latest = useRef(options)
  latest.current = options
  const revalidate = useRevalidateApi()

  const choose = useCallback(
    async (address: Address) => {
      const { now = () => new Date(), newId = () => crypto.randomUUID() } = latest.current
      setBusy(true)
      setError(undefined)
      const postal = addressToPostal(address)
      try {
        let verdict: ReturnType<typeof modalityAddressVerdict>
        try {
          const response = await client.call('validateAddressForModality', {
            body: toModalityAddressValidationRequest(postal, 'DELIVERY'),
          })
          verdict = modalityAddressVerdict(toAddressValidationResult(response), 'DELIVERY')
        } catch (cause) {
          if (!isApiError(cause)) throw cause
          // §8: any validation failure.
          setError(messages.addressValidationFailed)
          return false
        }
        if (!verdict.eligible) {
          setError(verdict.message)
          const event = modalityVerdictErrorEvent(verdict, routes.validateAddressForModality.path)
          if (event) latest.current.onErrorLogged?.(event)
          return false
        }
        // The options are reset and fetched again for the address; a delivery option is required.
        let found: ReturnType<typeof toModalityOptions>
        try {
          found = toModalityOptions(
            await client.call('modalityOptions', {
              body: {
                address: { postalCode: postal.postalCode },
                originPage: MODALITY_OPTIONS_ORIGIN_PAGE as typeof MODALITY_OPTIONS_ORIGIN_PAGE,
              },
            }),
          )
        } catch (cause) {
          if (!isApiError(cause)) throw cause
          setError(messages.selectorTechnicalDifficulties)
          return false
        }
        const deliveryOptions = found.DELIVERY ?? []
        const option = deliveryOptions[0]
        if (option === undefined) {
          setError(messages.noStores)
          return false
        }
        try {
          await client.call('setActiveModality', {
            body: {
              id: newId(),
              modalityType: 'DELIVERY',
              destination: { address: toServiceAddress(postal) },
              createdDate: now().toISOString(),
              source: 'options',
            },
          })
        } catch (cause) {
          if (!isApiError(cause)) throw cause
          setError(shownMessageOf(cause))
          return false
        }
        await revalidate('modalityPreferences')
        const refetch = latest.current.onModalityChanged ?? refetchFlashSales
        refetch()
        // The retailer's own delivery (not only a partner's) has time slots to preview.
        const own = deliveryOptions.some((o) => o.deliverySubOption !== 'ALL_DELIVERY')
        const { banner } = latest.current
        latest.current.onChosen({
          address,
          locationId: option.locationId,
          next: afterAddressChosen(own),
          vendors: banner && timeSlotVendors(deliveryOptions, banner),
        })
        return true
      } finally {
        setBusy(false)
      }
    },
    [client, revalidate],
  )
  const clearError = useCallback(() => setError(undefined), [])
  return { busy, error, choose, clearError }
}

// ---------------------------------------------------------------------------
// The address flow (§4 "Address flow")
// ---------------------------------------------------------------------------

export interface UseSelectorAddressEntryOptions {
  initialValues: AddressFormValues
  /**
   * Step 6: the saved address goes on to the eligibility check, which answers whether
   * it was chosen. `false` reopens the form, editable, on the entry just saved.
   */
  onSaved: (address: Address) => boolean | Promise<boolean>
  /** Step 5. @default true */
  saveToAddressBook?: boolean
  /** @default () => new Date() */
  now?: () => Date
}

export interface SelectorAddressEntry {
  state: SelectorAddressState
  busy: boolean
  setField: <F extends keyof AddressFormValues>(field: F, value: AddressFormValues[F]) => void
  submit: () => void
  confirm: () => void
  edit: () => void
}

/** The entry form, then the confirmation; validate and save as each step asks. */
export function useSelectorAddressEntry(
  client: ApiClient,
  options: UseSelectorAddressEntryOptions,
): SelectorAddressEntry {
  const [state, dispatch] = useReducer(
    selectorAddressReducer,
    options.initialValues,
    initialSelectorAddressState,
  )
  const latest = useRef(options)
  latest.current = options
  const revalidate = useRevalidateApi()

  useEffect(() => {
    if (state.step !== 'validating') return
    let live = true
    client
      .call('validateAddress', { body: toAddressValidationRequest(addressToPostal(state.address)) })
      .then(
        (response) =>
          live && dispatch({ type: 'validated', result: toAddressValidationResult(response) }),
        () => live && dispatch({ type: 'validationFailed' }),
      )
    return () => {
      live = false
    }
  }, [client, state])

  useEffect(() => {
    if (state.step !== 'saving') return
    let live = true
    const { address } = state
    const { now = () => new Date(), saveToAddressBook = true } = latest.current
    const kind = addressSaveCall(address, saveToAddressBook)
    const payload = toAddressSavePayload(address, now())
    const call =
      kind === 'update'
        ? client.call('updateAddress', {
            params: { addressId: address.addressId ?? '' },
            body: payload,
          })
        : kind === 'add'
          ? client.call('addAddress', { body: payload })
          : Promise.resolve(undefined)
    call.then(
      async (entry) => {
        if (kind !== 'none') await revalidate('addresses')
        // The added entry's id, so a later save from this form updates it (step 5).
        const saved = entry === undefined ? address : { ...address, addressId: entry.id }
        if (live) dispatch({ type: 'saved', address: saved })
      },
      (error: unknown) => {
        if (!live) return
        dispatch({
          type: 'saveFailed',
          message: isApiError(error) ? shownMessageOf(error) : messages.addressValidationFailed,
        })
      },
    )
    return () => {
      live = false
    }
  }, [client, revalidate, state])

  useEffect(() => {
    if (state.step !== 'saved') return
    let live = true
    Promise.resolve(latest.current.onSaved(state.address)).then(
      (chosen) => live && !chosen && dispatch({ type: 'rejected' }),
      () => live && dispatch({ type: 'rejected' }),
    )
    return () => {
      live = false
    }
  }, [state])

  return {
    state,
    busy: state.step === 'validating' || state.step === 'saving' || state.step === 'saved',
    setField: (field, value) => dispatch({ type: 'change', values: { [field]: value } }),
    submit: () => dispatch({ type: 'submit' }),
    confirm: () => dispatch({ type: 'confirm' }),
    edit: () => dispatch({ type: 'edit' }),
  }
}

// ---------------------------------------------------------------------------
// The time-slot preview (§2 "Time-slot view", §4 "Time slot")
// ---------------------------------------------------------------------------

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

export function useDeliveryTimeSlots(
  client: ApiClient,
  { address, timeZone, locationId, vendors, onAnalyticsEvent }: UseDeliveryTimeSlotsOptions,
): DeliveryTimeSlots {
  const [response, setResponse] = useState<TimeSlotsResponse | undefined>()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [activeDate, setActiveDate] = useState<string | undefined>()
  const [slotKey, setSlotKey] = useState<string | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [reserving, setReserving] = useState(false)
  const [reserveFailed, setReserveFailed] = useState<string | undefined>()
  const [promise, setPromise] = useState<FulfillmentPromise | undefined>()
  const [reserved, setReserved] = useState<TimeSlot | undefined>()
  const postal = addressToPostal(address)
  const requestKey = JSON.stringify(upfrontTimeSlotsRequest(postal, vendors))

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reruns the call on 'Try Again'.
  useEffect(() => {
    let live = true
    setResponse(undefined)
    setFailed(false)
    client
      .call('timeSlots', {
        headers: { 'user-time-zone': timeZone },
        body: JSON.parse(requestKey) as TimeSlotsRequest,
      })
      .then(
        (answer) => {
          if (!live) return
          setResponse(answer)
          // The first slot is preselected for premium delivery members (§4, §6).
          const first = preselectedSlot(answer)
          const firstOpen = answer.days.find((day) => day.times.length > 0)?.date
          setActiveDate(first?.date ?? firstOpen ?? answer.days[0]?.date)
          setSlotKey(first ? selectionKeyOf(first) : undefined)
        },
        (cause: unknown) => {
          if (!live) return
          if (!isApiError(cause)) throw cause
          setFailed(true)
        },
      )
    return () => {
      live = false
    }
  }, [client, requestKey, timeZone, attempt])

  const view = timeSlotViewState(response, failed)
  const slot = (() => {
    if (slotKey === undefined || view.status !== 'loaded') return undefined
    for (const day of view.days) {
      const found = day.times.find((t) => selectionKeyOf(t) === slotKey)
      if (found) return found
    }
    return undefined
  })()

  return {
    view,
    membership: response?.membership,
    activeDate,
    slotKey,
    error,
    reserving,
    reserveFailed,
    holdText: promise && reservationHoldText(promise, timeZone),
    selectDay: (date) => setActiveDate(date),
    selectTime: (key) => {
      // Selecting a slot resets form validation (§4 "Time slot").
      setError(undefined)
      setSlotKey(key)
    },
    retry: () => setAttempt((n) => n + 1),
    editReservation: () => {
      setPromise(undefined)
      setReserved(undefined)
    },
    startShopping: () => {
      if (locationId === undefined) return
      emitAnalytics(
        onAnalyticsEvent,
        startShoppingEvent({ modalityType: 'DELIVERY', locationId }, promise && reserved),
      )
    },
    reserve: async () => {
      const missing = timeSlotError(slot && slotKey)
      if (missing !== undefined || slot === undefined) {
        setError(missing ?? timeSlotError(undefined))
        return
      }
      setReserving(true)
      setReserveFailed(undefined)
      try {
        const held = await client.call('createPromise', {
          body: {
            modalityType: 'DELIVERY',
            optionIds: [slot.optionId],
            items: [],
            ...(slot.window ? { originalWindow: slot.window } : {}),
            ...(slot.vendorId ? { vendorId: slot.vendorId } : {}),
          },
        })
        setPromise(held)
        setReserved(slot)
      } catch (cause) {
        if (!isApiError(cause)) throw cause
        setReserveFailed(messages.reserveFailed)
      } finally {
        setReserving(false)
      }
    },
  }
}

/** The header's record of a delivery choice: the option's location, the address as its name. */
export function deliveryChoiceOf(address: Address, locationId: string): ShoppingChoice {
  return { modalityType: 'DELIVERY', locationId, name: address.line1 }
}
