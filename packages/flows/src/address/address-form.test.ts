import type { AddressFormValues } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addressFormText,
  isPostalCodeValidFor,
  normalizeAddressForm,
  normalizePostalCode,
  stateOptions,
  validateAddressForm,
} from './address-form.js'

const valid: AddressFormValues = {
  addressLine1: '100 Main St',
  addressLine2: 'Apt 4',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  isHome: true,
}

describe('address form: account-area.md §5 "Address form"', () => {
  it('accepts a complete US address', () => {
    expect(validateAddressForm(valid)).toEqual({})
  })

  it('requires the street, the city and the state with the spec messages', () => {
    const errors = validateAddressForm({ ...valid, addressLine1: ' ', city: '', state: '' })
    expect(errors.addressLine1).toBe('Street Address is required')
    expect(errors.city).toBe('City is required')
    expect(errors.state).toBe('State/Province is required')
  })

  it('limits street, apartment and city to 40 characters', () => {
    const long = 'x'.repeat(41)
    const ok = 'x'.repeat(40)
    expect(validateAddressForm({ ...valid, addressLine1: ok, addressLine2: ok, city: ok })).toEqual(
      {},
    )
    const errors = validateAddressForm({
      ...valid,
      addressLine1: long,
      addressLine2: long,
      city: long,
    })
    expect(Object.keys(errors).sort()).toEqual(['addressLine1', 'addressLine2', 'city'])
  })

  it('apt/suite is optional', () => {
    const { addressLine2: _, ...withoutUnit } = valid
    expect(validateAddressForm(withoutUnit)).toEqual({})
  })

  it.each(['45202', '45202-1234', '45202/1234', '452021234'])(
    'accepts the US postal code %s (dash, slash or nothing)',
    (zipCode) => {
      expect(validateAddressForm({ ...valid, zipCode })).toEqual({})
    },
  )

  it.each(['4520', '45202-123', '45202 1234', 'ABCDE', '', 'K1A 0B1'])(
    'refuses %j for a US state with "Please enter a valid Postal Code"',
    (zipCode) => {
      expect(validateAddressForm({ ...valid, zipCode }).zipCode).toBe(
        addressFormText.postalCodeInvalid,
      )
    },
  )

  it.each(['K1A 0B1', 'K1A0B1', 'k1a0b1'])(
    'accepts the Canadian postal code %s for a province',
    (zipCode) => {
      expect(validateAddressForm({ ...valid, state: 'ON', zipCode })).toEqual({})
    },
  )

  it('gives a six-character code its space and upper case', () => {
    expect(normalizePostalCode('k1a0b1')).toBe('K1A 0B1')
    expect(normalizePostalCode(' 45202 ')).toBe('45202')
    expect(normalizeAddressForm({ ...valid, state: 'on', zipCode: 'k1a0b1' })).toMatchObject({
      state: 'ON',
      zipCode: 'K1A 0B1',
    })
  })

  it('lists the US states plus DC, and the Canadian provinces unless the flow leaves them out', () => {
    const all = stateOptions()
    expect(all.filter((o) => o.country === 'US')).toHaveLength(51)
    expect(all.some((o) => o.value === 'DC')).toBe(true)
    expect(all.filter((o) => o.country === 'CA')).toHaveLength(13)
    expect(stateOptions({ includeProvinces: false }).some((o) => o.country === 'CA')).toBe(false)
  })

  it('refuses a province in the delivery flow that omits them', () => {
    const errors = validateAddressForm(
      { ...valid, state: 'ON', zipCode: 'K1A 0B1' },
      { includeProvinces: false },
    )
    expect(errors.state).toBe('State/Province is required')
  })

  it('property: every US code of 5 digits with an optional 4-digit extension is valid, 10 characters at most', () => {
    const digits = (n: number) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n })
        .map((d) => d.join(''))
    fc.assert(
      fc.property(
        digits(5),
        fc.option(fc.tuple(fc.constantFrom('-', '/', ''), digits(4))),
        (five, ext) => {
          const code = ext === null ? five : `${five}${ext[0]}${ext[1]}`
          expect(code.length).toBeLessThanOrEqual(10)
          expect(isPostalCodeValidFor(code, 'US')).toBe(true)
          expect(isPostalCodeValidFor(code, 'CA')).toBe(false)
        },
      ),
    )
  })

  it('property: normalising a valid Canadian code keeps it valid and gives the A1A 1A1 form', () => {
    const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXYabceghjklmnprstvxy'.split(''))
    const digit = fc.integer({ min: 0, max: 9 }).map(String)
    fc.assert(
      fc.property(
        fc.tuple(letter, digit, letter, digit, letter, digit),
        fc.boolean(),
        (p, spaced) => {
          const code = `${p[0]}${p[1]}${p[2]}${spaced ? ' ' : ''}${p[3]}${p[4]}${p[5]}`
          const normalized = normalizePostalCode(code)
          expect(normalized).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/)
          expect(isPostalCodeValidFor(normalized, 'CA')).toBe(true)
        },
      ),
    )
  })

  it('property: any string longer than 10 characters is never a valid postal code', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 11 }), (code) => {
        expect(isPostalCodeValidFor(code)).toBe(false)
      }),
    )
  })
})
