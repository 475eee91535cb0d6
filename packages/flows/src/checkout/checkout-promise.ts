import type {
  Checkout,
  CheckoutModalityType,
  CheckoutPromise,
  FulfillmentPromise,
  FulfillmentStore,
  LineItem,
  ModalityOption,
  ServiceAddress,
  ServiceAddressEntry,
} from '@aisle/api'
import { CHECKOUT_LIMITS, storeIdParts } from '@aisle/api'
import { MONTH_NAMES, WEEKDAY_NAMES } from '../calendar-names.js'

// What scheduling chose, as the checkout carries it to the payment step and the
// confirmation: the promise whole (vendor, window, items), the delivery address or the
// pickup store (checkout.md §3 "Promise (reservation)", "Checkout request"). One reader
// for every screen, so the payment step and the confirmation cannot read it apart.

interface PromiseSelection {
  vendor?: { id?: unknown }
  window?: { value?: unknown; timezone?: unknown }
}

/** The first selection of the checkout's promise, when it carries one. */
function firstSelection(checkout: Pick<Checkout, 'fulfillment'>): PromiseSelection | undefined {
  const selections: unknown = checkout.fulfillment?.promise?.selections
  if (!Array.isArray(selections)) return undefined
  const [first]: unknown[] = selections
  return typeof first === 'object' && first !== null ? (first as PromiseSelection) : undefined
}

/** The vendor of the reserved time (checkout.md §3 promise selections vendor.id). */
export function promiseVendorIdOf(checkout: Pick<Checkout, 'fulfillment'>): string | undefined {
  const id = firstSelection(checkout)?.vendor?.id
  return typeof id === 'string' && id !== '' ? id : undefined
}

/**
 * The outside vendor that delivers the order: a vendor other than the banner itself
 * (checkout.md §1 "Some deliveries are fulfilled by outside vendors"); the third-party
 * agreement (§5) and the vendor's customer-service number (§2) follow from it.
 */
export function outsideVendorIdOf(
  checkout: Pick<Checkout, 'fulfillment'>,
  bannerId: string,
): string | undefined {
  const id = promiseVendorIdOf(checkout)
  return id === bannerId ? undefined : id
}

/** The reserved window as the service sends it (an ISO interval in its time zone). */
export function timeWindowOf(checkout: Pick<Checkout, 'fulfillment'>): string | undefined {
  const value = firstSelection(checkout)?.window?.value
  return typeof value === 'string' && value !== '' ? value : undefined
}

const WINDOW =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?\/(?:\d{4}-\d{2}-\d{2}T)?(\d{2}):(\d{2})/

/** 9:00am, 1:30pm: the clock of the time-slot cards. */
const clock = (hours: number, minutes: number) =>
  `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`

/**
 * The window as the shopper reads it: 'Friday, November 27, 9:00am - 11:00am'. The
 * interval's times are the store's wall clock, so they are shown as they are, whatever
 * the device's time zone; a value that is not an interval is shown as it is.
 */
export function formatTimeWindow(value: string): string {
  const match = WINDOW.exec(value)
  if (!match) return value
  const [, y, mo, d, h1, m1, h2, m2] = match.map(Number) as number[]
  const day = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1)).getUTCDay()
  return `${WEEKDAY_NAMES[day]}, ${MONTH_NAMES[(mo ?? 1) - 1]} ${d}, ${clock(h1 ?? 0, m1 ?? 0)} - ${clock(h2 ?? 0, m2 ?? 0)}`
}

/** The items the promise leaves out: they stay in the cart and leave the order (§2 "item fallout"). */
export function excludedGtinsOf(promise: Pick<FulfillmentPromise, 'selections'>): Set<string> {
  return new Set(
    promise.selections.flatMap((selection) => selection.items.excluded.map((item) => item.gtin13)),
  )
}

/**
 * The lines the checkout is created with: those the promise includes. Items the vendor or
 * the time excludes (checkout.md §3 items.excluded with a code) were listed in the
 * replacements drawer ('Items Are Unavailable', §2) and are not ordered, so they leave
 * the payment step's items and total.
 */
export function promisedLineItems(
  lines: readonly LineItem[],
  promise: Pick<FulfillmentPromise, 'selections'>,
): LineItem[] {
  const excluded = excludedGtinsOf(promise)
  return lines.filter((line) => !excluded.has(line.cart.gtin13))
}

/** The pickup store as the checkout holds it (checkout.md §3, §9: 3 division + 5 store). */
export function fulfillmentStoreOf(
  store: Pick<ModalityOption, 'locationId' | 'name' | 'address'>,
): FulfillmentStore | undefined {
  if (store.locationId.length !== CHECKOUT_LIMITS.storeId) return undefined
  const { divisionNumber, storeNumber } = storeIdParts(store.locationId)
  const result: FulfillmentStore = {
    fulfillmentStoreId: store.locationId,
    divisionNumber,
    storeNumber,
  }
  if (store.name !== undefined && store.name.length <= CHECKOUT_LIMITS.storeName)
    result.name = store.name
  if (store.address !== undefined) {
    result.address = {
      addressLines: [store.address.street, ...(store.address.unit ? [store.address.unit] : [])],
      cityTown: store.address.locality,
      stateProvince: store.address.region,
      postalCode: store.address.postalCode,
      countryCode: store.address.countryCode ?? 'US',
    }
  }
  return result
}

