import {
  type ApiError,
  CHECKOUT_LIMITS,
  type Checkout,
  type CheckoutModalityType,
  type FulfillmentPromise,
  fromCheckoutModalityType,
  hasFallout,
  type ModalityOption,
  type ModalityPreference,
  type Product,
  type ServiceAddress,
  type TimeSlot,
  toCheckoutModalityType,
} from '@aisle/api'
import { promisedLineItems, scheduledFulfillment } from '../checkout/checkout-promise.js'
import { activeModalities, currentModality } from '../selector/selector.js'
import type { FalloutItem } from './replacements.js'
import { isConflict, type SchedulingFailure, submitFailureOf } from './reservation-machine.js'
import { type DeliveryFilter, deliverySubOptionOf } from './scheduling.js'
import type {
  CreateCheckoutRequest,
  ModalityPreferenceRequest,
  PromiseRequest,
  TimeSlotsRequest,
} from './scheduling-services.js'

// The scheduling step's pure core: what it asks the services, built from what it knows
// (checkout.md §4 "Scheduling flow", §7). No React here; the hooks call these.

/**
 * The cart the scheduling step reads: the cart service keeps it as a draft checkout
 * (the sandbox seeds it under this id). checkout.md §7 names no cart call of its own.
 */
export const CART_CHECKOUT_ID = 'checkout-cart'

export type CartLine = Checkout['lineItems'][number]

/** The cart's lines of this fulfillment type that still count (quantity above 0). */
export const cartLinesOf = (cart: Checkout | undefined, type: CheckoutModalityType): CartLine[] =>
  (cart?.lineItems ?? []).filter(
    (line) => line.quantity > 0 && (line.modalityType === undefined || line.modalityType === type),
  )

/** The items of the time-slot and promise calls. */
export const requestItemsOf = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ gtin13: line.cart.gtin13, quantity: line.quantity }))

/** The shopper's active modality and the two destinations (address, store) it knows. */
export function destinationsOf(preferences: readonly ModalityPreference[]) {
  const active = currentModality([...preferences])
  const byType = activeModalities([...preferences])
  const delivery = byType.DELIVERY
  const pickup = byType.PICKUP
  return {
    activeType: active === undefined ? undefined : toCheckoutModalityType(active.modalityType),
    deliveryPreference: delivery,
    deliveryAddress:
      delivery && 'address' in delivery.destination ? delivery.destination.address : undefined,
    pickupPreference: pickup,
    pickupLocationId:
      pickup && 'locationId' in pickup.destination ? pickup.destination.locationId : undefined,
  }
}

export type Destination = { address: ServiceAddress } | { locationId: string }

/** Where the quotes are for: the delivery address or the pickup store, when known. */
export function destinationOf(
  type: CheckoutModalityType,
  known: { deliveryAddress?: ServiceAddress | undefined; pickupLocationId?: string | undefined },
): Destination | undefined {
  if (type === 'Delivery')
    return known.deliveryAddress ? { address: known.deliveryAddress } : undefined
  return known.pickupLocationId ? { locationId: known.pickupLocationId } : undefined
}

/** Timeslots (POST): the vendors filter names the banner for its own delivery (§4, §7). */
export function timeSlotsRequestOf(facts: {
  fulfillmentType: CheckoutModalityType
  destination: Destination
  ownOnly: boolean
  bannerId: string
  items: TimeSlotsRequest['items']
}): TimeSlotsRequest {
  return {
    modality: {
      type: fromCheckoutModalityType(facts.fulfillmentType),
      destination: facts.destination,
    },
    ...(facts.ownOnly ? { vendors: { sources: [facts.bannerId] } } : {}),
    items: facts.items,
  }
}

/** Create promise (v4): the chosen option, its window and vendor (§7). */
export function promiseRequestOf(
  slot: Pick<TimeSlot, 'optionId' | 'window' | 'vendorId'>,
  fulfillmentType: CheckoutModalityType,
  items: PromiseRequest['items'],
): PromiseRequest {
  return {
    modalityType: fromCheckoutModalityType(fulfillmentType),
    optionIds: [slot.optionId],
    items,
    ...(slot.window ? { originalWindow: slot.window } : {}),
    ...(slot.vendorId ? { vendorId: slot.vendorId } : {}),
  }
}

