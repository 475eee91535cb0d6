import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatPhoneDisplay,
  formatPhoneField,
  fromServicePhone,
  nationalDigits,
  toServicePhone,
} from './phone.js'

describe('phone numbers (account-area.md §5 "Phone numbers", checkout.md §5 "Contact")', () => {
  it('keeps the last 10 digits and sends them with +1', () => {
    expect(toServicePhone('(513) 555-0100')).toBe('+15135550100')
    expect(toServicePhone('1-513-555-0100')).toBe('+15135550100')
    expect(toServicePhone('+1 513 555 0100')).toBe('+15135550100')
    expect(toServicePhone('555-0100')).toBeUndefined()
    expect(nationalDigits('001 513 555 0100')).toBe('5135550100')
  })
  it('strips the leading 1 of an 11-digit number (checkout.md §5)', () => {
    expect(fromServicePhone('+15135550100')).toBe('5135550100')
    expect(fromServicePhone('15135550100')).toBe('5135550100')
    expect(fromServicePhone('5135550100')).toBe('5135550100')
  })
  it('shows (###) ###-#### in the field and ddd-ddd-dddd as text (checkout.md §5)', () => {
    expect(formatPhoneField('5135550100')).toBe('(513) 555-0100')
    expect(formatPhoneDisplay('+15135550100')).toBe('513-555-0100')
  })
  it('property: client → service → client keeps the 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const sent = toServicePhone(formatPhoneField(digits))
        expect(sent).toBe(`+1${digits}`)
        expect(fromServicePhone(sent ?? '')).toBe(digits)
      }),
    )
  })
})
