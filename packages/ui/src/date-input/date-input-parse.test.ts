import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMasked } from '../masked-input/masked-input-format.js'
import {
  DATE_INPUT_MASK,
  daysInMonth,
  formatDateInput,
  parseDateInput,
} from './date-input-parse.js'

describe('parseDateInput', () => {
  it('reads a complete mm/dd/yyyy date', () => {
    expect(parseDateInput('07/04/2026')).toEqual({ year: 2026, month: 7, day: 4 })
    expect(parseDateInput('12/31/1999')).toEqual({ year: 1999, month: 12, day: 31 })
  })

  it('knows leap years', () => {
    expect(parseDateInput('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseDateInput('02/29/2026')).toBeNull()
    expect(parseDateInput('02/29/1900')).toBeNull()
    expect(parseDateInput('02/29/2000')).toEqual({ year: 2000, month: 2, day: 29 })
  })

  it('rejects incomplete and impossible dates', () => {
    for (const text of ['', '07/04', '07/04/26', '13/01/2026', '00/10/2026', '04/31/2026']) {
      expect(parseDateInput(text)).toBeNull()
    }
    expect(parseDateInput('01/00/2026')).toBeNull()
    expect(parseDateInput('01/01/0000')).toBeNull()
    expect(parseDateInput('1/1/2026')).toBeNull()
  })

  it('property: a real date survives format then parse', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const value = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
          }
          expect(parseDateInput(formatDateInput(value))).toEqual(value)
        },
      ),
    )
  })

  it('property: any typed digits give null or an in-range date', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}$/), (typed) => {
        const parsed = parseDateInput(formatMasked(typed, DATE_INPUT_MASK))
        if (parsed === null) return
        expect(parsed.month).toBeGreaterThanOrEqual(1)
        expect(parsed.month).toBeLessThanOrEqual(12)
        expect(parsed.day).toBeGreaterThanOrEqual(1)
        expect(parsed.day).toBeLessThanOrEqual(daysInMonth(parsed.year, parsed.month))
      }),
    )
  })
})