/**
 * Create checkout (v2): the cart's buyer and contact (with the birth date the age modal
 * gave), the cart's note or the saved one, what scheduling chose, whole (§3, §7).
 */
export function createCheckoutRequestOf(facts: {
  cart: Checkout | undefined
  lines: readonly CartLine[]
  savedNote: string | undefined
  fulfillmentType: CheckoutModalityType
  promise: FulfillmentPromise
  deliveryAddress: ServiceAddress | undefined
  store: ModalityOption | undefined
  birthDate: string | undefined
}): CreateCheckoutRequest {
  const { cart, birthDate } = facts
  const contact = cart?.fulfillment?.contact
  const instructions = cart?.fulfillment?.instructions ?? facts.savedNote
  return {
    buyer: {
      ...(cart?.buyer ?? { profileId: 'unknown' }),
      ...(birthDate === undefined ? {} : { dateOfBirth: birthDate }),
    },
    fulfillment: {
      ...(contact
        ? { contact: birthDate === undefined ? contact : { ...contact, dateOfBirth: birthDate } }
        : {}),
      ...(cart?.fulfillment?.deliveryType ? { deliveryType: cart.fulfillment.deliveryType } : {}),
      ...(instructions && instructions.length <= CHECKOUT_LIMITS.instructions
        ? { instructions }
        : {}),
      ...scheduledFulfillment({
        modality: facts.fulfillmentType,
        promise: facts.promise,
        deliveryAddress: facts.deliveryAddress,
        store: facts.store,
      }),
    },
    lineItems: promisedLineItems([...facts.lines], facts.promise),
    modalityType: facts.fulfillmentType,
    cartId: CART_CHECKOUT_ID,
    properties: {
      paymentVersion: '2',
      createOrderPromiseHadFallout: hasFallout(facts.promise),
    },
  }
}

/** Switching the delivery filter changes the active delivery modality (§4). */
export function deliveryFilterPreference(
  preference: ModalityPreference,
  filter: DeliveryFilter,
  now: Date,
): ModalityPreferenceRequest {
  return { ...preference, source: deliverySubOptionOf(filter), createdDate: now.toISOString() }
}

/** 'Change Store': the pickup modality at the chosen store. */
export function pickupStorePreference(
  preference: ModalityPreference | undefined,
  locationId: string,
  now: Date,
): ModalityPreferenceRequest {
  return {
    id: preference?.id ?? 'modality-pickup',
    modalityType: 'PICKUP',
    destination: { locationId },
    createdDate: now.toISOString(),
    source: 'scheduling',
  }
}

/** The items the chosen time leaves out (checkout.md §2 "item fallout"). */
export function falloutOf(slot: TimeSlot | undefined, products: readonly Product[]): FalloutItem[] {
  return (slot?.items?.excluded ?? []).map((item) => ({
    gtin13: item.gtin13,
    description: products.find((p) => p.gtin13 === item.gtin13)?.description ?? item.gtin13,
    code: item.code,
    quantity: item.quantity ?? 1,
    replaceable: item.code === 'OUT_OF_STOCK',
  }))
}

/** What a failed promise or checkout call does to the page (checkout.md §4, §8). */
export type SubmitErrorOutcome =
  | { type: 'signin'; failure: SchedulingFailure }
  | { type: 'orderTimedOut' }
  | { type: 'timeExpired' }
  | { type: 'failed'; failure: SchedulingFailure }

export function submitErrorOutcome(
  error: ApiError,
  stage: 'promise' | 'checkout',
): SubmitErrorOutcome {
  // Session errors: the client sends the shopper to sign-in (checkout.md §4).
  if (error.kind === 'unauthenticated')
    return { type: 'signin', failure: { message: error.message, retry: false } }
  if (stage === 'checkout' && (error.kind === 'timeout' || error.status === 408))
    return { type: 'orderTimedOut' }
  // Time Expired: the form resets and quotes are refetched (§4).
  if (isConflict(error)) return { type: 'timeExpired' }
  return { type: 'failed', failure: submitFailureOf(error) }
}
