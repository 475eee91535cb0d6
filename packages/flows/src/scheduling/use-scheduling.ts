import {
  type ApiClient,
  type ApiError,
  type BannerRecord,
  CHECKOUT_LIMITS,
  type Checkout,
  type CheckoutModalityType,
  CUSTOMER_PREFERENCES_PROJECTION,
  type FulfillmentPromise,
  findSlot,
  fromCheckoutModalityType,
  hasFallout,
  isApiError,
  MODALITY_OPTIONS_ORIGIN_PAGE,
  type ModalityOption,
  type ModalityPreference,
  messages,
  orderInstructionsPreferenceName,
  type Product,
  type SchedulingError,
  type ServiceAddress,
  savedInstructionsOf,
  schedulingError,
  type TimeSlotDay,
  type TimeSlotsResponse,
  toCheckoutModalityType,
  toModalityOptions,
} from '@aisle/api'
import { useApiQuery, useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { minimumAgeOf } from '../age-verification/age-verification.js'
import {
  addressWithLocation,
  promisedLineItems,
  scheduledFulfillment,
} from '../checkout/checkout-promise.js'
import { freeDeliveryBanner } from '../checkout/order-totals.js'
import { activeModalities, currentModality } from '../selector/selector.js'
import type { FalloutItem } from './replacements.js'
import {
  falloutFailure,
  initialReservationState,
  isBusy,
  isConflict,
  type ReservationState,
  reservationReducer,
  reserveFailure,
  type SchedulingFailure,
  type SchedulingModal,
  submitFailureOf,
} from './reservation-machine.js'
import {
  type ReservationStore,
  reservationStatus,
  storedReservationOf,
} from './reservation-store.js'
import { reservedSlotOf } from './reserved-slot.js'
import {
  canContinue,
  type DeliveryFilter,
  type DeliveryFilterChip,
  deliveryFilterChips,
  deliverySubOptionOf,
  filterDays,
  initialScheduleSelection,
  needsQuotes,
  opensDeliveryUnavailable,
  type ScheduleSelection,
  type SchedulingRedirect,
  scheduleReducer,
  schedulingRedirect,
  shouldAutoUpdateReservation,
  showsOwnDeliveryToggle,
} from './scheduling.js'
import { useCall } from './use-call.js'

/**
 * The cart the scheduling step reads: the cart service keeps it as a draft checkout
 * (the sandbox seeds it under this id). checkout.md §7 names no cart call of its own.
 */
export const CART_CHECKOUT_ID = 'checkout-cart'

export interface UseSchedulingOptions {
  client: ApiClient
  banner: Pick<BannerRecord, 'id' | 'title' | 'deliveryLabel'>
  fulfillmentType: CheckoutModalityType
  /** Full authentication (checkout.md §2); the app's session knows it. @default true */
  fullyAuthenticated?: boolean
  /** In modify mode the shopper is sent away (checkout.md §2). @default false */
  modifyMode?: boolean
  /** Editing the time from the payment step always fetches quotes (§4). @default false */
  editingFromPayment?: boolean
  /** Whether the option filter applies (chips and toggle). @default true */
  optionFilterAvailable?: boolean
  /** Variant 78ca12 hides the chips and the toggle (checkout.md §2). @default false */
  variant78ca12?: boolean
  /** The shopper's time zone, sent as `user-time-zone`. */
  timeZone?: string
  reservations: ReservationStore
  now?: () => Date
  /** After the checkout is created: the app goes to `/checkout?orderId=...`. */
  onCheckoutCreated: (checkoutId: string) => void
}

export type SchedulingPage =
  | { status: 'loading' }
  | { status: 'redirect'; redirect: NonNullable<SchedulingRedirect> }
  | { status: 'error'; error: ApiError }
  | { status: 'ready' }

export interface SchedulingQuotes {
  status: 'idle' | 'loading' | 'success' | 'error'
  /** The days as the current filter shows them. */
  days: TimeSlotDay[]
  /** The notice of the time slots response. */
  message?: string
  /** What a failed time-slots call shows (checkout.md §8). */
  error?: SchedulingError
}

export interface Scheduling {
  page: SchedulingPage
  /** The shopper's profile id: the tooltip is shown once per user (checkout.md §2). */
  userId: string | undefined
  fulfillmentType: CheckoutModalityType
  selection: ScheduleSelection
  /** The day shown: the chosen one, else the first with times. */
  activeDate: string | undefined
  quotes: SchedulingQuotes
  chips: DeliveryFilterChip[]
  showOwnDeliveryToggle: boolean
  /** The delivery address, or the pickup store. */
  deliveryAddress?: ServiceAddress
  store?: ModalityOption
  stores: ModalityOption[]
  /** 'To get free or discounted delivery, ...', when it applies. */
  membershipText: string | undefined
  items: Product[]
  unavailableItems: Product[]
  /** Items the chosen time leaves out (checkout.md §2 "item fallout"). */
  fallout: FalloutItem[]
  /** The option id of the chosen time (replacements are validated against it, §7). */
  selectedOptionId: string | undefined
  /** The replacements drawer opens on Continue when the chosen time leaves items out. */
  replacementsOpen: boolean
  /** 'Continue to Payment' in the drawer: the submit goes on. */
  continueToPayment: () => void
  closeReplacements: () => void
  ageRestricted: boolean
  minimumAge: number
  includedItemCount: number
  canContinue: boolean
  submit: ReservationState
  busy: boolean
  modal: SchedulingModal | undefined
  /**
   * Why 'Something went wrong' opened after setting the modality: 'Setting modality
   * failed' or 'Modality not defined' (checkout.md §4).
   */
  modalReason: string | undefined
  failure: SchedulingFailure | undefined
  selectDay: (date: string) => void
  selectTime: (slotKey: string) => void
  setFilter: (filter: DeliveryFilter) => void
  selectStore: (locationId: string) => Promise<void>
  /** After the store or address changed elsewhere (the selector): fresh times. */
  destinationChanged: () => void
  /** Continue: a time is required, then the age dialog when needed, then reserve. */
  continue: () => void
  verifyAge: (birthDate: string) => void
  cancelAge: () => void
  retry: () => void
  reloadQuotes: () => void
  /** 'Select New Time' (Reservation Expired, Time Expired), 'Back to Checkout' (Order Timed Out). */
  selectNewTime: () => void
  /** 'Continue to Scheduler' and other plain dismissals. */
  dismiss: () => void
  /** 'Back To Cart' of Something went wrong: clears the checkout state. */
  clearCheckoutState: () => void
}

const itemsOf = (cart: Checkout | undefined, type: CheckoutModalityType) =>
  (cart?.lineItems ?? []).filter(
    (line) => line.quantity > 0 && (line.modalityType === undefined || line.modalityType === type),
  )

let deviceTimeZone: string | undefined
/** The device's time zone, read once (a new Intl formatter on every render is costly). */
function localTimeZone(): string {
  deviceTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  return deviceTimeZone
}

/** The scheduling step's flow (checkout.md §2 "Scheduling screen", §4 "Scheduling flow"). */
export function useScheduling(options: UseSchedulingOptions): Scheduling {
  const {
    client,
    banner,
    fulfillmentType,
    fullyAuthenticated = true,
    modifyMode = false,
    editingFromPayment = false,
    optionFilterAvailable = true,
    variant78ca12 = false,
    timeZone = localTimeZone(),
    reservations,
    now = () => new Date(),
    onCheckoutCreated,
  } = options
  const revalidate = useRevalidateApi()
  const cartQuery = useApiQuery(client, 'checkout', { params: { checkoutId: CART_CHECKOUT_ID } })
  const preferencesQuery = useApiQuery(client, 'modalityPreferences', {})
  const profileQuery = useApiQuery(client, 'profile', {})
  const [selection, dispatchSelection] = useReducer(scheduleReducer, undefined, () =>
    initialScheduleSelection({ customerRequestedNewTime: editingFromPayment }),
  )
  const [submit, dispatch] = useReducer(reservationReducer, initialReservationState)

  // The saved order instructions start the new checkout's note (checkout.md §4 "with the
  // 'save' option on, the note is kept as a saved preference"); the payment step shows it.
  const notePreference = orderInstructionsPreferenceName(fulfillmentType)
  const savedNoteQuery = useApiQuery(
    client,
    'customerPreferences',
    fullyAuthenticated
      ? { query: { filterName: notePreference, projections: CUSTOMER_PREFERENCES_PROJECTION } }
      : null,
  )
  const savedNote = savedInstructionsOf(
    savedNoteQuery.data?.preferences.find((p) => p.name === notePreference),
  )

  const cart = cartQuery.data
  const lines = useMemo(() => itemsOf(cart, fulfillmentType), [cart, fulfillmentType])
  const gtins = lines.map((line) => line.cart.gtin13)
  const requestItems = lines.map((line) => ({ gtin13: line.cart.gtin13, quantity: line.quantity }))

  const products = useCall<Product[]>(gtins.length === 0 ? null : `products:${gtins.join()}`, () =>
    client.call('products', { body: { gtins } }).then((r) => r.products),
  )
  const productList = products.state.status === 'success' ? products.state.data : []
  const ageRestricted = productList.some((p) => p.ageRestricted)
  const minimumAge = minimumAgeOf(productList)

  const preferences: ModalityPreference[] = preferencesQuery.data?.preferences ?? []
  const active = currentModality(preferences)
  const byType = activeModalities(preferences)
  const activeType = active === undefined ? undefined : toCheckoutModalityType(active.modalityType)
  const deliveryPreference = byType.DELIVERY
  const deliveryAddress =
    deliveryPreference && 'address' in deliveryPreference.destination
      ? deliveryPreference.destination.address
      : undefined
  const pickupPreference = byType.PICKUP
  const pickupLocationId =
    pickupPreference && 'locationId' in pickupPreference.destination
      ? pickupPreference.destination.locationId
      : undefined

  const loaded = cart !== undefined && preferencesQuery.data !== undefined
  const redirect = loaded
    ? schedulingRedirect({
        fullyAuthenticated,
        modifyMode,
        fulfillmentType,
        activeModality: activeType,
        hasDeliveryAddress: deliveryAddress !== undefined,
        basketItemCount: lines.length,
      })
    : undefined
  const loadError = cartQuery.error ?? preferencesQuery.error
  const productsSettled = gtins.length === 0 || products.state.status !== 'loading'
  const page: SchedulingPage =
    loadError !== undefined
      ? { status: 'error', error: loadError }
      : !loaded
        ? { status: 'loading' }
        : redirect !== undefined
          ? { status: 'redirect', redirect }
          : { status: 'ready' }
  const pageReady = page.status === 'ready' && productsSettled

  // The stored reservation (checkout.md §3, §4).
  const stored = reservations.get(fulfillmentType)
  const storedStatus = reservationStatus(stored, now())
  const quotesWanted = needsQuotes({
    promiseValid: storedStatus === 'valid',
    customerRequestedNewTime: selection.customerRequestedNewTime,
    editingFromPayment,
  })

  const postalCode = profileQuery.data?.contactInfo.addresses[0]?.address.postalCode
  const storesCall = useCall<ModalityOption[]>(
    fulfillmentType === 'Pickup' && pageReady && postalCode !== undefined
      ? `stores:${postalCode}`
      : null,
    () =>
      client
        .call('modalityOptions', {
          body: {
            address: { postalCode: postalCode ?? '' },
            originPage: MODALITY_OPTIONS_ORIGIN_PAGE,
          },
        })
        .then((response) => toModalityOptions(response).PICKUP ?? []),
  )
  const stores = storesCall.state.status === 'success' ? storesCall.state.data : []
  const store = stores.find((s) => s.locationId === pickupLocationId)

  // Quotes (checkout.md §4, §7): the vendors filter names the banner for its own delivery.
  const destination =
    fulfillmentType === 'Delivery'
      ? deliveryAddress && { address: deliveryAddress }
      : pickupLocationId && { locationId: pickupLocationId }
  const ownOnly = fulfillmentType === 'Delivery' && selection.filter === 'own'
  const quotesKey =
    pageReady && quotesWanted && destination
      ? `quotes:${fulfillmentType}:${JSON.stringify(destination)}:${ownOnly}:${gtins.join()}`
      : null
  const quotesCall = useCall<TimeSlotsResponse>(quotesKey, () =>
    client.call('timeSlots', {
      headers: { 'user-time-zone': timeZone },
      body: {
        modality: {
          type: fromCheckoutModalityType(fulfillmentType),
          destination: destination || { locationId: '' },
        },
        ...(ownOnly ? { vendors: { sources: [banner.id] } } : {}),
        items: requestItems,
      },
    }),
  )
  const response = quotesCall.state.status === 'success' ? quotesCall.state.data : undefined
  const allDays = response?.days ?? []
  const days = filterDays(allDays, selection.filter)
  const activeDate =
    selection.date ?? days.find((day) => day.times.length > 0)?.date ?? days[0]?.date
  const quotesError =
    quotesCall.state.status === 'error'
      ? schedulingError({
          status: quotesCall.state.error.status,
          ...(quotesCall.state.error.code === undefined
            ? {}
            : { code: quotesCall.state.error.code }),
        })
      : undefined

  const filterConfig = {
    ownDeliveryLabel: banner.deliveryLabel,
    optionFilterAvailable: fulfillmentType === 'Delivery' && optionFilterAvailable,
    variant78ca12,
  }
  const chips = deliveryFilterChips(allDays, filterConfig)

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

  const slot = selection.slotKey === undefined ? undefined : findSlot(allDays, selection.slotKey)
  const includedItemCount = slot?.items ? slot.items.included.length : requestItems.length
  const fallout: FalloutItem[] = (slot?.items?.excluded ?? []).map((item) => ({
    gtin13: item.gtin13,
    description: productList.find((p) => p.gtin13 === item.gtin13)?.description ?? item.gtin13,
    code: item.code,
    quantity: item.quantity ?? 1,
    replaceable: item.code === 'OUT_OF_STOCK',
  }))
  const [replacementsOpen, setReplacementsOpen] = useState(false)
  const verifiedBirthDate = useRef<string | undefined>(undefined)
  const [modalReason, setModalReason] = useState<string | undefined>(undefined)
  const falloutSeen = useRef<string | undefined>(undefined)
  const estimatedItemTotal = cart?.summary?.cost.itemTotal ?? 0
  // The membership comes with the quotes: until they are in, whether the shopper is a
  // member (no banner, §6) is unknown, and a banner shown then taken away would move the page.
  const membershipText = response
    ? freeDeliveryBanner({
        modality: fulfillmentType,
        membershipType: response.membership?.type,
        freeThreshold: response.membership?.freeThreshold,
        estimatedItemTotal,
      })
    : undefined

  // Keep the latest values for the async steps.
  // Where the order goes, with the coordinates the address book knows for it (the map).
  const destinationAddress =
    deliveryAddress &&
    addressWithLocation(deliveryAddress, profileQuery.data?.contactInfo.addresses ?? [])
  const latest = useRef({
    slot,
    cart,
    requestItems,
    stored,
    lines,
    savedNote,
    destinationAddress,
    store,
  })
  latest.current = { slot, cart, requestItems, stored, lines, savedNote, destinationAddress, store }

  const failOrModal = useCallback(
    (error: unknown, stage: 'promise' | 'checkout') => {
      if (!isApiError(error)) throw error
      // Session errors: the client sends the shopper to sign-in (checkout.md §4).
      if (error.kind === 'unauthenticated') {
        dispatch({ type: 'FAIL', failure: { message: error.message, retry: false } })
        return
      }
      if (stage === 'checkout' && (error.kind === 'timeout' || error.status === 408)) {
        dispatch({ type: 'OPEN', modal: 'orderTimedOut' })
        return
      }
      if (isConflict(error)) {
        // Time Expired: the form resets and quotes are refetched (§4).
        reservations.clear(fulfillmentType)
        dispatch({ type: 'OPEN', modal: 'timeExpired' })
        dispatchSelection({ type: 'reset' })
        dispatchSelection({ type: 'requestNewTime' })
        quotesCall.reload()
        return
      }
      dispatch({ type: 'FAIL', failure: submitFailureOf(error) })
    },
    [fulfillmentType, reservations, quotesCall.reload],
  )

  const createCheckout = useCallback(
    async (promise: FulfillmentPromise, birthDate: string | undefined) => {
      const {
        cart: currentCart,
        lines: currentLines,
        savedNote: note,
        destinationAddress: address,
        store: pickupStore,
      } = latest.current
      const contact = currentCart?.fulfillment?.contact
      const instructions = currentCart?.fulfillment?.instructions ?? note
      try {
        const checkout = await client.call('createCheckout', {
          body: {
            buyer: {
              ...(currentCart?.buyer ?? { profileId: 'unknown' }),
              ...(birthDate === undefined ? {} : { dateOfBirth: birthDate }),
            },
            fulfillment: {
              ...(contact
                ? {
                    contact:
                      birthDate === undefined ? contact : { ...contact, dateOfBirth: birthDate },
                  }
                : {}),
              ...(currentCart?.fulfillment?.deliveryType
                ? { deliveryType: currentCart.fulfillment.deliveryType }
                : {}),
              ...(instructions && instructions.length <= CHECKOUT_LIMITS.instructions
                ? { instructions }
                : {}),
              // What scheduling chose, whole (checkout.md §3, §7).
              ...scheduledFulfillment({
                modality: fulfillmentType,
                promise,
                deliveryAddress: address,
                store: pickupStore,
              }),
            },
            lineItems: promisedLineItems(currentLines, promise),
            modalityType: fulfillmentType,
            cartId: CART_CHECKOUT_ID,
            properties: { paymentVersion: '2', createOrderPromiseHadFallout: hasFallout(promise) },
          },
        })
        dispatch({ type: 'CHECKOUT.CREATED', checkoutId: checkout.id })
        onCheckoutCreated(checkout.id)
      } catch (error) {
        failOrModal(error, 'checkout')
      }
    },
    [client, fulfillmentType, failOrModal, onCheckoutCreated],
  )

  const reserve = useCallback(
    async (birthDate: string | undefined) => {
      const { slot: chosen, requestItems: items, stored: current } = latest.current
      if (!chosen) {
        dispatch({ type: 'FAIL', failure: reserveFailure })
        return
      }
      try {
        const answer = await client.call('reserveTimeSlot', {
          body: { quoteId: chosen.quoteId, optionId: chosen.optionId },
        })
        if (!answer.reserved) {
          dispatch({ type: 'FAIL', failure: reserveFailure })
          return
        }
      } catch (error) {
        if (isApiError(error) && error.kind === 'unauthenticated')
          return failOrModal(error, 'promise')
        dispatch({ type: 'FAIL', failure: reserveFailure })
        return
      }
      const request = {
        modalityType: fromCheckoutModalityType(fulfillmentType),
        optionIds: [chosen.optionId],
        items,
        ...(chosen.window ? { originalWindow: chosen.window } : {}),
        ...(chosen.vendorId ? { vendorId: chosen.vendorId } : {}),
      }
      let promise: FulfillmentPromise
      try {
        promise =
          current !== undefined && reservationStatus(current, now()) === 'valid'
            ? await client.call('updatePromise', {
                params: { promiseId: current.promise.id },
                body: { ...request, versionKey: current.promise.versionKey },
              })
            : await client.call('createPromise', { body: request })
      } catch (error) {
        failOrModal(error, 'promise')
        return
      }
      reservations.set(fulfillmentType, storedReservationOf(promise))
      dispatch({ type: 'RESERVED' })
      await createCheckout(promise, birthDate)
    },
    [client, fulfillmentType, reservations, createCheckout, failOrModal, now],
  )

  // A stored reservation: expired opens the modal; valid is updated automatically (§4).
  const checkedStored = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is first ready.
  useEffect(() => {
    if (!pageReady || checkedStored.current) return
    checkedStored.current = true
    if (storedStatus === 'expired') {
      dispatch({ type: 'OPEN', modal: 'reservationExpired' })
      return
    }
    if (
      !editingFromPayment &&
      shouldAutoUpdateReservation({
        storedReservationValid: storedStatus === 'valid',
        pageReady,
        hasAgeRestrictedItems: ageRestricted,
      }) &&
      stored !== undefined
    ) {
      dispatch({ type: 'AUTO_UPDATE' })
      client
        .call('promiseFromReservation', {
          body: { items: latest.current.requestItems, versionKey: stored.promise.versionKey },
        })
        .then(
          async (promise) => {
            reservations.set(fulfillmentType, storedReservationOf(promise))
            if (hasFallout(promise)) {
              // 'Promise has fallout': the shopper chooses again (§4).
              dispatch({ type: 'FAIL', failure: falloutFailure })
              dispatchSelection({ type: 'requestNewTime' })
              return
            }
            dispatch({ type: 'RESERVED' })
            await createCheckout(promise, undefined)
          },
          (error: unknown) => failOrModal(error, 'promise'),
        )
    }
  }, [pageReady])

  const setFilter = useCallback(
    (filter: DeliveryFilter) => {
      dispatchSelection({ type: 'filter', filter })
      if (fulfillmentType !== 'Delivery') return
      const failed = (reason: string) => {
        setModalReason(reason)
        dispatch({ type: 'OPEN', modal: 'somethingWentWrong' })
      }
      if (deliveryPreference === undefined) {
        failed(messages.modalityNotDefined)
        return
      }
      // Switching filters changes the active delivery modality (§4), then quotes refetch.
      client
        .call('setActiveModality', {
          body: {
            ...deliveryPreference,
            source: deliverySubOptionOf(filter),
            createdDate: now().toISOString(),
          },
        })
        .then(
          () => revalidate('modalityPreferences', {}),
          () => failed(messages.settingModalityFailed),
        )
    },
    [client, fulfillmentType, deliveryPreference, now, revalidate],
  )

  // Delivery with the outside grocer unavailable: back to the banner's own delivery (§4).
  const quotesErrorCode =
    quotesCall.state.status === 'error' ? quotesCall.state.error.code : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new error code only.
  useEffect(() => {
    if (
      opensDeliveryUnavailable({ fulfillmentType, filter: selection.filter, code: quotesErrorCode })
    ) {
      setFilter('own')
      dispatch({ type: 'OPEN', modal: 'deliveryUnavailable' })
    }
  }, [quotesErrorCode])

  const startSubmit = () => {
    if (submit.status !== 'idle' && submit.status !== 'failed') return
    if (submit.status === 'failed') dispatch({ type: 'DISMISS' })
    // A birth date given once on this page is kept for a retry or a new time.
    const birthDate = verifiedBirthDate.current
    dispatch(
      birthDate === undefined
        ? { type: 'SUBMIT', needsAge: ageRestricted }
        : { type: 'SUBMIT', needsAge: ageRestricted, birthDate },
    )
    if (!ageRestricted || birthDate !== undefined) void reserve(birthDate)
  }

  const busy = isBusy(submit)
  return {
    page,
    userId: profileQuery.data?.id,
    fulfillmentType,
    selection,
    activeDate,
    quotes: {
      // Wanted but waiting for the page's own data (cart, products): already on their way.
      status:
        quotesCall.state.status === 'idle' && quotesWanted && !pageReady
          ? 'loading'
          : quotesCall.state.status,
      days,
      ...(response?.message ? { message: response.message } : {}),
      ...(quotesError ? { error: quotesError } : {}),
    },
    chips,
    showOwnDeliveryToggle: showsOwnDeliveryToggle(filterConfig),
    ...(deliveryAddress ? { deliveryAddress } : {}),
    ...(store ? { store } : {}),
    stores,
    membershipText,
    items: productList,
    unavailableItems: productList.filter((p) => !p.available),
    ageRestricted,
    minimumAge,
    includedItemCount,
    canContinue: canContinue({ includedItemCount, submitting: busy }),
    submit,
    busy,
    modal: submit.status === 'modal' ? submit.modal : undefined,
    modalReason:
      submit.status === 'modal' && submit.modal === 'somethingWentWrong' ? modalReason : undefined,
    failure: submit.status === 'failed' ? submit.failure : undefined,
    selectDay: (date) => dispatchSelection({ type: 'selectDay', date }),
    selectTime: (slotKey) => dispatchSelection({ type: 'selectTime', slotKey }),
    setFilter,
    selectStore: async (locationId) => {
      try {
        await client.call('setActiveModality', {
          body: {
            id: pickupPreference?.id ?? 'modality-pickup',
            modalityType: 'PICKUP',
            destination: { locationId },
            createdDate: now().toISOString(),
            source: 'scheduling',
          },
        })
        dispatchSelection({ type: 'reset' })
        await revalidate('modalityPreferences', {})
      } catch {
        setModalReason(messages.settingModalityFailed)
        dispatch({ type: 'OPEN', modal: 'somethingWentWrong' })
      }
    },
    destinationChanged: () => {
      dispatchSelection({ type: 'reset' })
      void revalidate('modalityPreferences', {})
    },
    fallout,
    selectedOptionId: slot?.optionId,
    replacementsOpen,
    continueToPayment: () => {
      setReplacementsOpen(false)
      startSubmit()
    },
    closeReplacements: () => setReplacementsOpen(false),
    continue: () => {
      dispatchSelection({ type: 'continue' })
      if (selection.slotKey === undefined) return
      if (submit.status !== 'idle' && submit.status !== 'failed') return
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
      void reserve(birthDate)
    },
    cancelAge: () => dispatch({ type: 'AGE.CANCEL' }),
    retry: () => {
      if (submit.status !== 'failed') return
      if (selection.slotKey === undefined) {
        dispatch({ type: 'DISMISS' })
        return
      }
      startSubmit()
    },
    reloadQuotes: quotesCall.reload,
    selectNewTime: () => {
      reservations.clear(fulfillmentType)
      dispatch({ type: 'DISMISS' })
      dispatchSelection({ type: 'requestNewTime' })
      quotesCall.reload()
    },
    dismiss: () => dispatch({ type: 'DISMISS' }),
    clearCheckoutState: () => {
      reservations.clear(fulfillmentType)
      dispatch({ type: 'DISMISS' })
    },
  }
}
