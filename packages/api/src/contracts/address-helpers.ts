// The address constants, postal code rules and mappers, apart from the schemas in
// address.ts: a page that formats or reshapes an address imports these without zod. Only
// types come from the schema module.
import type {
  Address,
  AddressFormValues,
  AddressSavePayload,
  AddressType,
  PostalAddress,
  ServiceAddress,
  ServiceAddressEntry,
  UiAddress,
} from './address.js'
import { countryOfRegion } from './regions.js'

// ---------------------------------------------------------------------------
// Postal codes (account-area.md §5 "Postal Code", shopping-method-selector.md §5)
// ---------------------------------------------------------------------------

/** Postal code limit of the address forms (account-area.md §9). */
export const POSTAL_CODE_MAX = 10
/** Street, apartment and city limit of the address forms (account-area.md §9). */
export const ADDRESS_FIELD_MAX = 40

/** Bounds of the address shapes beyond the forms' (the service shape is shared with the wallet). */
export const ADDRESS_LIMITS = {
  /** A line of the service shape: the wallet's address line (wallet-flyout.md §9). */
  serviceLine: 100,
  /** Unit and street. */
  serviceLines: 2,
  /** The wallet's city (wallet-flyout.md §9). */
  serviceCity: 50,
  /** An address's label (ours: a name such as 'Home'; the spec gives none). */
  label: 40,
  /** Delivery notes: the checkout's instructions limit (checkout.md §9). */
  notes: 128,
} as const

/** US: 5 digits, optionally a 4-digit extension after a dash, a slash or nothing. */
export const usPostalCodePattern = /^\d{5}(?:[-/]?\d{4})?$/
/** Canada: letter-digit-letter, digit-letter-digit, with an optional single space. */
export const canadianPostalCodePattern = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/

export function isValidPostalCode(code: string): boolean {
  return (
    code.length <= POSTAL_CODE_MAX &&
    (usPostalCodePattern.test(code) || canadianPostalCodePattern.test(code))
  )
}

/**
 * A postal code as shown: 5 characters as is, 6 characters split 3+3 in upper case
 * (Canadian), 9 digits as 5-4; anything else unchanged
 * (shopping-method-selector.md §5, account-area.md §5).
 */
export function displayPostalCode(code: string): string {
  const trimmed = code.trim()
  if (trimmed.length === 6) return `${trimmed.slice(0, 3)} ${trimmed.slice(3)}`.toUpperCase()
  if (/^\d{9}$/.test(trimmed)) return `${trimmed.slice(0, 5)}-${trimmed.slice(5)}`
  return trimmed
}

// ---------------------------------------------------------------------------
// Mappers (the UI never sees a service shape: CONVENTIONS.md, vercel/commerce)
// ---------------------------------------------------------------------------

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value

/** The street is the last line, the unit the one before it (shopping-method-selector.md §3). */
export function splitAddressLines(lines: readonly string[]): { street: string; unit?: string } {
  const street = lines.at(-1) ?? ''
  const unit = present(lines.at(-2))
  return unit === undefined ? { street } : { street, unit }
}

/** `[unit, street]`, or `[street]` without a unit. */
export function joinAddressLines(street: string, unit?: string): string[] {
  const u = present(unit)
  return u === undefined ? [street] : [u, street]
}

const withOptional = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

export function toPostalAddress(address: ServiceAddress): PostalAddress {
  return withOptional({
    ...splitAddressLines(address.addressLines),
    locality: address.cityTown,
    county: address.county,
    region: address.stateProvince,
    postalCode: address.postalCode,
    countryCode: countryOfRegion(address.stateProvince),
  })
}

export function toServiceAddress(address: PostalAddress): ServiceAddress {
  return withOptional({
    addressLines: joinAddressLines(address.street, address.unit),
    cityTown: address.locality,
    stateProvince: address.region,
    postalCode: address.postalCode,
    countryCode: countryOfRegion(address.region),
    county: address.county,
  })
}

export function toUiAddress(entry: ServiceAddressEntry): UiAddress {
  return withOptional({
    ...toPostalAddress(entry.address),
    id: entry.id,
    isMailingAddress: entry.type === 'home',
    lastModified: entry.modified?.value,
  })
}

export function fromUiAddress(address: UiAddress): ServiceAddressEntry {
  const { id, isMailingAddress, lastModified, ...postal } = address
  return withOptional({
    id,
    type: isMailingAddress ? 'home' : 'delivery',
    address: toServiceAddress(postal),
    modified: lastModified === undefined ? undefined : { value: lastModified },
  })
}

const toCoordinates = (location: { lat: number; lng: number } | undefined) =>
  location === undefined ? undefined : { latitude: location.lat, longitude: location.lng }

