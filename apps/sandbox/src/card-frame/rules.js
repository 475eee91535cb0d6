// The card-entry frame's checks, in plain JavaScript with no imports: the frame's page
// loads this very file (/card-entry/rules.js) for its client-side checks, and the
// frame's server runs it again on submit, so both always give the same answer.
// Types: rules.d.ts. Codes: wallet-flyout.md §4 and §5 (the card processor's codes).

/** The response codes the frame answers with. */
export const RESPONSE_CODES = Object.freeze({
  accepted: '870',
  numberInvalid: '871',
  numberTooShort: '872',
  numberTooLong: '873',
  numberNotNumeric: '874',
  numberUnknownBrand: '876',
  cvvNotNumeric: '881',
  cvvTooShort: '882',
  cvvTooLong: '883',
  expiryInvalid: '889',
  pinInvalid: '893',
})

/** What the frame takes: a bank card, a SNAP EBT card, a gift card, a SNAP EBT PIN. */
export const ENTRY_TYPES = Object.freeze(['card', 'ebt', 'gift', 'pin', 'edit'])

/** Expiration years offered: the current year through 14 years ahead (wallet-flyout.md §9). */
export const EXPIRATION_YEARS = 15

/**
 * Card-number lengths: bank cards 13-19 digits, SNAP EBT cards 16-19, gift cards exactly
 * 19 (wallet-flyout.md §5).
 */
const NUMBER_LENGTH = Object.freeze({ card: [13, 19], ebt: [16, 19], gift: [19, 19] })

/** The entry type a query or body names; a bank card when it names none we know. */
export function entryTypeOf(text) {
  return ENTRY_TYPES.includes(text) ? text : 'card'
}

/** A gift-card number as the shopper reads it: dashes after 10, 13 and 16 digits (§5). */
export function formatGiftCardNumber(text) {
  const digits = String(text).replace(/\D/g, '').slice(0, 19)
  return [digits.slice(0, 10), digits.slice(10, 13), digits.slice(13, 16), digits.slice(16)]
    .filter((part) => part !== '')
    .join('-')
}

/** The card number as typed, without the spaces and dashes people type. */
export function cardDigitsOf(text) {
  return String(text).replace(/[\s-]/g, '')
}

/** The mod-10 (Luhn) check every card number passes. */
export function passesLuhn(digits) {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

const inRange = (digits, length, low, high) => {
  const head = Number(digits.slice(0, length))
  return digits.length >= length && head >= low && head <= high
}

/** The brand by its first digits (wallet-flyout.md §3 "Brand detection patterns"), or 'NONE'. */
export function brandOf(digits) {
  if (digits.startsWith('4')) return 'VISA'
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'MASTERCARD'
  if (inRange(digits, 2, 34, 34) || inRange(digits, 2, 37, 37)) return 'AMEX'
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    inRange(digits, 3, 644, 649) ||
    inRange(digits, 6, 622126, 622925)
  ) {
    return 'DISCOVER'
  }
  if (
    inRange(digits, 3, 300, 305) ||
    digits.startsWith('36') ||
    digits.startsWith('38') ||
    digits.startsWith('3095')
  ) {
    return 'DINERS'
  }
  if (inRange(digits, 4, 3528, 3589)) return 'JCB'
  if (digits.startsWith('62') || digits.startsWith('81')) return 'UNIONPAY'
  return 'NONE'
}

/**
 * MM/YY, read as the month and the 20YY year, or undefined when malformed. A card is
 * good through the end of its expiry month (checked in UTC).
 */
export function expiryOf(text) {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(String(text))
  if (!match) return undefined
  return { month: match[1], year: `20${match[2]}` }
}

/** A month (01-12) and a 20YY year from the frame's lists, or undefined. */
export function expiryOfParts(month, year) {
  const m = String(month ?? '')
  const y = String(year ?? '')
  if (!/^(0[1-9]|1[0-2])$/.test(m) || !/^20\d{2}$/.test(y)) return undefined
  return { month: m, year: y }
}

function isPast(expiry, today) {
  const year = today.getUTCFullYear()
  const month = today.getUTCMonth() + 1
  return (
    Number(expiry.year) < year || (Number(expiry.year) === year && Number(expiry.month) < month)
  )
}

/**
 * An edit of a saved card (wallet-flyout.md §2 "Edit card form"): the expiration month
 * and year from the secure pick lists, and the CVV, which may be left empty (the card's
 * number is not typed again). Answers the expiry as MM/YY.
 */
