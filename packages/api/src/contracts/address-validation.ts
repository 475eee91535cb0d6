import * as z from 'zod/mini'
import { type PostalAddress, type ServiceAddress, serviceAddressSchema } from './address.js'
import { toPostalAddress, toServiceAddress } from './address-helpers.js'
import { latLngSchema } from './common.js'
import { type ModalityType, modalityTypeSchema } from './modality.js'

/**
 * Validate address, profile-service form (shopping-method-selector.md §7): the
 * request is the address in service shape; a postal code is required before a
 * validation runs (§5 "ZIP search").
 */
export const addressValidationRequestSchema = z.object({ address: serviceAddressSchema })

export const addressValidationResponseSchema = z.object({
  address: serviceAddressSchema,
  validated: z.boolean(),
  corrected: z.boolean(),
})
export type AddressValidationResponse = z.infer<typeof addressValidationResponseSchema>

/**
 * Address valid for modality (shopping-method-selector.md §7): the address goes with
 * a lower-case countryCode.
 */
export const modalityAddressValidationRequestSchema = z.object({
  address: z.extend(serviceAddressSchema, { countryCode: z.string().check(z.regex(/^[a-z]{2}$/)) }),
  modalityType: modalityTypeSchema,
})
export type ModalityAddressValidationRequest = z.infer<
  typeof modalityAddressValidationRequestSchema
>

export const modalityAddressValidationResponseSchema = z.object({
  address: serviceAddressSchema,
  modalityType: modalityTypeSchema,
  validated: z.boolean(),
  isEligible: z.boolean(),
  corrected: z.boolean(),
})
export type ModalityAddressValidationResponse = z.infer<
  typeof modalityAddressValidationResponseSchema
>

/**
 * Validate address, legacy account-management form (account-area.md §7): the
 * response is read at `data.data.addressValidations`.
 */
export const legacyAddressValidationRequestSchema = z.object({
  address: z.object({
    cityTown: serviceAddressSchema.shape.cityTown,
    stateProvince: serviceAddressSchema.shape.stateProvince,
    postalCode: serviceAddressSchema.shape.postalCode,
    addressLines: serviceAddressSchema.shape.addressLines,
    countryCode: serviceAddressSchema.shape.countryCode,
  }),
})

export const legacyAddressValidationResponseSchema = z.object({
  data: z.object({
    data: z.object({
      addressValidations: z.array(
        z.object({
          validated: z.boolean(),
          corrected: z.boolean(),
          address: serviceAddressSchema,
          location: z.optional(latLngSchema),
        }),
      ),
    }),
  }),
})
export type LegacyAddressValidationResponse = z.infer<typeof legacyAddressValidationResponseSchema>

/** Address validation result, client shape (shopping-method-selector.md §3). */
export interface AddressValidationResult {
  address: PostalAddress
  validated: boolean
  corrected: boolean
  isEligible?: boolean
  modalityType?: ModalityType
  location?: { latitude: number; longitude: number }
}

export function toAddressValidationRequest(address: PostalAddress) {
  return { address: toServiceAddress(address) } satisfies z.input<
    typeof addressValidationRequestSchema
  >
}

/** The validate-for-modality request: the country code goes in lower case. */
export function toModalityAddressValidationRequest(
  address: PostalAddress,
  modalityType: ModalityType,
): ModalityAddressValidationRequest {
  const service = toServiceAddress(address)
  return {
    address: { ...service, countryCode: service.countryCode.toLowerCase() },
    modalityType,
  }
}

export function toAddressValidationResult(
  response: AddressValidationResponse | ModalityAddressValidationResponse,
): AddressValidationResult {
  const result: AddressValidationResult = {
    address: toPostalAddress(response.address),
    validated: response.validated,
    corrected: response.corrected,
  }
  if ('isEligible' in response) {
    result.isEligible = response.isEligible
    result.modalityType = response.modalityType
  }
  return result
}

/** The first result of a legacy validation; `undefined` when the list is empty. */
export function fromLegacyAddressValidation(
  response: LegacyAddressValidationResponse,
): AddressValidationResult | undefined {
  const first = response.data.data.addressValidations[0]
  if (first === undefined) return undefined
  const result: AddressValidationResult = {
    address: toPostalAddress(first.address),
    validated: first.validated,
    corrected: first.corrected,
  }
  const location = first.location ?? first.address.location
  if (location !== undefined) result.location = { latitude: location.lat, longitude: location.lng }
  return result
}

/** The legacy request of a service address (account-area.md §7 "Validate address"). */
export function toLegacyAddressValidationRequest(address: ServiceAddress) {
  const { cityTown, stateProvince, postalCode, addressLines, countryCode } = address
  return { address: { cityTown, stateProvince, postalCode, addressLines, countryCode } }
}
