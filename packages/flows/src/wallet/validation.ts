import {
  BILLING_POSTAL_CODE,
  isCanadianRegion,
  isUsRegion,
  messages,
  WALLET_LIMITS,
} from '@aisle/api'

/** The card and billing forms' messages (wallet-flyout.md §5). */
export const walletFormText = {
  firstNameRequired: 'First Name is a required field.',
  lastNameRequired: 'Last Name is a required field.',
  nameTooLong: 'Maximum length for name fields is 375 characters.',
  firstNameInvalid: 'Please enter a valid first name.',
  lastNameInvalid: 'Please enter a valid last name.',
  addressRequired: 'Address is a required field.',
  addressTooLong: 'Maximum length for address fields is 100 characters.',
  addressInvalid: 'Address has invalid characters.',
  cityRequired: 'City is a required field.',
  cityTooLong: 'Maximum length for city field is 50 characters.',
  cityInvalid: 'City has invalid characters.',
  stateRequired: 'State/Province is a required field.',
  postalCodeRequired: 'Postal Code is a required field.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  billingMissing: 'Please select a billing address.',
  billingInvalid:
    "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
  cardNumberRequired: messages.cardNumberRequired,
  snapNumberLength: messages.snapNumberLength,
  giftNumberLength: messages.giftNumberLength,
  pinRequired: messages.pinRequired,
  pinLength: messages.pinLength,
  monthRequired: 'Expiration Month is a required field.',
  monthInvalid: 'Please enter a valid expiration month.',
  monthFormat: 'Expiration Month needs to be in a 2-digit format. (ex: 06).',
  yearRequired: 'Expiration Year is a required field.',
  yearInvalid: 'Please enter a valid expiration year.',
  dateFormat: messages.expirationDateFormat,
  datePast: messages.expirationDatePast,
} as const

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

