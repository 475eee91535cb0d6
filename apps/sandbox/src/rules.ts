/**
 * Where the real services decide, the sandbox decides deterministically, so every
 * branch of the specs can be reached by typing a particular address, ZIP or PIN.
 * The README's "Deterministic rules" table lists the same rules.
 */
import type { CheckoutModalityType, ServiceAddress } from '@aisle/api'

// ---------------------------------------------------------------------------
// Address validation (shopping-method-selector.md §4 "Address validation", §8;
// account-area.md §4, §8)
// ---------------------------------------------------------------------------

export type AddressVerdict =
  | { kind: 'verified' }
  | { kind: 'corrected'; suggestion: ServiceAddress }
  | { kind: 'unverified' }
  | { kind: 'error'; status: number; code: string; reason: string }

/** Postal code 00000: the service cannot find the address (account-area.md §8 ADDRESS_NOT_FOUND). */
export const ADDRESS_NOT_FOUND_ZIP = '00000'
/** Postal code 00400: a constraint violation (account-area.md §8 CONSTRAINT_VIOLATION_EXCEPTION). */
export const CONSTRAINT_VIOLATION_ZIP = '00400'

/** The house number that starts the street line, or undefined. */
export function streetNumberOf(address: Pick<ServiceAddress, 'addressLines'>): number | undefined {
  const street = address.addressLines.at(-1) ?? ''
  const match = /^\s*(\d+)/.exec(street)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

const STREET_SUFFIXES: Record<string, string> = {
  st: 'Street',
  ave: 'Avenue',
  rd: 'Road',
  dr: 'Drive',
  ln: 'Lane',
  blvd: 'Boulevard',
}

/** The suggestion of a correctable address: suffixes spelled out, ZIP+4 added. */
export function correctedAddress(address: ServiceAddress): ServiceAddress {
  const lines = address.addressLines.map((line) =>
    line.replace(
      /\b([A-Za-z]+)\.?$/,
      (word, bare: string) => STREET_SUFFIXES[bare.toLowerCase()] ?? word,
    ),
  )
  const zip5 = address.postalCode.slice(0, 5)
  const postalCode = /^\d{5}$/.test(zip5) ? `${zip5}-4321` : address.postalCode
  return {
    ...address,
    addressLines: lines,
    postalCode,
    countryCode: address.countryCode.toUpperCase(),
  }
}

/**
 * - ZIP 00000: 400 ADDRESS_NOT_FOUND; ZIP 00400: 400 CONSTRAINT_VIOLATION_EXCEPTION.
 * - No house number, or one of 10000 or more: not verified.
 * - House number 900-999: verified with a corrected suggestion.
 * - Anything else: verified unchanged.
 */
export function addressVerdict(address: ServiceAddress): AddressVerdict {
  const zip5 = address.postalCode.slice(0, 5)
  if (zip5 === ADDRESS_NOT_FOUND_ZIP) {
    return { kind: 'error', status: 400, code: 'ADDRESS_NOT_FOUND', reason: 'address not found' }
  }
  if (zip5 === CONSTRAINT_VIOLATION_ZIP) {
    return {
      kind: 'error',
      status: 400,
      code: 'CONSTRAINT_VIOLATION_EXCEPTION',
      reason: 'constraint violation',
    }
  }
  const number = streetNumberOf(address)
  if (number === undefined || number >= 10_000) return { kind: 'unverified' }
  if (number >= 900 && number <= 999) {
    return { kind: 'corrected', suggestion: correctedAddress(address) }
  }
  return { kind: 'verified' }
}

/** A deterministic position for a postal code, so distances and pins are stable. */
export function locationOfPostalCode(postalCode: string): { lat: number; lng: number } {
  const digits = Number(postalCode.replace(/\D/g, '').slice(0, 5) || '0')
  return {
    lat: Math.round((39 + (digits % 100) / 100) * 1e4) / 1e4,
    lng: Math.round((-84 - (Math.floor(digits / 100) % 100) / 100) * 1e4) / 1e4,
  }
}

// ---------------------------------------------------------------------------
// Stores and modalities (shopping-method-selector.md §4, §8)
// ---------------------------------------------------------------------------

/** ZIP codes 99990-99999 have no stores: 400 NO_STORES_FOUND (shopping-method-selector.md §8). */
export function hasNoStores(postalCode: string): boolean {
  return /^9999\d/.test(postalCode.trim())
}

/** Postal codes that are not a US or Canadian code: 404, an invalid postal code (§8). */
export function isUnknownPostalCode(postalCode: string): boolean {
  const code = postalCode.trim()
  return !/^\d{5}(?:[-/]?\d{4})?$/.test(code) && !/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(code)
}

// ---------------------------------------------------------------------------
// Wallet (wallet-flyout.md §8)
// ---------------------------------------------------------------------------

/**
 * The sandbox card-entry frame "encrypts" a PIN as `sandbox-pin:<4 digits>`; any
 * other token is read by its last four digits. PINs 55xx answer 402 code 55
 * (invalid PIN), 75xx answer 402 code 75 (locked); others succeed.
 */
export function snapPinOutcome(encryptedPin: string): 'ok' | '55' | '75' {
  const pin = encryptedPin.replace(/\D/g, '').slice(-4)
  if (pin.startsWith('55')) return '55'
  if (pin.startsWith('75')) return '75'
  return 'ok'
}

/** The SNAP balance every successful inquiry reports (dollars). */
export const SNAP_BALANCE = 142.37

/** A gift card whose number ends in 0000 has no balance: adding it answers 402 GIFT_CARD_ZERO_BALANCE. */
export function isZeroBalanceGiftCard(pan: string): boolean {
  return pan.endsWith('0000')
}

/** Balance of a newly added gift card: its last four digits read as cents, at most $100. */
export function giftCardStartingBalance(pan: string): number {
  return Math.min(100, Number(pan.slice(-4)) / 100)
}

// ---------------------------------------------------------------------------
// Reservations (checkout.md §3 "Promise (reservation)", §4 "Scheduling flow")
// ---------------------------------------------------------------------------

/** A reserved time slot is held this long. */
export const SLOT_HOLD_MINUTES = 30
/** A promise (reservation) expires this long after it is created or updated. */
export const PROMISE_LIFETIME_MINUTES = 60

export function minutesAfter(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString()
}

/** A card's expiry: the end of its month, compared with `now`. */
export function isCardExpired(
  month: string | undefined,
  year: string | undefined,
  now: Date,
): boolean {
  if (!month || !year) return false
  const endOfMonth = Date.UTC(Number(year), Number(month), 1)
  return endOfMonth <= now.getTime()
}

/**
 * The fulfilment types a card brand is not accepted for (ours: wallet-flyout.md §2 shows
 * '{brand} is not accepted for {fulfillment type} at this time.' but names no rule). The
 * sandbox refuses Diners Club and JCB cards for Delivery; every other brand goes anywhere.
 */
export const FULFILLMENT_TYPES_REFUSED_BY_BRAND: Readonly<
  Record<string, readonly CheckoutModalityType[]>
> = { DINERS: ['Delivery'], JCB: ['Delivery'] }

export const fulfillmentTypesRefusing = (brand: string): CheckoutModalityType[] => [
  ...(FULFILLMENT_TYPES_REFUSED_BY_BRAND[brand] ?? []),
]
