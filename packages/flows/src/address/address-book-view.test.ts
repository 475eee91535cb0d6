import { messages } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import type { LegacyRemoveAnswer } from '../account/account-services.js'
import {
  type AddressBookEntry,
  addressBookKey,
  addressBookStatus,
  addressCallsOf,
  bookAddressesOf,
  findAddress,
  legacyAddressFailureMessage,
  legacyRemoveFailure,
} from './address-book-view.js'

// The address book without React (account-area.md §4, §6, §7, §8).

/** A profile-service entry on a Cincinnati street, changed at `modified` when given. */
const listedEntry = (id: string, type: 'home' | 'delivery', modified?: string) =>
  ({
    id,
    type,
    address: { addressLines: [`${id} Vine St`], cityTown: 'Cincinnati' },
    ...(modified === undefined ? {} : { modified: { value: modified } }),
  }) as unknown as AddressBookEntry

const legacyAnswer = (data: LegacyRemoveAnswer['data']) => ({ data }) as LegacyRemoveAnswer

describe('the address book core', () => {
  it('chooses the legacy calls only with ?addressCalls=legacy (account-area.md §6)', () => {
    expect(addressCallsOf('?addressCalls=legacy')).toBe('accountManagement')
    expect(addressCallsOf('?addressCalls=profile')).toBe('profile')
    expect(addressCallsOf('')).toBe('profile')
    expect(addressBookKey('accountManagement')).toEqual([
      'account',
      'addresses',
      'accountManagement',
    ])
  })

  it('lists the home address first, then newest first, each with its last change (account-area.md §4 "Display order")', () => {
    const book = bookAddressesOf([
      listedEntry('old', 'delivery', '2026-01-01T00:00:00Z'),
      listedEntry('home', 'home'),
      listedEntry('new', 'delivery', '2026-05-01T00:00:00Z'),
    ])
    expect(book.map((a) => a.addressId)).toEqual(['home', 'new', 'old'])
    expect(book[1]?.lastModified).toBe('2026-05-01T00:00:00Z')
    expect(book[1]?.line1).toBe('new Vine St')
    expect(book[0] !== undefined && 'lastModified' in book[0]).toBe(false)
    expect(bookAddressesOf(undefined)).toEqual([])
  })

  it('loads until the list answers; a failure shows even over an earlier list', () => {
    expect(addressBookStatus({ data: undefined, error: undefined })).toBe('loading')
    expect(addressBookStatus({ data: [], error: undefined })).toBe('ready')
    expect(addressBookStatus({ data: [], error: new Error('offline') })).toBe('error')
    expect(addressBookStatus({ data: undefined, error: new Error('offline') })).toBe('error')
  })

  it('a legacy removal fails when its answer is not successful, with the message of its code (account-area.md §7, §8)', () => {
    expect(legacyRemoveFailure(legacyAnswer({ successful: true }))).toBeUndefined()
    expect(
      legacyRemoveFailure(
        legacyAnswer({ successful: false, errorDetail: { errorCode: 'ADDRESS_NOT_FOUND' } }),
      ),
    ).toEqual({ type: 'failed', message: messages.addressNotFound })
    expect(legacyRemoveFailure(legacyAnswer({ successful: false }))).toEqual({
      type: 'failed',
      message: messages.technicalDifficultiesTryLater,
    })
  })

  it('an unknown legacy error code says technical difficulties (account-area.md §8)', () => {
    expect(legacyAddressFailureMessage('SOMETHING_ELSE')).toBe(
      messages.technicalDifficultiesTryLater,
    )
    expect(legacyAddressFailureMessage(undefined)).toBe(messages.technicalDifficultiesTryLater)
    expect(legacyAddressFailureMessage('TOO_MANY_ADDRESSES')).toBe(messages.addressTooMany)
  })

  it('finds the edit form its address by id', () => {
    const book = bookAddressesOf([listedEntry('a', 'delivery'), listedEntry('b', 'home')])
    expect(findAddress(book, 'a')?.line1).toBe('a Vine St')
    expect(findAddress(book, 'z')).toBeUndefined()
  })
})