/** Letters only (with the spaces, hyphens and apostrophes of real names). */
const namePattern = /^\p{L}+(?:[ '-]\p{L}+)*$/u

/** A first or last name (§5 "Card form: names"). */
export function nameError(value: string, which: 'first' | 'last'): string | undefined {
  if (blank(value)) {
    return which === 'first' ? walletFormText.firstNameRequired : walletFormText.lastNameRequired
  }
  if (value.length > WALLET_LIMITS.name) return walletFormText.nameTooLong
  if (!namePattern.test(value.trim())) {
    return which === 'first' ? walletFormText.firstNameInvalid : walletFormText.lastNameInvalid
  }
  return undefined
}

const addressCharacters = /^[\p{L}\d .'#@%&\\/-]*$/u
const cityCharacters = /^[\p{L}\d \\/-]*$/u

export interface BillingAddressValues {
  street: string
  unit?: string
  city: string
  state: string
  postalCode: string
}

export type BillingAddressErrors = Partial<Record<keyof BillingAddressValues, string>>

/** The billing address form (§5 "Address"). */
export function billingAddressErrors(values: BillingAddressValues): BillingAddressErrors {
  const errors: BillingAddressErrors = {}
  const line = (value: string | undefined, required: boolean) => {
    if (blank(value)) return required ? walletFormText.addressRequired : undefined
    const v = (value ?? '').trim()
    if (v.length > WALLET_LIMITS.addressLine) return walletFormText.addressTooLong
    if (!addressCharacters.test(v)) return walletFormText.addressInvalid
    return undefined
  }
  const street = line(values.street, true)
  if (street) errors.street = street
  const unit = line(values.unit, false)
  if (unit) errors.unit = unit
  if (blank(values.city)) errors.city = walletFormText.cityRequired
  else if (values.city.trim().length > WALLET_LIMITS.city) errors.city = walletFormText.cityTooLong
  else if (!cityCharacters.test(values.city.trim())) errors.city = walletFormText.cityInvalid
  if (blank(values.state)) errors.state = walletFormText.stateRequired
  if (blank(values.postalCode)) errors.postalCode = walletFormText.postalCodeRequired
  else if (!postalCodeFits(values.postalCode.trim(), values.state)) {
    errors.postalCode = walletFormText.postalCodeInvalid
  }
  return errors
}

/** A selected billing address is usable only if every field passes (§5). */
export function billingSelectionError(
  values: BillingAddressValues | undefined,
): string | undefined {
  if (values === undefined) return walletFormText.billingMissing
  return Object.keys(billingAddressErrors(values)).length > 0
    ? walletFormText.billingInvalid
    : undefined
}

/**
 * The postal code of the chosen state's country: a US state takes 5 or 5+4 digits
 * (§5), a Canadian province A1A 1A1 (the provinces are offered, §3 "Regions", so their
 * codes must pass); with no state yet, either.
 */
function postalCodeFits(code: string, state: string): boolean {
  if (!BILLING_POSTAL_CODE.test(code)) return false
  const canadian = /^[A-Za-z]/.test(code)
  if (isCanadianRegion(state)) return canadian
  if (isUsRegion(state)) return !canadian
  return true
}

/**
 * Keeps postal code input to what a US or Canadian code holds: digits, letters, one dash
 * or space, upper case, at most 10 characters (ZIP+4 with its dash).
 */
export function keepBillingPostalCode(raw: string): string {
  return raw
    .replace(/[^\dA-Za-z -]/g, '')
    .toUpperCase()
    .slice(0, WALLET_LIMITS.postalCodeInput)
}

const digits = (value: string) => value.replace(/\D/g, '')

/** SNAP EBT card number: required, 16 to 19 digits (§5). */
export function snapCardNumberError(value: string): string | undefined {
  const d = digits(value)
  if (d === '') return walletFormText.cardNumberRequired
  if (d.length < WALLET_LIMITS.snapCardMin || d.length > WALLET_LIMITS.snapCardMax) {
    return walletFormText.snapNumberLength
  }
  return undefined
}

/** Gift card number: required, exactly 19 digits after stripping the rest (§5). */
export function giftCardNumberError(value: string): string | undefined {
  const d = digits(value)
  if (d === '') return walletFormText.cardNumberRequired
  return d.length === WALLET_LIMITS.giftCardDigits ? undefined : walletFormText.giftNumberLength
}

/** The gift card number as typed: dashes after 10, 13 and 16 digits, at most 22 characters (§5). */
export function formatGiftCardNumber(value: string): string {
  const d = digits(value).slice(0, WALLET_LIMITS.giftCardDigits)
  const parts = [d.slice(0, 10), d.slice(10, 13), d.slice(13, 16), d.slice(16)]
  return parts.filter((part) => part !== '').join('-')
}

/** PIN: required, exactly 4 digits (§5). */
export function pinError(value: string): string | undefined {
  if (value === '') return walletFormText.pinRequired
  return /^\d{4}$/.test(value) ? undefined : walletFormText.pinLength
}

/** The expiration years offered: the current year through 14 years ahead (§5, §9). */
export function expirationYears(now: Date): number[] {
  const first = now.getFullYear()
  return Array.from({ length: 15 }, (_, i) => first + i)
}

/** The expiration month and year of the edit form, against `now` (§5 "Edit card expiration"). */
export function expirationErrors(
  month: string,
  year: string,
  now: Date,
): { month?: string; year?: string; date?: string } {
  const errors: { month?: string; year?: string; date?: string } = {}
  if (month === '') errors.month = walletFormText.monthRequired
  else if (!/^\d+$/.test(month) || Number(month) < 1 || Number(month) > 12) {
    errors.month = walletFormText.monthInvalid
  } else if (month.length !== 2) errors.month = walletFormText.monthFormat
  if (year === '') errors.year = walletFormText.yearRequired
  else if (!/^\d{4}$/.test(year)) errors.year = walletFormText.yearInvalid
  if (errors.month === undefined && errors.year === undefined) {
    const endOfMonth = new Date(Number(year), Number(month), 1)
    if (endOfMonth.getTime() <= now.getTime()) errors.date = walletFormText.datePast
  } else if (month !== '' && year !== '' && !/^\d+$/.test(month + year)) {
    errors.date = walletFormText.dateFormat
  }
  return errors
}

/**
 * 'Make this my preferred card' forces 'Save this card' on; unchecking save clears
 * preferred (§5 "Other rules").
 */
export function saveAndPreferred(
  current: { save: boolean; preferred: boolean },
  change: { save?: boolean; preferred?: boolean },
): { save: boolean; preferred: boolean } {
  if (change.preferred === true) return { save: true, preferred: true }
  if (change.save === false) return { save: false, preferred: false }
  return { save: change.save ?? current.save, preferred: change.preferred ?? current.preferred }
}