export function toAddress(entry: ServiceAddressEntry): Address {
  const { street, unit } = splitAddressLines(entry.address.addressLines)
  return withOptional({
    addressId: entry.id,
    line1: street,
    line2: unit,
    city: entry.address.cityTown,
    stateCode: entry.address.stateProvince,
    zip: entry.address.postalCode,
    countryCode: countryOfRegion(entry.address.stateProvince),
    county: entry.address.county,
    location: toCoordinates(entry.location ?? entry.address.location),
    type: entry.type,
    preferred: entry.preferredAddress ?? false,
    label: entry.label,
    notes: entry.notes,
  })
}

/** The service entry of a saved client address; throws 'address must have id' without one. */
export function toServiceAddressEntry(address: Address): ServiceAddressEntry {
  if (address.addressId === undefined) throw new Error('address must have id')
  return withOptional({
    id: address.addressId,
    type: address.type,
    preferredAddress: address.preferred,
    label: address.label,
    notes: address.notes,
    location:
      address.location === undefined
        ? undefined
        : { lat: address.location.latitude, lng: address.location.longitude },
    address: withOptional({
      addressLines: joinAddressLines(address.line1, address.line2),
      cityTown: address.city,
      stateProvince: address.stateCode,
      postalCode: address.zip,
      countryCode: countryOfRegion(address.stateCode),
      county: address.county,
    }),
  })
}

/** The postal part of a client address (to validate it, or to compare it). */
export function addressToPostal(address: Address): PostalAddress {
  return withOptional({
    street: address.line1,
    unit: present(address.line2),
    locality: address.city,
    county: address.county,
    region: address.stateCode,
    postalCode: address.zip,
    countryCode: countryOfRegion(address.stateCode),
  })
}

/** The profile-service save payload of a client address, stamped with `now` (ISO). */
export function toAddressSavePayload(address: Address, now: Date): AddressSavePayload {
  return withOptional({
    addressId: address.addressId,
    addressLine1: address.line1,
    addressLine2: present(address.line2),
    addressType: address.type,
    preferredAddress: address.preferred,
    dateAddressUpdated: now.toISOString(),
    city: address.city,
    county: address.county,
    stateCode: address.stateCode,
    zip: address.zip,
    countryCode: countryOfRegion(address.stateCode),
    location: address.location,
  })
}

/** The client address a save payload describes (what the service will list afterwards). */
export function fromAddressSavePayload(payload: AddressSavePayload): Address {
  const type = payload.addressType.toLowerCase() as AddressType
  return withOptional({
    addressId: payload.addressId,
    line1: payload.addressLine1,
    line2: present(payload.addressLine2),
    city: payload.city,
    stateCode: payload.stateCode,
    zip: payload.zip,
    countryCode: countryOfRegion(payload.stateCode),
    county: payload.county,
    location: payload.location,
    type,
    preferred: payload.preferredAddress ?? false,
  })
}

/** A client address from the form; a six-character postal code gets its space (account-area.md §5). */
export function addressFromForm(values: AddressFormValues): Address {
  const zip = values.zipCode.trim()
  return withOptional({
    addressId: values.addressId,
    line1: values.addressLine1.trim(),
    line2: present(values.addressLine2?.trim()),
    city: values.city.trim(),
    stateCode: values.state,
    zip: zip.length === 6 ? displayPostalCode(zip) : zip,
    countryCode: countryOfRegion(values.state),
    type: values.isHome ? 'home' : 'delivery',
    preferred: false,
  })
}

/** Form values to edit an address; new addresses get the mailing box checked (shopping-method-selector.md §5). */
export function addressToForm(address: Address | undefined): AddressFormValues {
  if (address === undefined) {
    return { addressLine1: '', city: '', state: '', zipCode: '', isHome: true }
  }
  return withOptional({
    addressId: address.addressId,
    addressLine1: address.line1,
    addressLine2: address.line2,
    city: address.city,
    state: address.stateCode,
    zipCode: address.zip,
    isHome: address.type === 'home',
  })
}

/**
 * Two addresses are equal if their ids match, or if street, unit, locality, region,
 * postal code and country all match (shopping-method-selector.md §5).
 */
export function isSameAddress(
  a: PostalAddress & { id?: string },
  b: PostalAddress & { id?: string },
): boolean {
  if (a.id !== undefined && a.id === b.id) return true
  return (
    a.street === b.street &&
    (present(a.unit) ?? '') === (present(b.unit) ?? '') &&
    a.locality === b.locality &&
    a.region === b.region &&
    a.postalCode === b.postalCode &&
    a.countryCode === b.countryCode
  )
}
