import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Address,
  addressFormValuesSchema,
  addressRemovePayloadSchema,
  addressSavePayloadSchema,
  addressSchema,
  addressUpdatePayloadSchema,
  type ServiceAddressEntry,
  serviceAddressEntrySchema,
  serviceAddressSchema,
} from './address.js'
import {
  addressFromForm,
  addressToForm,
  displayPostalCode,
  fromAddressSavePayload,
  fromUiAddress,
  isSameAddress,
  isValidPostalCode,
  joinAddressLines,
  splitAddressLines,
  toAddress,
  toAddressSavePayload,
  toPostalAddress,
  toServiceAddress,
  toServiceAddressEntry,
  toUiAddress,
} from './address-helpers.js'
import { canadianRegionCodes, countryOfRegion, usRegionCodes } from './regions.js'

const serviceEntry: ServiceAddressEntry = {
  id: 'addr-1',
  type: 'home',
  preferredAddress: true,
  label: 'Home',
  notes: 'Side door',
  location: { lat: 39.1, lng: -84.5 },
  address: {
    addressLines: ['Apt 4', '100 Main St'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
    county: 'Hamilton',
  },
  modified: { value: '2026-10-01T12:00:00.000Z' },
}

describe('address lines (shopping-method-selector.md §3: street last, unit before it)', () => {
  it('reads the last line as the street and the one before it as the unit', () => {
    expect(splitAddressLines(['Apt 4', '100 Main St'])).toEqual({
      street: '100 Main St',
      unit: 'Apt 4',
    })
  })
  it('reads a single line as the street (wallet-flyout.md §3 "Card billing shape")', () => {
    expect(splitAddressLines(['100 Main St'])).toEqual({ street: '100 Main St' })
  })
  it('writes the unit before the street, and no empty unit', () => {
    expect(joinAddressLines('100 Main St', 'Apt 4')).toEqual(['Apt 4', '100 Main St'])
    expect(joinAddressLines('100 Main St', '  ')).toEqual(['100 Main St'])
    expect(joinAddressLines('100 Main St')).toEqual(['100 Main St'])
  })
})

describe('country from the state code (shopping-method-selector.md §5, account-area.md §3)', () => {
  it('gives CA for every Canadian province and territory', () => {
    for (const code of canadianRegionCodes) expect(countryOfRegion(code)).toBe('CA')
  })
  it('gives US for the 50 states and DC, and by default', () => {
    expect(usRegionCodes).toHaveLength(51)
    for (const code of usRegionCodes) expect(countryOfRegion(code)).toBe('US')
    expect(countryOfRegion(undefined)).toBe('US')
    expect(countryOfRegion('AE')).toBe('US') // a military region
  })
  it('derives the client country from the state even if the service says otherwise', () => {
    const entry = { ...serviceEntry, address: { ...serviceEntry.address, stateProvince: 'ON' } }
    expect(toAddress(entry).countryCode).toBe('CA')
  })
})

describe('service → client → service (account-area.md §3)', () => {
  it('maps the service entry to the client address', () => {
    expect(toAddress(serviceEntry)).toEqual({
      addressId: 'addr-1',
      line1: '100 Main St',
      line2: 'Apt 4',
      city: 'Cincinnati',
      stateCode: 'OH',
      zip: '45202',
      countryCode: 'US',
      county: 'Hamilton',
      location: { latitude: 39.1, longitude: -84.5 },
      type: 'home',
      preferred: true,
      label: 'Home',
      notes: 'Side door',
    } satisfies Address)
  })
  it('maps the client address back to the service entry', () => {
    const { modified: _, ...withoutModified } = serviceEntry
    expect(toServiceAddressEntry(toAddress(serviceEntry))).toEqual(withoutModified)
  })
  it("refuses to build a service entry without an id ('address must have id', account-area.md §5)", () => {
    const { addressId: _, ...noId } = toAddress(serviceEntry)
    expect(() => toServiceAddressEntry(noId)).toThrow('address must have id')
  })
  it('maps to the UI shape of shopping-method-selector.md §3 and back', () => {
    const ui = toUiAddress(serviceEntry)
    expect(ui).toEqual({
      id: 'addr-1',
      street: '100 Main St',
      unit: 'Apt 4',
      locality: 'Cincinnati',
      county: 'Hamilton',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      isMailingAddress: true,
      lastModified: '2026-10-01T12:00:00.000Z',
    })
    expect(fromUiAddress(ui)).toEqual({
      id: 'addr-1',
      type: 'home',
      address: serviceEntry.address,
      modified: serviceEntry.modified,
    })
  })
})

describe('save payload (account-area.md §3 "Save payload to the profile service")', () => {
  const now = new Date('2026-11-02T10:15:00.000Z')
  it('carries addressLine1 = street, addressLine2 = unit and the ISO update date', () => {
    const payload = toAddressSavePayload(toAddress(serviceEntry), now)
    expect(payload).toEqual({
      addressId: 'addr-1',
      addressLine1: '100 Main St',
      addressLine2: 'Apt 4',
      addressType: 'home',
      preferredAddress: true,
      dateAddressUpdated: '2026-11-02T10:15:00.000Z',
      city: 'Cincinnati',
      county: 'Hamilton',
      stateCode: 'OH',
      zip: '45202',
      countryCode: 'US',
      location: { latitude: 39.1, longitude: -84.5 },
    })
    expect(addressSavePayloadSchema.parse(payload)).toEqual(payload)
  })
  it("accepts 'Home'/'Delivery' as shopping-method-selector.md §3 writes them", () => {
    const payload = {
      ...toAddressSavePayload(toAddress(serviceEntry), now),
      addressType: 'Delivery',
    }
    expect(addressSavePayloadSchema.safeParse(payload).success).toBe(true)
    expect(fromAddressSavePayload(addressSavePayloadSchema.parse(payload)).type).toBe('delivery')
  })
  it('rejects lines and city over 40 and a zip over 10 (account-area.md §5)', () => {
    const ok = toAddressSavePayload(toAddress(serviceEntry), now)
    expect(
      addressSavePayloadSchema.safeParse({ ...ok, addressLine1: 'x'.repeat(41) }).success,
    ).toBe(false)
    expect(
      addressSavePayloadSchema.safeParse({ ...ok, addressLine1: 'x'.repeat(40) }).success,
    ).toBe(true)
    expect(
      addressSavePayloadSchema.safeParse({ ...ok, addressLine2: 'x'.repeat(41) }).success,
    ).toBe(false)
    expect(addressSavePayloadSchema.safeParse({ ...ok, city: 'x'.repeat(41) }).success).toBe(false)
    expect(addressSavePayloadSchema.safeParse({ ...ok, zip: '45202-12345' }).success).toBe(false)
    expect(addressSavePayloadSchema.safeParse({ ...ok, zip: 45202 }).success).toBe(false)
  })
  it('requires city, countryCode, line1, stateCode, type and zip for an add (account-area.md §5)', () => {
    const ok = toAddressSavePayload(toAddress(serviceEntry), now)
    for (const field of [
      'city',
      'countryCode',
      'addressLine1',
      'stateCode',
      'addressType',
      'zip',
    ] as const) {
      const { [field]: _, ...missing } = ok
      expect(addressSavePayloadSchema.safeParse(missing).success, field).toBe(false)
    }
  })
  it("rejects an update without addressId with 'address must have id' (account-area.md §5)", () => {
    const { addressId: _, ...noId } = toAddressSavePayload(toAddress(serviceEntry), now)
    const result = addressUpdatePayloadSchema.safeParse(noId)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('address must have id')
    expect(addressRemovePayloadSchema.safeParse({}).success).toBe(false)
  })
})

describe('postal codes (account-area.md §5, shopping-method-selector.md §5)', () => {
  it.each([
    ['45202', true],
    ['45202-1234', true],
    ['45202/1234', true],
    ['452021234', true],
    ['4520', false],
    ['45202-123', false],
    ['K1A 0B1', true],
    ['k1a0b1', true],
    ['K1A  0B1', false],
    ['1A1 A1A', false],
  ])('%s valid: %s', (code, valid) => {
    expect(isValidPostalCode(code)).toBe(valid)
  })
  it('shows 5 characters as is, 6 as 3+3 upper case, 9 digits as 5-4', () => {
    expect(displayPostalCode('45202')).toBe('45202')
    expect(displayPostalCode('k1a0b1')).toBe('K1A 0B1')
    expect(displayPostalCode('452021234')).toBe('45202-1234')
    expect(displayPostalCode('45202-1234')).toBe('45202-1234')
  })
  it('gives a six-character code its space in upper case when the form is read (account-area.md §5)', () => {
    const address = addressFromForm({
      addressLine1: '1 Rue',
      city: 'Ottawa',
      state: 'ON',
      zipCode: 'k1a0b1',
      isHome: false,
    })
    expect(address.zip).toBe('K1A 0B1')
    expect(address.countryCode).toBe('CA')
    expect(address.type).toBe('delivery')
  })
  it('property: every valid Canadian code displays as a valid A1A 1A1 code', () => {
    const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZabceg'.split(''))
    const digit = fc.constantFrom(...'0123456789'.split(''))
    fc.assert(
      fc.property(fc.tuple(letter, digit, letter, digit, letter, digit), (parts) => {
        const shown = displayPostalCode(parts.join(''))
        expect(shown).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/)
        expect(isValidPostalCode(shown)).toBe(true)
      }),
    )
  })
  it('property: every 9-digit code displays as a valid ZIP+4', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (code) => {
        const shown = displayPostalCode(code)
        expect(shown).toMatch(/^\d{5}-\d{4}$/)
        expect(shown.replace('-', '')).toBe(code)
      }),
    )
  })
})

