import * as z from 'zod/mini'
import { serviceAddressSchema } from './address.js'
import { latLngSchema } from './common.js'
import { modalityTypeSchema } from './modality.js'

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
