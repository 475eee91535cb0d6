import { describe, expect, it } from 'vitest'
import { cardExpiryDate, maskedCardNumber } from './card-number.js'

// wallet-flyout.md §2, Card list: "masked number (bullets plus last four), 'Exp. MM/YY'".
describe('maskedCardNumber', () => {
  it('shows four bullets and the last four digits', () => {
    expect(maskedCardNumber('1234')).toBe('•••• 1234')
    expect(maskedCardNumber('0007')).toBe('•••• 0007')
  })

  it('rejects anything but four digits', () => {
    for (const bad of ['', '123', '12345', '12a4', ' 1234']) {
      expect(() => maskedCardNumber(bad)).toThrow(RangeError)
    }
  })
})

describe('cardExpiryDate', () => {
  it('formats a two-digit month and a four-digit year as MM/YY', () => {
    expect(cardExpiryDate('04', '2027')).toBe('04/27')
    expect(cardExpiryDate('12', '2030')).toBe('12/30')
  })

  it('pads a one-digit month and accepts numbers and two-digit years', () => {
    expect(cardExpiryDate(4, 2027)).toBe('04/27')
    expect(cardExpiryDate('9', '31')).toBe('09/31')
  })

  // wallet-flyout.md §3, Card: "EBT and gift cards have empty expiration fields."
  it('returns null when the card has no expiry', () => {
    expect(cardExpiryDate('', '')).toBeNull()
    expect(cardExpiryDate(undefined, null)).toBeNull()
  })

  it('rejects an impossible month or a malformed year', () => {
    expect(() => cardExpiryDate('13', '2027')).toThrow(RangeError)
    expect(() => cardExpiryDate('0', '2027')).toThrow(RangeError)
    expect(() => cardExpiryDate('04', '')).toThrow(RangeError)
    expect(() => cardExpiryDate('04', '202')).toThrow(RangeError)
    expect(() => cardExpiryDate('', '2027')).toThrow(RangeError)
  })
})
