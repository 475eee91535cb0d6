import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencyText, formatCurrencyFixed, parseCurrencyInput } from './currency-input-format.js'

const amountText = /^(?:0|[1-9]\d*)?(?:\.\d{0,2})?$/

describe('parseCurrencyInput', () => {
  it('keeps digits and one dot, at most two decimals', () => {
    expect(parseCurrencyInput('12.345')).toEqual({ text: '12.34', value: 12.34, clamped: false })
    expect(parseCurrencyInput('1.2.3')).toEqual({ text: '1.23', value: 1.23, clamped: false })
    expect(parseCurrencyInput('$1,250')).toEqual({ text: '1250', value: 1250, clamped: false })
    expect(parseCurrencyInput('abc')).toEqual({ text: '', value: null, clamped: false })
  })

  it('normalises leading zeros and a bare dot', () => {
    expect(parseCurrencyInput('007').text).toBe('7')
    expect(parseCurrencyInput('0').text).toBe('0')
    expect(parseCurrencyInput('00.5').text).toBe('0.5')
    expect(parseCurrencyInput('.5')).toEqual({ text: '0.5', value: 0.5, clamped: false })
    expect(parseCurrencyInput('12.')).toEqual({ text: '12.', value: 12, clamped: false })
  })

  it('caps the amount at max and says so', () => {
    expect(parseCurrencyInput('150', { max: 100 })).toEqual({
      text: '100',
      value: 100,
      clamped: true,
    })
    expect(parseCurrencyInput('99.99', { max: 99.5 })).toEqual({
      text: '99.5',
      value: 99.5,
      clamped: true,
    })
    expect(parseCurrencyInput('100', { max: 100 }).clamped).toBe(false)
  })

  it('with no decimals, drops the dot and what follows', () => {
    expect(parseCurrencyInput('12.5', { decimals: 0 }).text).toBe('12')
  })

  it('property: any input gives a clean amount whose number matches its text', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const { text, value } = parseCurrencyInput(input)
        expect(text).toMatch(amountText)
        expect(value).toBe(text === '' ? null : Number(text))
      }),
    )
  })

  it('property: cleaning is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789..$,a ') }), (input) => {
        const once = parseCurrencyInput(input).text
        expect(parseCurrencyInput(once).text).toBe(once)
      }),
    )
  })

  it('property: with max, the amount never exceeds it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,6}(\.\d{0,4})?$/),
        fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
        (input, max) => {
          const { value, clamped } = parseCurrencyInput(input, { max })
          if (value !== null) expect(value).toBeLessThanOrEqual(max)
          if (clamped) expect(value).toBe(max)
        },
      ),
    )
  })
})

describe('currencyText and formatCurrencyFixed', () => {
  it('write amounts short while typing and with cents once settled', () => {
    expect(currencyText(100)).toBe('100')
    expect(currencyText(12.5)).toBe('12.5')
    expect(currencyText(0.1 + 0.2)).toBe('0.3')
    expect(formatCurrencyFixed('12.5')).toBe('12.50')
    expect(formatCurrencyFixed('12.')).toBe('12.00')
    expect(formatCurrencyFixed('')).toBe('')
  })
})
