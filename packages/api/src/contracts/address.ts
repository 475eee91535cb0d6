import * as z from 'zod/mini'
import {
  ADDRESS_FIELD_MAX,
  ADDRESS_LIMITS,
  isValidPostalCode,
  POSTAL_CODE_MAX,
} from './address-helpers.js'
import { coordinatesSchema, isoDateTime, latLngSchema, text, textMax } from './common.js'
import { type CountryCode, isCanadianRegion, isUsRegion } from './regions.js'

const postalCode = z.string().check(z.minLength(1), z.maxLength(POSTAL_CODE_MAX))
const formPostalCode = z.string().check(z.maxLength(POSTAL_CODE_MAX), z.refine(isValidPostalCode))

/** A field of the address book: 1 to 40 characters (account-area.md §9). */
const bookField = textMax(ADDRESS_FIELD_MAX).check(z.minLength(1))

/**
 * A state or province code, as the address book keeps it: one of the regions of
 * wallet-flyout.md §9 (50 US states plus DC, 13 Canadian provinces and territories).
 */
export const stateCodeSchema = z.string().check(
  z.maxLength(2),
  z.refine((code) => isUsRegion(code) || isCanadianRegion(code), {
    message: 'a US state or Canadian province code',
  }),
)

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/** 'home' is the mailing address (account-area.md §3). */
export const addressTypeSchema = z.enum(['home', 'delivery'])
export type AddressType = z.infer<typeof addressTypeSchema>

/**
 * `addressType` of a save: account-area.md §3 writes it 'home'/'delivery',
 * shopping-method-selector.md §3 'Home'/'Delivery'. Both parse; the mappers send
 * lower case.
 */
export const savedAddressTypeSchema = z.enum(['home', 'delivery', 'Home', 'Delivery'])

export const countryCodeSchema = z.enum(['US', 'CA'])

/**
 * Address, service shape (shopping-method-selector.md §3, account-area.md §3):
 * `addressLines` ends with the street; the line before it is the unit.
 */
export const serviceAddressSchema = z.object({
  /** At most a unit and a street, each within the wallet's 100 (wallet-flyout.md §9). */
  addressLines: z
    .array(textMax(ADDRESS_LIMITS.serviceLine))
    .check(z.minLength(1), z.maxLength(ADDRESS_LIMITS.serviceLines)),
  cityTown: text.check(z.maxLength(ADDRESS_LIMITS.serviceCity)),
  /** A code, or a name the forms convert (checkout.md §5). */
  stateProvince: text.check(z.maxLength(ADDRESS_FIELD_MAX)),
  postalCode,
  /** Two letters; upper case, except in the validate-for-modality request (lower case). */
  countryCode: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  county: z.optional(textMax(ADDRESS_FIELD_MAX)),
  location: z.optional(latLngSchema),
})
export type ServiceAddress = z.infer<typeof serviceAddressSchema>

/**
 * An address-book entry as the profile service lists it (account-area.md §3
 * "Service address shape", shopping-method-selector.md §3 "Saved address": the list
 * returns address, id, type and `modified.value`).
 */
export const serviceAddressEntrySchema = z.object({
  id: text,
  type: addressTypeSchema,
  preferredAddress: z.optional(z.boolean()),
  label: z.optional(z.string()),
  notes: z.optional(z.string()),
  location: z.optional(latLngSchema),
  address: serviceAddressSchema,
  modified: z.optional(z.object({ value: isoDateTime })),
})
export type ServiceAddressEntry = z.infer<typeof serviceAddressEntrySchema>

/**
 * The postal part of an address, client shape (shopping-method-selector.md §3
 * "Address (UI shape)", wallet-flyout.md §3 "Account address").
 */
export const postalAddressSchema = z.object({
  street: text,
  unit: z.optional(z.string()),
  locality: text,
  county: z.optional(z.string()),
  region: text,
  postalCode,
  countryCode: countryCodeSchema,
})
export type PostalAddress = z.infer<typeof postalAddressSchema>

/** shopping-method-selector.md §3 "Address (UI shape)". */
export const uiAddressSchema = z.extend(postalAddressSchema, {
  id: text,
  isMailingAddress: z.boolean(),
  lastModified: z.optional(isoDateTime),
})
export type UiAddress = z.infer<typeof uiAddressSchema>

