// shopping-method-selector.md §7 "Validate address", "Address valid for modality"; account-area.md §7.
import type { ModalityType, ServiceAddress } from '@aisle/api'
import { banners } from '@aisle/api'
import type { HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'
import { addressVerdict, hasNoStores, locationOfPostalCode } from '../rules.ts'

interface Validation {
  address: ServiceAddress
  validated: boolean
  corrected: boolean
}

/** The verdict as a response body part; errors are thrown with the spec's error body. */
export function validate(address: ServiceAddress): Validation {
  const input = { ...address, countryCode: address.countryCode.toUpperCase() }
  const verdict = addressVerdict(input)
  switch (verdict.kind) {
    case 'error':
      return fail(verdict.status, verdict.code, verdict.reason)
    case 'corrected':
      return { address: verdict.suggestion, validated: true, corrected: true }
    case 'unverified':
      return { address: input, validated: false, corrected: false }
    default:
      return { address: input, validated: true, corrected: false }
  }
}

export const addressValidationHandlers: Pick<
  HandlerTable,
  'validateAddress' | 'validateAddressForModality' | 'legacyValidateAddress'
> = {
  validateAddress: (c) => ok(validate((c.body as { address: ServiceAddress }).address)),
  validateAddressForModality: (c) => {
    const { address, modalityType } = c.body as {
      address: ServiceAddress
      modalityType: ModalityType
    }
    const result = validate(address)
    const banner = banners.find((b) => b.id === c.banner)
    const isEligible =
      result.validated &&
      (banner?.modalityCapabilities[modalityType] ?? false) &&
      !hasNoStores(result.address.postalCode)
    return ok({ ...result, modalityType, isEligible })
  },
  legacyValidateAddress: (c) => {
    const result = validate((c.body as { address: ServiceAddress }).address)
    return ok({
      data: {
        data: {
          addressValidations: [
            { ...result, location: locationOfPostalCode(result.address.postalCode) },
          ],
        },
      },
    })
  },
}
