/** A calendar date as typed, with no time zone: month and day count from 1. */
export interface DateInputDate {
  year: number
  month: number
  day: number
}

/** The mask of a US date: month, day, four-digit year. */
export const DATE_INPUT_MASK = '##/##/####'

/** Days in a month of a year (month from 1), leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return leap ? 29 : 28
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Reads a complete `mm/dd/yyyy` text as a real calendar date; anything else
 * (incomplete, month 13, February 30, year 0000) is `null`.
 */
export function parseDateInput(text: string): DateInputDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  if (!match) return null
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1) return null
  return day > daysInMonth(year, month) ? null : { year, month, day }
}

/** Writes a date as `mm/dd/yyyy`. */
export function formatDateInput({ year, month, day }: DateInputDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`
}