/**
 * Address, client shape (account-area.md §3; the same fields as the address-book
 * entry of shopping-method-selector.md §3). `line1` is the street, `line2` the unit.
 */
export const addressSchema = z.object({
  addressId: z.optional(text),
  line1: bookField,
  line2: z.optional(textMax(ADDRESS_FIELD_MAX)),
  city: bookField,
  stateCode: stateCodeSchema,
  zip: postalCode,
  countryCode: countryCodeSchema,
  county: z.optional(textMax(ADDRESS_FIELD_MAX)),
  location: z.optional(coordinatesSchema),
  type: addressTypeSchema,
  preferred: z.boolean(),
  label: z.optional(textMax(ADDRESS_LIMITS.label)),
  /** Delivery notes: 128, as the checkout's (checkout.md §9). */
  notes: z.optional(textMax(ADDRESS_LIMITS.notes)),
})
export type Address = z.infer<typeof addressSchema>

/**
 * Save payload to the profile service (account-area.md §3; shopping-method-selector.md
 * §7 "Add address" adds county). Street, apartment and city at most 40, zip at most 10
 * (account-area.md §5).
 */
export const addressSavePayloadSchema = z.object({
  addressId: z.optional(text),
  addressLine1: textMax(ADDRESS_FIELD_MAX).check(z.minLength(1)),
  addressLine2: z.optional(textMax(ADDRESS_FIELD_MAX)),
  addressType: savedAddressTypeSchema,
  preferredAddress: z.optional(z.boolean()),
  dateAddressUpdated: z.optional(isoDateTime),
  city: textMax(ADDRESS_FIELD_MAX).check(z.minLength(1)),
  county: z.optional(textMax(ADDRESS_FIELD_MAX)),
  stateCode: stateCodeSchema,
  zip: formPostalCode,
  countryCode: countryCodeSchema,
  location: z.optional(coordinatesSchema),
})
export type AddressSavePayload = z.infer<typeof addressSavePayloadSchema>

/** An update needs an id: 'address must have id' (account-area.md §5). */
export const addressUpdatePayloadSchema = addressSavePayloadSchema.check(
  z.refine((payload) => payload.addressId !== undefined, {
    message: 'address must have id',
    path: ['addressId'],
  }),
)

/** Remove takes only the id (account-area.md §7, shopping-method-selector.md §7). */
export const addressRemovePayloadSchema = z.object({ addressId: text })

/**
 * Address form values (shopping-method-selector.md §3); `isHome` is 'Make this my
 * mailing address'. Limits from account-area.md §5; the required-field messages are
 * the form's (in @aisle/flows).
 */
export const addressFormValuesSchema = z.object({
  addressId: z.optional(text),
  addressLine1: textMax(ADDRESS_FIELD_MAX),
  addressLine2: z.optional(textMax(ADDRESS_FIELD_MAX)),
  city: textMax(ADDRESS_FIELD_MAX),
  state: z.string(),
  zipCode: z.string().check(z.maxLength(POSTAL_CODE_MAX)),
  isHome: z.boolean(),
})
export type AddressFormValues = z.infer<typeof addressFormValuesSchema>

export type { CountryCode }

// ---------------------------------------------------------------------------
// Calls (account-area.md §7, shopping-method-selector.md §7)
// ---------------------------------------------------------------------------

/** Profile service getAddresses: entries with address, id, type and modified.value. */
export const addressListResponseSchema = z.object({ addresses: z.array(serviceAddressEntrySchema) })

/** Profile service addAddress / updateAddress answer with the saved entry (our choice). */
export const addressEntryResponseSchema = serviceAddressEntrySchema

/** Legacy account management: add and update post the client address (account-area.md §7). */
export const legacyAddressSaveRequestSchema = addressSchema

/** Legacy add/update answer: `data.successful`, `data.errorDetail.errorCode`. */
export const legacyAddressSaveResponseSchema = z.object({
  data: z.object({
    successful: z.boolean(),
    errorDetail: z.optional(z.object({ errorCode: z.string() })),
  }),
})

/** Legacy address list (its path constant is not shown; the shape is ours). */
export const legacyAddressListResponseSchema = z.object({
  data: z.object({ addresses: z.array(serviceAddressEntrySchema) }),
})