describe('address form (shopping-method-selector.md §3, §5)', () => {
  it('checks the mailing box for a new address and for a home address', () => {
    expect(addressToForm(undefined).isHome).toBe(true)
    expect(addressToForm(toAddress(serviceEntry)).isHome).toBe(true)
    expect(addressToForm(toAddress({ ...serviceEntry, type: 'delivery' })).isHome).toBe(false)
  })
  it('round-trips form → address → form', () => {
    const values = addressToForm(toAddress(serviceEntry))
    expect(addressToForm(addressFromForm(values))).toEqual(values)
  })
  it('rejects fields over 40 characters (account-area.md §5)', () => {
    const values = addressToForm(toAddress(serviceEntry))
    expect(addressFormValuesSchema.safeParse(values).success).toBe(true)
    expect(addressFormValuesSchema.safeParse({ ...values, city: 'c'.repeat(41) }).success).toBe(
      false,
    )
    expect(addressFormValuesSchema.safeParse({ ...values, isHome: 'yes' }).success).toBe(false)
  })
})

describe('address equality (shopping-method-selector.md §5)', () => {
  const a = toUiAddress(serviceEntry)
  it('is equal when ids match', () => {
    expect(isSameAddress(a, { ...a, street: 'elsewhere' })).toBe(true)
  })
  it('is equal when street, unit, locality, region, postal code and country match', () => {
    expect(isSameAddress(a, { ...a, id: 'other', county: 'Other' })).toBe(true)
    for (const field of ['street', 'unit', 'locality', 'region', 'postalCode'] as const) {
      expect(isSameAddress(a, { ...a, id: 'other', [field]: 'changed' }), field).toBe(false)
    }
    expect(isSameAddress(a, { ...a, id: 'other', countryCode: 'CA' })).toBe(false)
  })
})

