import {
  type BannerRecord,
  type ModalityOption,
  type PostalAddress,
  type TimeSlotsRequest,
  toServiceAddress,
} from '@aisle/api'

/** The selector's texts and dates are American English (§5 'mm/dd/yyyy', §9 'MMMM DD, YYYY'). */
export const SELECTOR_LOCALE = 'en-US'

/** The vendors filter of the upfront time slots (shopping-method-selector.md §7). */
export interface TimeSlotVendors {
  /** Who delivers: the banner itself, and the outside vendors it works with. */
  sources: string[]
  /** How the order changes hands: the modality type. */
  handoffs: string[]
}

/**
 * The vendors the preview asks about (§7 "Upfront time slots … vendors (sources and
 * handoffs)"), from what the selector knows: the delivery options found for the address
 * (§3 "Delivery sub-options") and the banner's outside delivery vendors (its registry).
 * The retailer's own delivery ('Delivery by {banner}', plain 'Delivery') is the banner as
 * its own source; 'All Delivery Providers' adds the banner's outside vendors. The one
 * handoff is delivery.
 */
export function timeSlotVendors(
  options: readonly Pick<ModalityOption, 'deliverySubOption'>[],
  banner: Pick<BannerRecord, 'id' | 'customerService'>,
): TimeSlotVendors {
  const sources: string[] = []
  const own = options.some(
    (o) => o.deliverySubOption === 'KROGER_DELIVERY' || o.deliverySubOption === 'DELIVERY',
  )
  if (own) sources.push(banner.id)
  if (options.some((o) => o.deliverySubOption === 'ALL_DELIVERY')) {
    sources.push(...Object.keys(banner.customerService.byDeliveryVendor))
  }
  return { sources, handoffs: ['DELIVERY'] }
}

/**
 * The upfront time-slots body (§7): locale, the delivery modality to the address, the
 * vendors and the items. The selector has no basket to quote, so the list is empty.
 */
export function upfrontTimeSlotsRequest(
  address: PostalAddress,
  vendors: TimeSlotVendors | undefined,
): TimeSlotsRequest {
  return {
    locale: SELECTOR_LOCALE,
    modality: { type: 'DELIVERY', destination: { address: toServiceAddress(address) } },
    ...(vendors === undefined ? {} : { vendors }),
    items: [],
  }
}
