import * as z from 'zod/mini'
import { type PostalAddress, serviceAddressSchema, toPostalAddress } from './address.js'
import { isoDateTime, latLngSchema, text } from './common.js'

/** shopping-method-selector.md §1. */
export const modalityTypeSchema = z.enum(['DELIVERY', 'PICKUP', 'SHIP', 'IN_STORE'])
export type ModalityType = z.infer<typeof modalityTypeSchema>

/** The checkout's spelling of the modality (checkout.md §3 "Modality types"). */
export const checkoutModalityTypeSchema = z.enum(['Pickup', 'Delivery', 'InStore'])
export type CheckoutModalityType = z.infer<typeof checkoutModalityTypeSchema>

const toCheckout = { PICKUP: 'Pickup', DELIVERY: 'Delivery', IN_STORE: 'InStore' } as const
const fromCheckout = { Pickup: 'PICKUP', Delivery: 'DELIVERY', InStore: 'IN_STORE' } as const

/** The checkout's name of a modality; SHIP has none (the checkout covers pickup and delivery). */
export function toCheckoutModalityType(type: ModalityType): CheckoutModalityType | undefined {
  return type === 'SHIP' ? undefined : toCheckout[type]
}

export function fromCheckoutModalityType(type: CheckoutModalityType): ModalityType {
  return fromCheckout[type]
}

/** Delivery sub-options and services (shopping-method-selector.md §3). */
export const deliverySubOptionSchema = z.enum([
  'KROGER_DELIVERY',
  'ALL_DELIVERY',
  'DELIVERY',
  'SHIP',
])
export const deliveryServiceSchema = z.enum(['ocado', 'homedelivery', 'instacartdelivery'])

/** Where a modality goes: an address (delivery, ship) or a store's locationId (pickup, in store). */
export const modalityDestinationSchema = z.union([
  z.object({ address: serviceAddressSchema }),
  z.object({ locationId: text }),
])
export type ModalityDestination = z.infer<typeof modalityDestinationSchema>

/** shopping-method-selector.md §3 "Modality preference". */
export const modalityPreferenceSchema = z.object({
  id: text,
  modalityType: modalityTypeSchema,
  destination: modalityDestinationSchema,
  createdDate: isoDateTime,
  /** Where it was set, for example 'options'. */
  source: text,
})
export type ModalityPreference = z.infer<typeof modalityPreferenceSchema>

export const modalityPreferencesResponseSchema = z.object({
  preferences: z.array(modalityPreferenceSchema),
})

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

/**
 * Modality options query: an address with at least a postal code, or a device
 * location (shopping-method-selector.md §7).
 */
export const modalityOptionsRequestSchema = z
  .object({
    address: z.optional(
      z.extend(z.partial(serviceAddressSchema), { postalCode: z.string().check(z.minLength(1)) }),
    ),
    location: z.optional(latLngSchema),
    originPage: z.literal(MODALITY_OPTIONS_ORIGIN_PAGE),
  })
  .check(
    z.refine((request) => request.address !== undefined || request.location !== undefined, {
      message: 'an address with a postal code or a location is required',
    }),
  )
export type ModalityOptionsRequest = z.infer<typeof modalityOptionsRequestSchema>

/** shopping-method-selector.md §3 "storeDetails". */
export const storeDetailsSchema = z.object({
  address: serviceAddressSchema,
  locationId: text,
  vanityName: text,
  divisionNumber: text,
  storeNumber: text,
  banner: text,
  departmentFlags: z.optional(z.object({ isLockerLocation: z.optional(z.boolean()) })),
  externalNavigation: z.optional(z.object({ webUrl: z.string().check(z.url()), linkText: text })),
  isOpen: z.optional(z.boolean()),
  openText: z.optional(z.string()),
})

/** One entry of a modality's option list (shopping-method-selector.md §3). */
export const modalityOptionEntrySchema = z.object({
  destination: z.object({ locationId: text }),
  /** Miles. */
  distance: z.optional(z.number().check(z.nonnegative())),
  isCrossBanner: z.optional(z.boolean()),
  /** Store kinds or fulfilment-centre kinds. */
  fulfillment: z.array(z.string()),
  storeDetails: z.optional(storeDetailsSchema),
  deliverySubOption: z.optional(deliverySubOptionSchema),
  deliveryService: z.optional(deliveryServiceSchema),
})
export type ModalityOptionEntry = z.infer<typeof modalityOptionEntrySchema>

const didYouKnowMessageSchema = z.object({ headerMessage: z.string(), bodyMessage: z.string() })

/** Modality options response; the nesting is ours (the spec names the fields only). */
export const modalityOptionsResponseSchema = z.object({
  options: z.partialRecord(modalityTypeSchema, z.array(modalityOptionEntrySchema)),
  externalOnlineDeliveryUrl: z.optional(z.string().check(z.url())),
  featureToggles: z.optional(z.object({ closeToStore: z.optional(z.boolean()) })),
  errors: z.optional(
    z.array(z.object({ code: z.string(), statusCode: z.optional(z.number().check(z.int())) })),
  ),
  didYouKnow: z.optional(
    z.object({
      defaultBodyMessage: z.string(),
      byModality: z.partialRecord(modalityTypeSchema, didYouKnowMessageSchema),
    }),
  ),
})
export type ModalityOptionsResponse = z.infer<typeof modalityOptionsResponseSchema>

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
  deliverySubOption?: z.infer<typeof deliverySubOptionSchema>
  deliveryService?: z.infer<typeof deliveryServiceSchema>
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
  for (const type of modalityTypeSchema.options) {
    const entries = response.options[type]
    if (entries === undefined) continue
    result[type] = entries.map(toModalityOption).sort(byDistance)
  }
  return result
}