describe('schemas', () => {
  it('accept the example and reject wrong types', () => {
    expect(serviceAddressEntrySchema.parse(serviceEntry)).toEqual(serviceEntry)
    expect(serviceAddressEntrySchema.safeParse({ ...serviceEntry, type: 'work' }).success).toBe(
      false,
    )
    expect(
      serviceAddressSchema.safeParse({ ...serviceEntry.address, addressLines: [] }).success,
    ).toBe(false)
    expect(
      serviceAddressSchema.safeParse({ ...serviceEntry.address, addressLines: '100 Main' }).success,
    ).toBe(false)
    expect(addressSchema.safeParse({ ...toAddress(serviceEntry), countryCode: 'MX' }).success).toBe(
      false,
    )
  })
})

// Arbitraries for the round-trip properties.
const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .#-]{0,38}[A-Za-z0-9]$/)
const region = fc.constantFrom(...usRegionCodes, ...canadianRegionCodes)
const arbitraryEntry: fc.Arbitrary<ServiceAddressEntry> = fc
  .record({
    id: fc.uuid(),
    type: fc.constantFrom('home' as const, 'delivery' as const),
    preferredAddress: fc.boolean(),
    unit: fc.option(word, { nil: undefined }),
    street: word,
    cityTown: word,
    stateProvince: region,
    postalCode: fc.stringMatching(/^\d{5}$/),
    county: fc.option(word, { nil: undefined }),
    location: fc.option(
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ unit, street, cityTown, stateProvince, postalCode, county, location, ...rest }) => {
    const address = {
      addressLines: unit === undefined ? [street] : [unit, street],
      cityTown,
      stateProvince,
      postalCode,
      countryCode: countryOfRegion(stateProvince),
      ...(county === undefined ? {} : { county }),
    }
    return { ...rest, address, ...(location === undefined ? {} : { location }) }
  })

describe('round-trip properties (account-area.md §3, shopping-method-selector.md §3)', () => {
  it('service → client → service keeps every field', () => {
    fc.assert(
      fc.property(arbitraryEntry, (entry) => {
        expect(toServiceAddressEntry(addressSchema.parse(toAddress(entry)))).toEqual(entry)
      }),
    )
  })
  it('service → postal → service keeps the address', () => {
    fc.assert(
      fc.property(arbitraryEntry, ({ address }) => {
        expect(toServiceAddress(toPostalAddress(address))).toEqual(address)
      }),
    )
  })
  it('client → save payload → client keeps every field but label and notes', () => {
    fc.assert(
      fc.property(arbitraryEntry, (entry) => {
        const { label: _l, notes: _n, ...address } = toAddress(entry)
        const payload = addressSavePayloadSchema.parse(toAddressSavePayload(address, new Date(0)))
        expect(fromAddressSavePayload(payload)).toEqual(address)
      }),
    )
  })
})
