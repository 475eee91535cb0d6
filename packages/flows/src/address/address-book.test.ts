import type { Address } from '@aisle/api'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADDRESS_PICKER_MAX,
  addressBookVariantOf,
  type BookAddress,
  canAddAddress,
  orderAddressBook,
  pickerAddresses,
  splitAddressBook,
} from './address-book.js'

const address = (id: string, type: Address['type'], lastModified?: string): BookAddress => ({
  addressId: id,
  line1: `${id} Main St`,
  city: 'Cincinnati',
  stateCode: 'OH',
  zip: '45202',
  countryCode: 'US',
  type,
  preferred: false,
  ...(lastModified === undefined ? {} : { lastModified }),
})

describe('address book: account-area.md §4 "Display order"', () => {
  it('puts the home (mailing) address first and the rest newest first', () => {
    const list = [
      address('a', 'delivery', '2026-01-01T00:00:00Z'),
      address('home', 'home', '2025-01-01T00:00:00Z'),
      address('c', 'delivery', '2026-03-01T00:00:00Z'),
      address('b', 'delivery', '2026-02-01T00:00:00Z'),
    ]
    expect(orderAddressBook(list).map((a) => a.addressId)).toEqual(['home', 'c', 'b', 'a'])
  })

  it('without change dates, reverses the service order', () => {
    const list = [address('a', 'delivery'), address('b', 'delivery'), address('home', 'home')]
    expect(orderAddressBook(list).map((a) => a.addressId)).toEqual(['home', 'b', 'a'])
  })

  it('property: the order is a permutation with every home address before every other', () => {
    const entry = fc
      .tuple(
        fc.uuid(),
        fc.constantFrom<Address['type']>('home', 'delivery'),
        fc.option(
          fc.date({
            noInvalidDate: true,
            min: new Date('2000-01-01'),
            max: new Date('2030-01-01'),
          }),
        ),
      )
      .map(([id, type, date]) => address(id, type, date?.toISOString()))
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (a) => a.addressId }), (list) => {
        const ordered = orderAddressBook(list)
        expect(
          [...ordered].sort((x, y) => String(x.addressId).localeCompare(String(y.addressId))),
        ).toEqual([...list].sort((x, y) => String(x.addressId).localeCompare(String(y.addressId))))
        const firstOther = ordered.findIndex((a) => a.type !== 'home')
        if (firstOther !== -1)
          expect(ordered.slice(firstOther).every((a) => a.type !== 'home')).toBe(true)
      }),
    )
  })
})

describe('address picker and limits: account-area.md §9', () => {
  it('the card picker shows at most 3', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => address(id, 'delivery'))
    expect(ADDRESS_PICKER_MAX).toBe(3)
    expect(pickerAddresses(list)).toHaveLength(3)
  })

  it('the newer book refuses an add at its configured maximum; unset means no limit', () => {
    expect(canAddAddress(4, 5)).toBe(true)
    expect(canAddAddress(5, 5)).toBe(false)
    expect(canAddAddress(500)).toBe(true)
  })

  it("splits the newer book into 'Current Address' and 'Other Addresses' (§2)", () => {
    const preferred = { ...address('p', 'delivery'), preferred: true }
    const { current, others } = splitAddressBook([
      address('h', 'home'),
      preferred,
      address('x', 'delivery'),
    ])
    expect(current?.addressId).toBe('p')
    expect(others.map((a) => a.addressId)).toEqual(['h', 'x'])
    expect(
      splitAddressBook([address('x', 'delivery'), address('h', 'home')]).current?.addressId,
    ).toBe('h')
    expect(splitAddressBook([]).current).toBeUndefined()
  })
})

describe('the feature switch between the books: account-area.md §2 and §6', () => {
  it('keeps the legacy list unless ?addressBook=v2', () => {
    expect(addressBookVariantOf('')).toBe('legacy')
    expect(addressBookVariantOf('?addressBook=v1')).toBe('legacy')
    expect(addressBookVariantOf('?addressBook=v2')).toBe('v2')
    expect(addressBookVariantOf('?banner=hilltop&addressBook=v2')).toBe('v2')
  })
})
