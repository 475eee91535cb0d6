import type { CheckoutUpdateKind, CheckoutUpdateRequest, Contact } from './checkout.js'
import { fromServicePhone, toServicePhone } from './phone.js'

// The checkout's limits and mappers without its schemas (see helpers.test.ts).

/** Limits of checkout.md §5 and §9. */
export const CHECKOUT_LIMITS = {
  name: 40,
  promoCode: 128,
  instructions: 128,
  flashSalePerItem: 10,
  storeId: 8,
  /** Units of one line (ours, as the basket's; the spec gives none beyond flash sales). */
  lineQuantity: 999,
  /** The most a shopper can tip: the checkout's gratuity.maxAmount (ours). */
  tip: 50,
  /** A store's name on the checkout (ours: the spec gives none; the seeded names are ~30). */
  storeName: 100,
  /** Selections of a promise the checkout holds (ours: one per vendor of an order). */
  promiseSelections: 10,
} as const

/** Which of the spec's PUT calls a body is. */
export function checkoutUpdateKindOf(body: CheckoutUpdateRequest): CheckoutUpdateKind {
  if ('type' in body) return body.type === 'ACTIVATE' ? 'activate' : 'modify'
  if ('priceAdjustment' in body) return 'promo'
  if ('paymentDetails' in body) return 'tip'
  if ('fulfillment' in body) return 'fulfillment'
  if ('lineItems' in body) return 'lineItems'
  return 'payments'
}

/**
 * divisionNumber and storeNumber of an 8-character store id: the first 3 characters
 * and the remaining 5 (checkout.md §3 "Checkout request", §9).
 */
export function storeIdParts(storeId: string): { divisionNumber: string; storeNumber: string } {
  if (storeId.length !== CHECKOUT_LIMITS.storeId) {
    throw new RangeError(`A store id has ${CHECKOUT_LIMITS.storeId} characters: "${storeId}"`)
  }
  return { divisionNumber: storeId.slice(0, 3), storeNumber: storeId.slice(3) }
}

/** Contact form (checkout.md §3): the phone as 10 digits. */
export interface ContactForm {
  firstName: string
  lastName: string
  phone: string
  smsOptin: boolean
  dateOfBirth?: string
}

/** The contact the checkout receives: the phone with +1 (checkout.md §5). */
export function toServiceContact(form: ContactForm): Contact {
  const phone = toServicePhone(form.phone)
  if (phone === undefined) throw new RangeError('A contact phone has 10 digits')
  const contact: Contact = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone,
    smsOptin: form.smsOptin,
  }
  if (form.dateOfBirth !== undefined) contact.dateOfBirth = form.dateOfBirth
  return contact
}

export function toContactForm(contact: Contact): ContactForm {
  const form: ContactForm = {
    firstName: contact.firstName,
    lastName: contact.lastName,
    phone: fromServicePhone(contact.phone),
    smsOptin: contact.smsOptin ?? false,
  }
  if (contact.dateOfBirth !== undefined) form.dateOfBirth = contact.dateOfBirth
  return form
}
