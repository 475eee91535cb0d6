import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ageOn,
  isoCalendarDate,
  minimumAgeMessage,
  minimumAgeOf,
  parseDateOfBirth,
  validateAgeVerification,
} from './age-verification.js'

const today = { year: 2026, month: 11, day: 22 }

describe('age verification: account-area.md §5 "Age verification"', () => {
  it('needs a valid date: "Please enter a valid date."', () => {
    for (const dateOfBirth of ['', '13/01/1990', '02/30/1990', '1/1/1990', 'abc']) {
      expect(validateAgeVerification({ dateOfBirth, agreed: true }, { today }).dateOfBirth).toBe(
        'Please enter a valid date.',
      )
    }
    expect(parseDateOfBirth('02/29/2000')).toEqual({ year: 2000, month: 2, day: 29 })
    expect(parseDateOfBirth('02/29/1900')).toBeNull()
  })

  it('the minimum date is 1900-01-01 (§9)', () => {
    expect(
      validateAgeVerification({ dateOfBirth: '12/31/1899', agreed: true }, { today }).dateOfBirth,
    ).toBe('Please enter a valid date.')
    expect(validateAgeVerification({ dateOfBirth: '01/01/1900', agreed: true }, { today })).toEqual(
      {},
    )
  })

  it('the minimum age comes with the order: "Items in your order require a minimum age of {n}."', () => {
    const turned21Today = { dateOfBirth: '11/22/2005', agreed: true }
    const turns21Tomorrow = { dateOfBirth: '11/23/2005', agreed: true }
    expect(validateAgeVerification(turned21Today, { today, minimumAge: 21 })).toEqual({})
    expect(validateAgeVerification(turns21Tomorrow, { today, minimumAge: 21 }).dateOfBirth).toBe(
      'Items in your order require a minimum age of 21.',
    )
    expect(validateAgeVerification(turns21Tomorrow, { today, minimumAge: 18 })).toEqual({})
    expect(minimumAgeMessage(18)).toBe('Items in your order require a minimum age of 18.')
  })

  it('the agreement is required: "Please agree to the Terms & Conditions."', () => {
    expect(
      validateAgeVerification({ dateOfBirth: '01/01/1980', agreed: false }, { today }).agreed,
    ).toBe('Please agree to the Terms & Conditions.')
  })

  it('property: the age on the n-th birthday is n, and n-1 the day before', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2000-12-31') }),
        fc.integer({ min: 1, max: 99 }),
        (date, n) => {
          const birth = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
          }
          if (birth.month === 2 && birth.day === 29) return
          const birthday = { ...birth, year: birth.year + n }
          expect(ageOn(birth, birthday)).toBe(n)
          const before = new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day - 1))
          expect(
            ageOn(birth, {
              year: before.getUTCFullYear(),
              month: before.getUTCMonth() + 1,
              day: before.getUTCDate(),
            }),
          ).toBe(n - 1)
        },
      ),
    )
  })

  it('property: every real date round-trips through mm/dd/yyyy', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2099-12-31') }),
        (date) => {
          const iso = date.toISOString().slice(0, 10)
          const [y, m, d] = iso.split('-')
          const parsed = parseDateOfBirth(`${m}/${d}/${y}`)
          expect(parsed && isoCalendarDate(parsed)).toBe(iso)
        },
      ),
    )
  })
})

describe('minimum age of an order: checkout.md §2 "Modals on scheduling" and §5', () => {
  it('an item that allows 18 asks for 18, not 21', () => {
    expect(minimumAgeOf([{ ageRestricted: true, minimumAge: 18 }])).toBe(18)
  })

  it('the default 21 for a restricted item that gives no minimum, or no restricted item', () => {
    expect(minimumAgeOf([{ ageRestricted: true }])).toBe(21)
    expect(minimumAgeOf([])).toBe(21)
    expect(minimumAgeOf([{ ageRestricted: false, minimumAge: 18 }])).toBe(21)
  })

  it('the highest of the restricted items, unrestricted items ignored', () => {
    expect(
      minimumAgeOf([
        { ageRestricted: true, minimumAge: 18 },
        { ageRestricted: true, minimumAge: 21 },
        { ageRestricted: false, minimumAge: 25 },
      ]),
    ).toBe(21)
    expect(minimumAgeOf([{ ageRestricted: true, minimumAge: 18 }, { ageRestricted: true }])).toBe(
      21,
    )
  })
})
