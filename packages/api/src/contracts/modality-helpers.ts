// The modality names, the options mapper and the preference rule, apart from the schemas
// in modality.ts: a page that only names or sorts modalities imports these without zod.
// Only types come from the schema modules.
import type { PostalAddress } from './address.js'
import { toPostalAddress } from './address-helpers.js'
import type {
  CheckoutModalityType,
  DeliveryService,
  DeliverySubOption,
  ModalityFee,
  ModalityOptionEntry,
  ModalityOptionsResponse,
  ModalityPreference,
  ModalityType,
} from './modality.js'

/** shopping-method-selector.md §1. */
export const MODALITY_TYPES = ['DELIVERY', 'PICKUP', 'SHIP', 'IN_STORE'] as const

const toCheckout = { PICKUP: 'Pickup', DELIVERY: 'Delivery', IN_STORE: 'InStore' } as const
const fromCheckout = { Pickup: 'PICKUP', Delivery: 'DELIVERY', InStore: 'IN_STORE' } as const

/** The checkout's name of a modality; SHIP has none (the checkout covers pickup and delivery). */
export function toCheckoutModalityType(type: ModalityType): CheckoutModalityType | undefined {
  return type === 'SHIP' ? undefined : toCheckout[type]
}

export function fromCheckoutModalityType(type: CheckoutModalityType): ModalityType {
  return fromCheckout[type]
}

/**
 * The most recent preference of each modality type: the one with the latest
 * createdDate (shopping-method-selector.md §4 "Store selection").
 */
export function latestPreferenceByType(
  preferences: readonly ModalityPreference[],
): Partial<Record<ModalityType, ModalityPreference>> {
  const latest: Partial<Record<ModalityType, ModalityPreference>> = {}
  for (const preference of preferences) {
    const current = latest[preference.modalityType]
    if (
      current === undefined ||
      Date.parse(preference.createdDate) > Date.parse(current.createdDate)
    ) {
      latest[preference.modalityType] = preference
    }
  }
  return latest
}

/** The origin page the options call names (shopping-method-selector.md §7). */
export const MODALITY_OPTIONS_ORIGIN_PAGE = 'every_page'

/** A store or delivery option as the selector shows it (shopping-method-selector.md §2 "Store menu"). */
export interface ModalityOption {
  locationId: string
  name?: string
  address?: PostalAddress
  /** Miles, 2 decimals (shopping-method-selector.md §9). */
  distanceMiles?: number
  isCrossBanner: boolean
  isLocker: boolean
  /** Set for cross-banner stores whose selection opens the other banner's site. */
  externalNavigation?: { webUrl: string; linkText: string }
  isOpen?: boolean
  openText?: string
  divisionNumber?: string
  storeNumber?: string
  banner?: string
  fulfillment: string[]
  deliverySubOption?: DeliverySubOption
  deliveryService?: DeliveryService
  /** The regular fee and the members' reduced fee (§1, §6). */
  fee?: ModalityFee
  /** A pickup order can be ready today (§9 same-day pickup copy). */
  sameDayPickup?: boolean
}

export function toModalityOption(entry: ModalityOptionEntry): ModalityOption {
  const store = entry.storeDetails
  const option: ModalityOption = {
    locationId: entry.destination.locationId,
    isCrossBanner: entry.isCrossBanner ?? false,
    isLocker: store?.departmentFlags?.isLockerLocation ?? false,
    fulfillment: entry.fulfillment,
  }
  if (entry.distance !== undefined) option.distanceMiles = Math.round(entry.distance * 100) / 100
  if (entry.deliverySubOption !== undefined) option.deliverySubOption = entry.deliverySubOption
  if (entry.deliveryService !== undefined) option.deliveryService = entry.deliveryService
  if (entry.fee !== undefined) option.fee = entry.fee
  if (entry.sameDayPickup !== undefined) option.sameDayPickup = entry.sameDayPickup
  if (store !== undefined) {
    option.name = store.vanityName
    option.address = toPostalAddress(store.address)
    option.divisionNumber = store.divisionNumber
    option.storeNumber = store.storeNumber
    option.banner = store.banner
    if (store.externalNavigation !== undefined) option.externalNavigation = store.externalNavigation
    if (store.isOpen !== undefined) option.isOpen = store.isOpen
    if (store.openText !== undefined) option.openText = store.openText
  }
  return option
}

const byDistance = (a: ModalityOption, b: ModalityOption): number => {
  if (a.distanceMiles === b.distanceMiles) return 0
  if (a.distanceMiles === undefined) return 1
  if (b.distanceMiles === undefined) return -1
  return a.distanceMiles - b.distanceMiles
}

/** The options of every modality, each list sorted by ascending distance (shopping-method-selector.md §9). */
export function toModalityOptions(
  response: ModalityOptionsResponse,
): Partial<Record<ModalityType, ModalityOption[]>> {
  const result: Partial<Record<ModalityType, ModalityOption[]>> = {}
  for (const type of MODALITY_TYPES) {
    const entries = response.options[type]
    if (entries === undefined) continue
    result[type] = entries.map(toModalityOption).sort(byDistance)
  }
  return result
}
