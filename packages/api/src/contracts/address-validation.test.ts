import { describe, expect, it } from 'vitest'
import type { PostalAddress } from './address.js'
import {
  addressValidationResponseSchema,
  fromLegacyAddressValidation,
  legacyAddressValidationRequestSchema,
  legacyAddressValidationResponseSchema,
  modalityAddressValidationRequestSchema,
  modalityAddressValidationResponseSchema,
  toAddressValidationRequest,
  toAddressValidationResult,
  toLegacyAddressValidationRequest,
  toModalityAddressValidationRequest,
} from './index.js'

const typed: PostalAddress = {
  street: '100 Main St',
  unit: 'Apt 4',
  locality: 'Cincinnati',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
}
const suggested = {
  addressLines: ['Apt 4', '100 Main Street'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202-1234',
  countryCode: 'US',
}

describe('validate address (shopping-method-selector.md §7)', () => {
  it('sends the address in service shape', () => {
    expect(toAddressValidationRequest(typed)).toEqual({
      address: {
        addressLines: ['Apt 4', '100 Main St'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
    })
  })
  it('reads address, validated and corrected into the client result (§3)', () => {
    const response = addressValidationResponseSchema.parse({
      address: suggested,
      validated: true,
      corrected: true,
    })
    expect(toAddressValidationResult(response)).toEqual({
      address: { ...typed, street: '100 Main Street', postalCode: '45202-1234' },
      validated: true,
      corrected: true,
    })
  })
  it('rejects a response without the corrected flag', () => {
    expect(
      addressValidationResponseSchema.safeParse({ address: suggested, validated: true }).success,
    ).toBe(false)
  })
})

describe('address valid for modality (shopping-method-selector.md §7)', () => {
  it('sends a lower-case countryCode with the modality type', () => {
    const request = toModalityAddressValidationRequest(typed, 'DELIVERY')
    expect(request.address.countryCode).toBe('us')
    expect(request.modalityType).toBe('DELIVERY')
    expect(modalityAddressValidationRequestSchema.parse(request)).toEqual(request)
    expect(
      modalityAddressValidationRequestSchema.safeParse({
        ...request,
        address: { ...request.address, countryCode: 'US' },
      }).success,
    ).toBe(false)
  })
  it('reads isEligible and modalityType', () => {
    const response = modalityAddressValidationResponseSchema.parse({
      address: suggested,
      modalityType: 'DELIVERY',
      validated: true,
      isEligible: false,
      corrected: false,
    })
    expect(toAddressValidationResult(response)).toMatchObject({
      isEligible: false,
      modalityType: 'DELIVERY',
      validated: true,
      corrected: false,
    })
  })
})

describe('legacy validate address (account-area.md §7)', () => {
  it('sends {address:{cityTown, stateProvince, postalCode, addressLines, countryCode}}', () => {
    const request = toLegacyAddressValidationRequest({ ...suggested, county: 'Hamilton' })
    expect(Object.keys(request.address).sort()).toEqual(
      ['addressLines', 'cityTown', 'countryCode', 'postalCode', 'stateProvince'].sort(),
    )
    expect(legacyAddressValidationRequestSchema.parse(request)).toEqual(request)
  })
  it('reads data.data.addressValidations with location.lat/lng', () => {
    const response = legacyAddressValidationResponseSchema.parse({
      data: {
        data: {
          addressValidations: [
            {
              validated: true,
              corrected: false,
              address: suggested,
              location: { lat: 39.1, lng: -84.5 },
            },
          ],
        },
      },
    })
    expect(fromLegacyAddressValidation(response)).toEqual({
      address: { ...typed, street: '100 Main Street', postalCode: '45202-1234' },
      validated: true,
      corrected: false,
      location: { latitude: 39.1, longitude: -84.5 },
    })
  })
  it('gives undefined for an empty list and rejects a missing envelope', () => {
    expect(
      fromLegacyAddressValidation({ data: { data: { addressValidations: [] } } }),
    ).toBeUndefined()
    expect(
      legacyAddressValidationResponseSchema.safeParse({ addressValidations: [] }).success,
    ).toBe(false)
  })
})
