import type * as z from 'zod/mini'
import type { PostalAddress, ServiceAddress } from './address.js'
import { toPostalAddress, toServiceAddress } from './address-helpers.js'
import type {
  AddressValidationResponse,
  addressValidationRequestSchema,
  LegacyAddressValidationResponse,
  ModalityAddressValidationRequest,
  ModalityAddressValidationResponse,
} from './address-validation.js'
import type { ModalityType } from './modality.js'

// The address-validation mappers without the schemas (see helpers.test.ts).

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
