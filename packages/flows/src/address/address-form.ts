import {
  ADDRESS_FIELD_MAX,
  type AddressFormValues,
  type CountryCode,
  canadianPostalCodePattern,
  canadianRegions,
  countryOfRegion,
  isCanadianRegion,
  isUsRegion,
  POSTAL_CODE_MAX,
  usPostalCodePattern,
  usRegions,
} from '@aisle/api'

/** The address form's texts (account-area.md §5, shopping-method-selector.md §5). */
export const addressFormText = {
  streetLabel: 'Street Address',
  unitLabel: 'Apt/suite',
  cityLabel: 'City',
  stateLabel: 'State/Province',
  postalCodeLabel: 'Postal Code',
  mailingLabel: 'Make this my mailing address',
  streetRequired: 'Street Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State/Province is required',
  postalCodeInvalid: 'Please enter a valid Postal Code',
} as const

/** The fields of the form that can carry an error. */
export type AddressFormField = 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'

export type AddressFormErrors = Partial<Record<AddressFormField, string>>

/** The maximum length of each text field (account-area.md §5 and §9). */
export const addressFieldMaxLength: Record<AddressFormField, number> = {
  addressLine1: ADDRESS_FIELD_MAX,
  addressLine2: ADDRESS_FIELD_MAX,
  city: ADDRESS_FIELD_MAX,
  state: 2,
  zipCode: POSTAL_CODE_MAX,
}

export interface RegionOption {
  value: string
  label: string
  country: CountryCode
}

export interface StateOptionsConfig {
  /** The one delivery flow that leaves the Canadian provinces out (account-area.md §5). */
  includeProvinces?: boolean
}

/**
 * The State/Province list: the US states plus DC, then the Canadian provinces and
 * territories unless the flow leaves them out (account-area.md §5).
 */
export function stateOptions({ includeProvinces = true }: StateOptionsConfig = {}): RegionOption[] {
  const us = Object.entries(usRegions).map(([value, label]) => ({
    value,
    label,
    country: 'US' as const,
  }))
  if (!includeProvinces) return us
  const ca = Object.entries(canadianRegions).map(([value, label]) => ({
    value,
    label,
    country: 'CA' as const,
  }))
  return [...us, ...ca]
}

/**
 * A postal code as the form keeps it once typed: trimmed, and a six-character code
 * split 3+3 with a space and upper-cased (account-area.md §5); a spaced Canadian code is
 * upper-cased too.
 */
export function normalizePostalCode(code: string): string {
  const trimmed = code.trim()
  if (trimmed.length === 6) return `${trimmed.slice(0, 3)} ${trimmed.slice(3)}`.toUpperCase()
  // A Canadian code typed with its space is upper-cased the same way.
  if (canadianPostalCodePattern.test(trimmed)) return trimmed.toUpperCase()
  return trimmed
}

/**
 * Whether a postal code fits the country: US is 5 digits with an optional 4-digit
 * extension after a dash, a slash or nothing; Canada is letter-digit-letter then
 * digit-letter-digit with an optional single space; at most 10 characters
 * (account-area.md §5). Without a country either form is accepted.
 */
export function isPostalCodeValidFor(code: string, country?: CountryCode): boolean {
  if (code.length > POSTAL_CODE_MAX) return false
  const us = usPostalCodePattern.test(code)
  const ca = canadianPostalCodePattern.test(code)
  if (country === 'US') return us
  if (country === 'CA') return ca
  return us || ca
}

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

const tooLong = (field: AddressFormField, value: string | undefined) =>
  value !== undefined && value.trim().length > addressFieldMaxLength[field]

const tooLongMessage = (label: string, max: number) => `${label} must be ${max} characters or fewer`

/**
 * The errors of the address form, by field, each with the spec's message
 * (account-area.md §5). The postal code is checked against the country of the chosen
 * state; a state outside the offered list counts as missing.
 */
export function validateAddressForm(
  values: AddressFormValues,
  config: StateOptionsConfig = {},
): AddressFormErrors {
  const errors: AddressFormErrors = {}
  if (blank(values.addressLine1)) errors.addressLine1 = addressFormText.streetRequired
  else if (tooLong('addressLine1', values.addressLine1)) {
    errors.addressLine1 = tooLongMessage(addressFormText.streetLabel, ADDRESS_FIELD_MAX)
  }
  if (tooLong('addressLine2', values.addressLine2)) {
    errors.addressLine2 = tooLongMessage(addressFormText.unitLabel, ADDRESS_FIELD_MAX)
  }
  if (blank(values.city)) errors.city = addressFormText.cityRequired
  else if (tooLong('city', values.city)) {
    errors.city = tooLongMessage(addressFormText.cityLabel, ADDRESS_FIELD_MAX)
  }
  const state = values.state.trim().toUpperCase()
  const offered =
    isUsRegion(state) || (config.includeProvinces !== false && isCanadianRegion(state))
  if (!offered) errors.state = addressFormText.stateRequired
  const zip = normalizePostalCode(values.zipCode)
  if (!isPostalCodeValidFor(zip, offered ? countryOfRegion(state) : undefined)) {
    errors.zipCode = addressFormText.postalCodeInvalid
  }
  return errors
}

export function hasErrors(errors: AddressFormErrors): boolean {
  return Object.keys(errors).length > 0
}

/** The values as they are saved: trimmed, the state upper-cased, the postal code normalised. */
export function normalizeAddressForm(values: AddressFormValues): AddressFormValues {
  const normalized: AddressFormValues = {
    ...values,
    addressLine1: values.addressLine1.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    zipCode: normalizePostalCode(values.zipCode),
  }
  const unit = values.addressLine2?.trim()
  if (unit === undefined || unit === '') delete normalized.addressLine2
  else normalized.addressLine2 = unit
  return normalized
}
