import type {
  BannerRecord,
  BasketLine,
  Checkout,
  CheckoutModalityType,
  PhoneNumber,
} from '@aisle/api'
import { formatCartPrice } from '../cart/cart-item-list.js'
import { confirmationText, modalityWord } from '../checkout/confirmation.js'
import { costChange } from '../checkout/order-totals.js'

interface LatLng {
  lat: number
  lng: number
}

/** What the maps link points at: coordinates, or the address lines when none are known. */
export type MapsDestination = LatLng | { lines: readonly string[] }

/** The query flag of a modified order on the complete page: `im=true` (checkout.md §2 Routes). */
export const isModifiedOrder = (search: string): boolean =>
  new URLSearchParams(search).get('im') === 'true'

/** The page's heading: placed, or updated when the im flag is set (checkout.md §2). */
export const confirmationHeading = (modality: CheckoutModalityType, modified: boolean): string =>
  modified ? confirmationText.thankYouModified(modality) : confirmationText.thankYou(modality)

export type MapsPlatform = 'apple' | 'other'

/** What the browser says of itself; the app passes `navigator`. */
export interface DeviceHints {
  userAgent: string
  maxTouchPoints?: number
}

/** Apple devices (iPhone, iPad, iPod, Mac; iPadOS reports a Mac with touch) get Apple Maps. */
export function mapsPlatformOf(device: DeviceHints): MapsPlatform {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/.test(device.userAgent) ? 'apple' : 'other'
}

/**
 * The maps link with the destination's coordinates: one maps service on Apple devices,
 * another elsewhere (checkout.md §2 "A maps link opens a maps service with destination
 * coordinates").
 */
export function mapsLink(destination: MapsDestination, platform: MapsPlatform): string {
  // No geocoding runs here (§7 "Geocoding" is the static map's): an address without
  // coordinates is handed to the maps service as its text, which it resolves itself.
  const at =
    'lines' in destination ? destination.lines.join(', ') : `${destination.lat},${destination.lng}`
  return platform === 'apple'
    ? `https://maps.apple.com/?daddr=${encodeURIComponent(at)}`
    : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}`
}

/**
 * The directions link of an order's destination (checkout.md §2): its coordinates when
 * known, else its address lines; none without either.
 */
export function directionsLink(
  destination: { lines: readonly string[]; location?: LatLng } | undefined,
  device: DeviceHints,
): string | undefined {
  if (destination === undefined) return undefined
  const target =
    destination.location ??
    (destination.lines.length > 0 ? { lines: destination.lines } : undefined)
  return target === undefined ? undefined : mapsLink(target, mapsPlatformOf(device))
}

/**
 * Next steps per modality (checkout.md §2): pickup, track and tap 'On My Way', tap 'I'm
 * Here' or call the number on the sign, items are loaded into the car; delivery, be present
 * in the drop-off window, or for 'Leave at my door' (Contactless) watch for status updates,
 * then 'Take your items and enjoy your day!'. In-store orders have none.
 */
export function nextSteps(
  modality: CheckoutModalityType,
  deliveryType: 'Standard' | 'Contactless' | undefined,
): readonly string[] {
  if (modality === 'Pickup') return confirmationText.pickupSteps
  if (modality === 'Delivery')
    return [
      deliveryType === 'Contactless'
        ? confirmationText.deliveryUnattendedStep
        : confirmationText.deliveryAttendedStep,
      confirmationText.deliveryFinal,
    ]
  return []
}

/**
 * The 'Customer Service' number: the grocery vendor's number of the banner when it has one,
 * else the banner's own (checkout.md §2, §6 and §9: numbers vary by banner and vendor).
 */
export function customerServicePhone(
  customerService: Pick<BannerRecord['customerService'], 'default' | 'byDeliveryVendor'>,
  vendorId: string | undefined,
): PhoneNumber {
  return (
    (vendorId === undefined ? undefined : customerService.byDeliveryVendor[vendorId]) ??
    customerService.default
  )
}

/** Statuses of an order whose final charge is made (the hold notice is gone). */
const COMPLETE_STATUSES = new Set(['COMPLETE', 'COMPLETED', 'FULFILLED'])

/** 'A hold has been placed on your card…' shows while the order is not complete (checkout.md §2). */
export const showsHoldNotice = (status: string): boolean => !COMPLETE_STATUSES.has(status)

/**
 * The cart reminder (checkout.md §2): what is left in the cart after the order. Items of one
 * modality name it ('you have a {modality} order in your cart!'); items of several give
 * 'you have other items in your cart!'; an empty cart gives none.
 */
export function cartReminder(
  lines: readonly Pick<BasketLine, 'modalityType' | 'quantity'>[],
): string | undefined {
  const modalities = new Set(lines.filter((l) => l.quantity > 0).map((l) => l.modalityType))
  if (modalities.size === 0) return undefined
  const [only] = [...modalities]
  return modalities.size === 1 && only !== undefined
    ? confirmationText.modalityReminder(modalityWord(only))
    : confirmationText.otherItemsReminder
}

/** One row of the payment summary. */
export interface PaymentSummaryRow {
  label: string
  amount: string
  total: boolean
  nested: { label: string; amount: string }[]
}

type SummaryLine = NonNullable<
  Checkout['calculatedProperties']
>['uiPaymentSummary']['lines'][number]

/**
 * A summary amount (checkout.md §9): a delivery fee of 0 shows 'Free', a missing fee 'TBD';
 * tax shows 'TBD' when not final (no amount yet).
 */
export function summaryAmount(line: Pick<SummaryLine, 'type' | 'amount'>): string {
  if (line.amount === null) return line.type === 'FEE' || line.type === 'TAX' ? 'TBD' : ''
  if (line.type === 'FEE' && line.amount === 0) return 'Free'
  return formatCartPrice(line.amount)
}

/**
 * The 'Payment Summary' rows from the checkout's uiPaymentSummary lines, with the cost change
 * (new total minus the total before) of a modified order (checkout.md §3, §9).
 */
export function paymentSummaryRows(
  checkout: Pick<Checkout, 'calculatedProperties' | 'summary' | 'originalSummary'>,
  modified: boolean,
): PaymentSummaryRow[] {
  const lines = checkout.calculatedProperties?.uiPaymentSummary.lines ?? []
  const rows: PaymentSummaryRow[] = lines.map((line) => ({
    label: line.description,
    amount: summaryAmount(line),
    total: line.type === 'TOTAL',
    nested: (line.nestedLines ?? []).map((n) => ({
      label: n.description,
      amount: summaryAmount(n),
    })),
  }))
  const now = checkout.summary?.cost.total
  const before = checkout.originalSummary?.cost.total
  if (modified && now !== undefined && before !== undefined) {
    rows.push({
      label: confirmationText.costChange,
      amount: formatCartPrice(costChange(now, before)),
      total: false,
      nested: [],
    })
  }
  return rows
}
