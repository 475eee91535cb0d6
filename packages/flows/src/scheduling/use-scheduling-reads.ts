import type { ApiClient, ApiError, CheckoutModalityType } from '@aisle/api'
import { useApiQuery, useServiceQuery } from '@aisle/api/swr'
import { useMemo } from 'react'
import { minimumAgeOf } from '../age-verification/age-verification.js'
import { type ReservationStore, reservationStatus } from './reservation-store.js'
import { needsQuotes, type ScheduleSelection, schedulingRedirect } from './scheduling.js'
import {
  CART_CHECKOUT_ID,
  cartLinesOf,
  destinationOf,
  destinationsOf,
  requestItemsOf,
  timeSlotsRequestOf,
} from './scheduling-requests.js'
import type { SchedulingServices } from './scheduling-services.js'
import { useShopperReads } from './use-shopper-reads.js'

export type ReadStatus = 'idle' | 'loading' | 'success' | 'error'

/** A read's status: idle when nothing is asked, else loading until an answer or a failure. */
export function readStatusOf(read: { data: unknown; error: unknown }, asked: boolean): ReadStatus {
  if (!asked) return 'idle'
  if (read.error !== undefined) return 'error'
  return read.data === undefined ? 'loading' : 'success'
}

export interface SchedulingReadsOptions {
  client: ApiClient
  services: SchedulingServices
  bannerId: string
  fulfillmentType: CheckoutModalityType
  fullyAuthenticated: boolean
  modifyMode: boolean
  editingFromPayment: boolean
  timeZone: string
  reservations: ReservationStore
  now: () => Date
  selection: ScheduleSelection
}

/**
 * What the scheduling step reads (checkout.md §4, §7): the cart and the modality
 * preferences through their GET routes, the shopper's own facts (`useShopperReads`); the
 * products, the pickup stores and the quotes through the scheduling services, keyed by
 * what they ask.
 */
export function useSchedulingReads(o: SchedulingReadsOptions) {
  const { client, services, fulfillmentType, selection } = o
  const cartQuery = useApiQuery(client, 'checkout', { params: { checkoutId: CART_CHECKOUT_ID } })
  const preferencesQuery = useApiQuery(client, 'modalityPreferences', {})
  const shopper = useShopperReads(o)

  const cart = cartQuery.data
  const lines = useMemo(() => cartLinesOf(cart, fulfillmentType), [cart, fulfillmentType])
  const gtins = lines.map((line) => line.cart.gtin13)
  const requestItems = requestItemsOf(lines)

  const productsRead = useServiceQuery(
    gtins.length === 0 ? null : (['scheduling', 'products', gtins] as const),
    ([, , asked]) => services.products(asked),
  )
  const productList = productsRead.data ?? []

  const preferences = preferencesQuery.data?.preferences
  const known = useMemo(() => destinationsOf(preferences ?? []), [preferences])
  // The switches wait with the page: a toggle appearing later would move the times down.
  const loaded = cart !== undefined && preferences !== undefined && shopper.configurationSettled
  const redirect = loaded
    ? schedulingRedirect({
        fullyAuthenticated: o.fullyAuthenticated,
        modifyMode: o.modifyMode,
        fulfillmentType,
        activeModality: known.activeType,
        hasDeliveryAddress: known.deliveryAddress !== undefined,
        basketItemCount: lines.length,
      })
    : undefined
  const loadError: ApiError | undefined = cartQuery.error ?? preferencesQuery.error
  const productsSettled = gtins.length === 0 || readStatusOf(productsRead, true) !== 'loading'
  const pageReady = loadError === undefined && loaded && redirect === undefined && productsSettled

  // The stored reservation (checkout.md §3, §4).
  const stored = o.reservations.get(fulfillmentType)
  const storedStatus = reservationStatus(stored, o.now())
  const quotesWanted = needsQuotes({
    promiseValid: storedStatus === 'valid',
    customerRequestedNewTime: selection.customerRequestedNewTime,
    editingFromPayment: o.editingFromPayment,
  })

  const postalCode = shopper.profile?.contactInfo.addresses[0]?.address.postalCode
  const storesRead = useServiceQuery(
    fulfillmentType === 'Pickup' && pageReady && postalCode !== undefined
      ? (['scheduling', 'stores', postalCode] as const)
      : null,
    ([, , code]) => services.stores(code),
  )
  const stores = storesRead.data ?? []

  const destination = destinationOf(fulfillmentType, known)
  const quotesKey =
    pageReady && quotesWanted && destination
      ? ([
          'scheduling',
          'timeSlots',
          timeSlotsRequestOf({
            fulfillmentType,
            destination,
            ownOnly: fulfillmentType === 'Delivery' && selection.filter === 'own',
            bannerId: o.bannerId,
            items: requestItems,
          }),
          o.timeZone,
        ] as const)
      : null
  const quotesRead = useServiceQuery(quotesKey, ([, , request, zone]) =>
    services.timeSlots(request, zone),
  )

  return {
    cart,
    cartError: loadError,
    loaded,
    redirect,
    pageReady,
    lines,
    requestItems,
    savedNote: shopper.savedNote,
    profile: shopper.profile,
    configuration: shopper.configuration,
    premiumMember: shopper.premiumMember,
    productList,
    ageRestricted: productList.some((p) => p.ageRestricted),
    minimumAge: minimumAgeOf(productList),
    known,
    stored,
    storedStatus,
    quotesWanted,
    stores,
    store: stores.find((s) => s.locationId === known.pickupLocationId),
    quotes: quotesRead.data,
    quotesError: quotesRead.error,
    quotesStatus: readStatusOf(quotesRead, quotesKey !== null),
    /** Fresh quotes, shown as loading meanwhile (Time Expired, Try Again, Select New Time). */
    reloadQuotes: () => void quotesRead.mutate(undefined),
  }
}

export type SchedulingReads = ReturnType<typeof useSchedulingReads>