const sameAddress = (a: ServiceAddress, b: ServiceAddress) =>
  a.postalCode === b.postalCode &&
  a.addressLines.join('\n').trim().toLowerCase() === b.addressLines.join('\n').trim().toLowerCase()

/**
 * The delivery address with the coordinates its address-book entry holds, when the
 * address carries none (the entry keeps them beside the address): the confirmation's map
 * and directions link use them (checkout.md §2).
 */
export function addressWithLocation(
  address: ServiceAddress,
  entries: readonly Pick<ServiceAddressEntry, 'address' | 'location'>[],
): ServiceAddress {
  if (address.location !== undefined) return address
  const location = entries.find((entry) => sameAddress(entry.address, address))?.location
  return location === undefined ? address : { ...address, location }
}

/**
 * What the checkout's fulfillment receives from scheduling (checkout.md §3, §7 "Create
 * checkout (v2)"): the promise whole, and where the order goes: the delivery address, or
 * the pickup store.
 */
export function scheduledFulfillment({
  modality,
  promise,
  deliveryAddress,
  store,
}: {
  modality: CheckoutModalityType
  promise: FulfillmentPromise
  deliveryAddress: ServiceAddress | undefined
  store: Pick<ModalityOption, 'locationId' | 'name' | 'address'> | undefined
}): { promise: CheckoutPromise; destinationAddress?: ServiceAddress; store?: FulfillmentStore } {
  const checkoutPromise: CheckoutPromise = { ...promise }
  if (modality === 'Delivery' && deliveryAddress !== undefined)
    return { promise: checkoutPromise, destinationAddress: deliveryAddress }
  const held = modality === 'Pickup' && store !== undefined ? fulfillmentStoreOf(store) : undefined
  return held === undefined
    ? { promise: checkoutPromise }
    : { promise: checkoutPromise, store: held }
}

interface LatLng {
  lat: number
  lng: number
}

/** Where the order goes: the delivery address, or the pickup store. */
export interface OrderDestination {
  kind: 'address' | 'store'
  /** The lines the page shows under 'Delivery Address' or 'Pickup Store'. */
  lines: string[]
  /** Coordinates for the map and the maps link, when known. */
  location?: LatLng
}

const addressLines = (address: ServiceAddress) => [
  ...address.addressLines.filter((line) => line.trim() !== ''),
  `${address.cityTown}, ${address.stateProvince} ${address.postalCode}`,
]

/**
 * The order's destination (checkout.md §2 "Order Details: address or store"): the
 * address or store scheduling gave the checkout, else the contact's or buyer's address,
 * else the store the order is accounted to.
 */
export function orderDestination(
  checkout: Pick<Checkout, 'modalityType' | 'fulfillment' | 'buyer' | 'paymentDetails'>,
): OrderDestination | undefined {
  const { fulfillment } = checkout
  const kind = checkout.modalityType === 'Delivery' ? 'address' : 'store'
  const contact = fulfillment?.contact
  const store = kind === 'store' ? fulfillment?.store : undefined
  if (store !== undefined) {
    const lines = [
      ...(store.name ? [store.name] : []),
      ...(store.address ? addressLines(store.address) : [`Store ${store.fulfillmentStoreId}`]),
    ]
    const location = store.address?.location
    return location === undefined ? { kind, lines } : { kind, lines, location }
  }
  const address =
    (kind === 'address' ? fulfillment?.destinationAddress : undefined) ??
    contact?.address ??
    checkout.buyer?.address
  const location = address?.location ?? contact?.location
  const withLocation = (lines: string[]): OrderDestination =>
    location === undefined ? { kind, lines } : { kind, lines, location }
  if (address !== undefined) return withLocation(addressLines(address))
  const facility = checkout.paymentDetails?.accountingLocation?.facilityId
  if (kind === 'store' && facility !== undefined) return withLocation([`Store ${facility}`])
  return location === undefined ? undefined : withLocation([])
}

/**
 * The order's item count, one figure for every place of the payment step that counts:
 * units, as the checkout's summary.itemCount counts them (checkout.md §3), taken from the
 * lines the item table lists, so the count is the sum of the table's Quantity column
 * ('Items', 'Quantity', 'Total Price', §2 "Cart item lists"). Lines of quantity 0 are not
 * ordered and not listed.
 */
export function checkoutItemCount(checkout: Pick<Checkout, 'lineItems'>): number {
  return checkout.lineItems.reduce((sum, line) => sum + Math.max(line.quantity, 0), 0)
}
