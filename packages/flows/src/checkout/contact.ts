import { CHECKOUT_LIMITS, fromServicePhone } from '@aisle/api'

/** checkout.md §5 "Contact" and "Order submit". */
export const contactText = {
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  phoneLabel: 'Phone',
  smsOptIn: 'Send me text message updates about my order',
  smsOptInHelp: 'Text messages from short code 53744. Reply STOP to cancel, HELP for help.',
  required: (field: 'Phone' | 'Last Name' | 'First Name' | 'Tip' | 'Input field') =>
    `${field} is a required field`,
  phoneRequiredOnSubmit: 'Phone number is required',
  firstNameRequiredOnSubmit: 'First name is required',
  lastNameRequiredOnSubmit: 'Last name is required',
  nameTooLong: (label: string) => `${label} must be 40 characters or fewer`,
  nameInvalid: (label: string) => `Please enter a valid ${label.toLowerCase()}`,
  phoneInvalid: 'Please enter a 10-digit phone number',
} as const

export interface ContactValues {
  firstName: string
  lastName: string
  phone: string
  smsOptin: boolean
}

export type ContactErrors = Partial<Record<'firstName' | 'lastName' | 'phone', string>>

/** Letters with the spaces, hyphens, apostrophes and periods of real names. */
const namePattern = /^\p{L}+(?:[ '.-]{1,2}\p{L}+)*\.?$/u

function nameError(value: string, label: 'First Name' | 'Last Name'): string | undefined {
  const v = value.trim()
  if (v === '') return contactText.required(label)
  if (v.length > CHECKOUT_LIMITS.name) return contactText.nameTooLong(label)
  if (!namePattern.test(v)) return contactText.nameInvalid(label)
  return undefined
}

/**
 * The phone as the form keeps it: 10 digits; 11 digits with a leading 1 have it
 * stripped (checkout.md §5).
 */
export function contactPhoneDigits(input: string): string {
  return fromServicePhone(input).slice(0, 10)
}

export function isValidContactPhone(input: string): boolean {
  return /^\d{10}$/.test(fromServicePhone(input))
}

/** The contact drawer's errors (checkout.md §5 "Contact"). */
export function contactErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  const first = nameError(values.firstName, 'First Name')
  if (first) errors.firstName = first
  const last = nameError(values.lastName, 'Last Name')
  if (last) errors.lastName = last
  if (values.phone.trim() === '') errors.phone = contactText.required('Phone')
  else if (!isValidContactPhone(values.phone)) errors.phone = contactText.phoneInvalid
  return errors
}

/** The SMS opt-in is disabled unless the phone is valid (checkout.md §5). */
export function smsOptInEnabled(phone: string): boolean {
  return isValidContactPhone(phone)
}

/** The contact drawer opens by itself when a name is missing (checkout.md §4). */
export function contactDrawerOpensByItself(contact: {
  firstName?: string
  lastName?: string
}): boolean {
  return !contact.firstName?.trim() || !contact.lastName?.trim()
}

/** What placing the order needs from the contact (checkout.md §5 "Order submit requires"). */
export function orderSubmitContactErrors(contact: {
  firstName?: string
  lastName?: string
  phone?: string
}): string[] {
  const errors: string[] = []
  if (!contact.phone?.trim()) errors.push(contactText.phoneRequiredOnSubmit)
  if (!contact.firstName?.trim()) errors.push(contactText.firstNameRequiredOnSubmit)
  if (!contact.lastName?.trim()) errors.push(contactText.lastNameRequiredOnSubmit)
  return errors
}

/** The phone as the page shows it: ddd-ddd-dddd (checkout.md §5 "display form"). */
export function contactPhoneDisplay(phone: string | undefined): string {
  const digits = contactPhoneDigits(phone ?? '')
  if (digits.length !== 10) return digits
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** The input mask of the phone field: (###) ###-#### (checkout.md §5). */
export const CONTACT_PHONE_MASK = '(###) ###-####'

/**
 * The country code a phone typed or pasted as 11 digits starts with: dropped, so that
 * '1 513 555 0199' is kept as (513) 555-0199 (checkout.md §5).
 */
export const CONTACT_PHONE_COUNTRY_CODE = '1'
