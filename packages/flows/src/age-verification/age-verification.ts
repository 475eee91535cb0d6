/**
 * Age verification for orders with age-restricted items (account-area.md §2 "Modals",
 * §4 "Age verification", §5 "Age verification"; checkout.md §2: minimum age 21 unless
 * the items give another).
 */

export const ageVerificationText = {
  title: 'Age Verification Required',
  dateOfBirthLabel: 'Date of Birth',
  dateOfBirthPlaceholder: 'mm/dd/yyyy',
  continue: 'Continue',
  backToCart: 'Back to Cart',
  invalidDate: 'Please enter a valid date.',
  agreementRequired: 'Please agree to the Terms & Conditions.',
  termsTitle: 'Terms & Conditions',
  /**
   * The agreement's label and the link to the terms: the spec names the agreement and its
   * message, not these words (account-area.md §5), so they are ours.
   */
  agreementLabel: 'I confirm my date of birth and agree to the Terms & Conditions.',
  viewTerms: 'View Terms & Conditions',
  closeTerms: 'Close',
  /** The terms for age-restricted products (account-area.md §2 "Modals"); the wording is ours. */
  termsBody: [
    'Some items in your order may only be sold to customers who meet the minimum legal age.',
    'By continuing you confirm that the date of birth you entered is your own and true.',
    'A valid photo ID showing your date of birth is checked at delivery or pickup. If no one of the minimum age can show one, the age-restricted items are removed from the order and refunded.',
  ],
} as const

/** The minimum age when the order's items give none (checkout.md §2). */
export const DEFAULT_MINIMUM_AGE = 21

/**
 * The minimum age an order asks for: the highest minimum among its age-restricted items,
 * each item giving its own (18, say) or the default 21 when it gives none (checkout.md §2
 * "Modals on scheduling", §5). An order with no age-restricted item asks for the default.
 */
export function minimumAgeOf(
  items: readonly { ageRestricted?: boolean | undefined; minimumAge?: number | undefined }[],
): number {
  const restricted = items.filter((item) => item.ageRestricted === true)
  if (restricted.length === 0) return DEFAULT_MINIMUM_AGE
  return Math.max(...restricted.map((item) => item.minimumAge ?? DEFAULT_MINIMUM_AGE))
}

/** The earliest date of birth accepted (account-area.md §5 and §9). */
export const MINIMUM_BIRTH_DATE = { year: 1900, month: 1, day: 1 } as const

/** 'Items in your order require a minimum age of {n}.' (account-area.md §5). */
export function minimumAgeMessage(minimumAge: number): string {
  return `Items in your order require a minimum age of ${minimumAge}.`
}

export interface CalendarDate {
  year: number
  month: number
  day: number
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A real calendar date from 'mm/dd/yyyy' (leap years included), else `null`. */
export function parseDateOfBirth(input: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim())
  if (match === null) return null
  const month = Number(match[1])
  const day = Number(match[2])
  const year = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

const compare = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day

/** Whole years between a date of birth and `today` (a birthday counts on its day). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day)
  return hadBirthday ? years : years - 1
}

/** The calendar date of `now` in the shopper's own time zone. */
export function calendarDateOf(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

/** The date as the checkout sends it (`ageVerificationBirthDate`, ISO calendar date). */
export function isoCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`
}

export interface AgeVerificationValues {
  dateOfBirth: string
  agreed: boolean
}

export interface AgeVerificationErrors {
  dateOfBirth?: string
  agreed?: string
}

/**
 * The form's errors: a valid date not before 1900-01-01 and not in the future, old
 * enough for the order's minimum age, and the agreement ticked (account-area.md §5).
 */
export function validateAgeVerification(
  values: AgeVerificationValues,
  { minimumAge = DEFAULT_MINIMUM_AGE, today }: { minimumAge?: number; today: CalendarDate },
): AgeVerificationErrors {
  const errors: AgeVerificationErrors = {}
  const birth = parseDateOfBirth(values.dateOfBirth)
  if (birth === null || compare(birth, MINIMUM_BIRTH_DATE) < 0 || compare(birth, today) > 0) {
    errors.dateOfBirth = ageVerificationText.invalidDate
  } else if (ageOn(birth, today) < minimumAge) {
    errors.dateOfBirth = minimumAgeMessage(minimumAge)
  }
  if (!values.agreed) errors.agreed = ageVerificationText.agreementRequired
  return errors
}