function checkEdit(input, today) {
  const month = String(input.expMonth ?? '')
  const year = String(input.expYear ?? '')
  if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^20\d{2}$/.test(year)) {
    return { responseCode: RESPONSE_CODES.expiryInvalid, field: 'expMonth', reason: 'format' }
  }
  if (isPast({ month, year }, today)) {
    return { responseCode: RESPONSE_CODES.expiryInvalid, field: 'expMonth', reason: 'past' }
  }
  const cvv = String(input.cvv ?? '').trim()
  if (cvv !== '') {
    if (!/^\d*$/.test(cvv)) return { responseCode: RESPONSE_CODES.cvvNotNumeric, field: 'cvv' }
    if (cvv.length < 3) return { responseCode: RESPONSE_CODES.cvvTooShort, field: 'cvv' }
    if (cvv.length > 4) return { responseCode: RESPONSE_CODES.cvvTooLong, field: 'cvv' }
  }
  return {
    responseCode: RESPONSE_CODES.accepted,
    type: 'edit',
    expiry: `${month}/${year.slice(2)}`,
  }
}

function checkNumber(type, digits) {
  const [min, max] = NUMBER_LENGTH[type]
  if (!/^\d*$/.test(digits)) return RESPONSE_CODES.numberNotNumeric
  if (digits.length < min) return RESPONSE_CODES.numberTooShort
  if (digits.length > max) return RESPONSE_CODES.numberTooLong
  // Gift-card numbers carry no check digit.
  if (type !== 'gift' && !passesLuhn(digits)) return RESPONSE_CODES.numberInvalid
  if (type === 'card' && brandOf(digits) === 'NONE') return RESPONSE_CODES.numberUnknownBrand
  return undefined
}

function checkCvv(cvv, brand) {
  const text = String(cvv).trim()
  const length = brand === 'AMEX' ? 4 : 3
  if (!/^\d*$/.test(text)) return RESPONSE_CODES.cvvNotNumeric
  if (text.length < length) return RESPONSE_CODES.cvvTooShort
  if (text.length > length) return RESPONSE_CODES.cvvTooLong
  return undefined
}

/**
 * Checks one entry, in the fields' tab order (wallet-flyout.md §9): card number, expiry,
 * CVV for a bank card; the number for a SNAP EBT card; number, PIN for a gift card; the
 * PIN alone for a SNAP EBT balance check. Returns the first failure as
 * `{ responseCode, field }`, or `{ responseCode: '870', ... }` with what may be kept: the
 * first six and last four digits, the brand and the expiry. Never the number or PIN.
 */
export function checkCardEntry(input, today) {
  const type = entryTypeOf(input.type)
  if (type === 'edit') return checkEdit(input, today)
  const pinOk = /^\d{4}$/.test(String(input.pin ?? ''))
  if (type === 'pin') {
    if (!pinOk) return { responseCode: RESPONSE_CODES.pinInvalid, field: 'pin' }
    return { responseCode: RESPONSE_CODES.accepted, type }
  }
  const digits = cardDigitsOf(input.cardNumber ?? '')
  const numberCode = checkNumber(type, digits)
  if (numberCode) return { responseCode: numberCode, field: 'cardNumber' }
  const kept = { firstSix: digits.slice(0, 6), lastFour: digits.slice(-4) }
  if (type === 'ebt') return { responseCode: RESPONSE_CODES.accepted, type, brand: 'EBT', ...kept }
  if (type === 'gift') {
    if (!pinOk) return { responseCode: RESPONSE_CODES.pinInvalid, field: 'pin' }
    return { responseCode: RESPONSE_CODES.accepted, type, brand: 'NONE', ...kept }
  }
  // The frame's month and year lists (§9 tab order); an MM/YY text from other callers.
  const typed = String(input.expiry ?? '').trim()
  const expiryField = typed === '' ? 'expMonth' : 'expiry'
  const expiry = typed === '' ? expiryOfParts(input.expMonth, input.expYear) : expiryOf(typed)
  if (!expiry)
    return { responseCode: RESPONSE_CODES.expiryInvalid, field: expiryField, reason: 'format' }
  if (isPast(expiry, today)) {
    return { responseCode: RESPONSE_CODES.expiryInvalid, field: expiryField, reason: 'past' }
  }
  const brand = brandOf(digits)
  const cvvCode = checkCvv(input.cvv ?? '', brand)
  if (cvvCode) return { responseCode: cvvCode, field: 'cvv' }
  return {
    responseCode: RESPONSE_CODES.accepted,
    type,
    brand,
    ...kept,
    expiry: `${expiry.month}/${expiry.year.slice(2)}`,
  }
}
