import { MONTH_NAMES } from '../calendar-names.js'

/**
 * The date field of the selector's shared pieces (shopping-method-selector.md §5 "Time
 * and dates") and its date format (§9 "Time formats": 'MMMM DD, YYYY').
 */
export const selectorDateFieldText = {
  placeholder: 'mm/dd/yyyy',
  title: 'Please enter a date',
  required: 'A valid date input is required.',
  unknown: 'Unknown',
} as const

const pad = (n: number) => String(n).padStart(2, '0')

/** A real calendar day: no 31 February, years from 1900 (the age check's minimum) to 9999. */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined
}

/** The day of 'YYYY-MM-DD' (an ISO date-time's day as written), or undefined. */
function dayOfIso(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value.trim())
  if (!match) return undefined
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** 'MMMM DD, YYYY' (§9): 'November 02, 2026'; 'Unknown' for an invalid date (§5). */
export function longDate(value: string): string {
  const date = dayOfIso(value)
  if (date === undefined) return selectorDateFieldText.unknown
  return `${MONTH_NAMES[date.getUTCMonth()]} ${pad(date.getUTCDate())}, ${date.getUTCFullYear()}`
}

/** The field's longest input: 'mm/dd/yyyy'. */
export const DATE_FIELD_MAX_LENGTH = 10

/**
 * The date field's message (§5): empty or not a real 'mm/dd/yyyy' date is 'A valid date
 * input is required.'; undefined when valid. Input beyond 10 characters is invalid.
 */
export function dateFieldError(input: string): string | undefined {
  if (input.length > DATE_FIELD_MAX_LENGTH) return selectorDateFieldText.required
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input)
  if (!match) return selectorDateFieldText.required
  const date = calendarDate(Number(match[3]), Number(match[1]), Number(match[2]))
  return date === undefined ? selectorDateFieldText.required : undefined
}

/**
 * The field's 'mm/dd/yyyy' as 'YYYY-MM-DD', to be shown with `longDate`; '' when the text
 * is not in that form (`longDate('')` is 'Unknown').
 */
export function dateFieldIso(input: string): string {
  if (input.length > DATE_FIELD_MAX_LENGTH) return ''
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input)
  return match ? `${match[3]}-${match[1]}-${match[2]}` : ''
}
