import { describe, expect, it } from 'vitest'
import {
  DATE_FIELD_MAX_LENGTH,
  dateFieldError,
  dateFieldIso,
  longDate,
  selectorDateFieldText,
} from './selector-dates.js'
import { startShoppingLabel } from './selector-options.js'

describe('selector dates: shopping-method-selector.md §5 "Time and dates", §9 "Time formats"', () => {
  it("keeps the field's texts verbatim", () => {
    expect(selectorDateFieldText).toEqual({
      placeholder: 'mm/dd/yyyy',
      title: 'Please enter a date',
      required: 'A valid date input is required.',
      unknown: 'Unknown',
    })
  })
  it("shows the field's date as 'MMMM DD, YYYY', and 'Unknown' for an invalid one (§5, §9)", () => {
    expect(longDate(dateFieldIso('11/02/2026'))).toBe('November 02, 2026')
    expect(longDate(dateFieldIso('02/30/2026'))).toBe('Unknown')
    expect(longDate(dateFieldIso('11/02'))).toBe('Unknown')
    expect(dateFieldIso('11/02/2026x')).toBe('')
  })
  it("formats 'MMMM DD, YYYY' with a two-digit day; 'Unknown' for an invalid date", () => {
    expect(longDate('2026-11-02')).toBe('November 02, 2026')
    expect(longDate('2026-12-24T15:00:00.000Z')).toBe('December 24, 2026')
    expect(longDate('2026-02-31')).toBe('Unknown')
    expect(longDate('not a date')).toBe('Unknown')
    expect(longDate('')).toBe('Unknown')
  })
  it('requires a real mm/dd/yyyy date, at most 10 characters', () => {
    expect(dateFieldError('11/02/2026')).toBeUndefined()
    expect(dateFieldError('')).toBe('A valid date input is required.')
    expect(dateFieldError('02/30/2026')).toBe('A valid date input is required.')
    expect(dateFieldError('13/01/2026')).toBe('A valid date input is required.')
    expect(dateFieldError('1/2/2026')).toBe('A valid date input is required.')
    expect(DATE_FIELD_MAX_LENGTH).toBe(10)
    expect(dateFieldError('11/02/20261')).toBe('A valid date input is required.')
    expect(dateFieldError(`11/02/2026${' '.repeat(1000)}`)).toBe('A valid date input is required.')
  })
})

describe('delivery option button: shopping-method-selector.md §2 "Buttons and labels seen"', () => {
  it("reads 'Shop {banner} Delivery' for the retailer's own delivery, else 'Start Shopping'", () => {
    expect(startShoppingLabel('DELIVERY:KROGER_DELIVERY', 'Greenleaf Grocers')).toBe(
      'Shop Greenleaf Grocers Delivery',
    )
    expect(startShoppingLabel('DELIVERY:ALL_DELIVERY', 'Greenleaf Grocers')).toBe('Start Shopping')
    expect(startShoppingLabel(undefined, 'Greenleaf Grocers')).toBe('Start Shopping')
  })
})
