import * as z from 'zod/mini'
import { serviceAddressSchema } from './address.js'
import { isoDateTime, latLngSchema, text } from './common.js'
import { MODALITY_OPTIONS_ORIGIN_PAGE, MODALITY_TYPES } from './modality-helpers.js'

/** shopping-method-selector.md §1. */
export const modalityTypeSchema = z.enum(MODALITY_TYPES)
export type ModalityType = z.infer<typeof modalityTypeSchema>

/** The checkout's spelling of the modality (checkout.md §3 "Modality types"). */
export const checkoutModalityTypeSchema = z.enum(['Pickup', 'Delivery', 'InStore'])
export type CheckoutModalityType = z.infer<typeof checkoutModalityTypeSchema>

/** Delivery sub-options and services (shopping-method-selector.md §3). */
export const deliverySubOptionSchema = z.enum([
  'KROGER_DELIVERY',
  'ALL_DELIVERY',
  'DELIVERY',
  'SHIP',
])
export const deliveryServiceSchema = z.enum(['ocado', 'homedelivery', 'instacartdelivery'])
export type DeliverySubOption = z.infer<typeof deliverySubOptionSchema>
export type DeliveryService = z.infer<typeof deliveryServiceSchema>

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

/** A modality fee in dollars: none negative, none over the bound (the figure is ours). */
export const MODALITY_FEE_MAX = 100
const modalityFee = z.number().check(z.gte(0), z.lte(MODALITY_FEE_MAX))

/**
 * What a modality costs (shopping-method-selector.md §1, §6: membership-active customers see
 * reduced membership-specific modality fees): the regular fee and, where the banner's
 * membership lowers it, the members' fee. The shape is ours; the spec names the rule only.
 */
export const modalityFeeSchema = z
  .object({ regular: modalityFee, membership: z.optional(modalityFee) })
  .check(
    z.refine((fee) => fee.membership === undefined || fee.membership <= fee.regular, {
      message: "the members' fee is not above the regular fee",
    }),
  )
export type ModalityFee = z.infer<typeof modalityFeeSchema>

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
  fee: z.optional(modalityFeeSchema),
  /** The store can have a pickup order ready today (§9 "Same-day pickup has its own copy"; ours). */
  sameDayPickup: z.optional(z.boolean()),
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
