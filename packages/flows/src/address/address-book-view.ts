import { type Address, addressFailure, messages, toAddress } from '@aisle/api'
import type { LegacyRemoveAnswer, ProfileAddressesAnswer } from '../account/account-services.js'
import { type BookAddress, orderAddressBook } from './address-book.js'
import type { AddressRemoveEvent } from './address-remove.js'

// The address book without React (account-area.md §4, §6, §7, §8): which calls list and
// remove, the key of a list, the book's addresses and status, and what a legacy removal's
// answer means.

/** The address calls a page uses (account-area.md §7). */
export type AddressCalls = 'profile' | 'accountManagement'

/** The switch of the address calls: `?addressCalls=legacy` (account-area.md §6). */
export const ADDRESS_CALLS_SWITCH_PARAM = 'addressCalls'

export function addressCallsOf(search: string): AddressCalls {
  return new URLSearchParams(search).get(ADDRESS_CALLS_SWITCH_PARAM) === 'legacy'
    ? 'accountManagement'
    : 'profile'
}

/** The message of a legacy call's `data.errorDetail.errorCode` (account-area.md §8). */
export function legacyAddressFailureMessage(errorCode: string | undefined): string {
  const failure = addressFailure(errorCode === undefined ? {} : { code: errorCode })
  return failure.kind === 'message' ? messages[failure.key] : messages.technicalDifficultiesTryLater
}

/**
 * The SWR key of an address list: the area, the verb and which calls list (§6, §7). A
 * save or a removal refreshes the book by this key (`useRefreshAddressBooks`).
 */
export const addressBookKey = (calls: AddressCalls) => ['account', 'addresses', calls] as const

/** One entry of an address list, as either call lists it (account-area.md §7). */
export type AddressBookEntry = ProfileAddressesAnswer['addresses'][number]

/** The book's addresses of a list, with their last change, in display order (§4 "Display order"). */
export function bookAddressesOf(entries: readonly AddressBookEntry[] | undefined): BookAddress[] {
  return orderAddressBook(
    (entries ?? []).map((entry): BookAddress => {
      const address: BookAddress = toAddress(entry)
      if (entry.modified !== undefined) address.lastModified = entry.modified.value
      return address
    }),
  )
}

/** A failed read shows its failure, an unanswered one loads. */
export function addressBookStatus(read: {
  data: unknown
  error: unknown
}): 'loading' | 'error' | 'ready' {
  return read.error !== undefined ? 'error' : read.data === undefined ? 'loading' : 'ready'
}

/**
 * A legacy removal's answer says `data.successful`, and why not in
 * `data.errorDetail.errorCode` (§7): the failure it makes, or undefined when removed.
 */
export function legacyRemoveFailure(answer: LegacyRemoveAnswer): AddressRemoveEvent | undefined {
  if (answer.data.successful) return undefined
  return {
    type: 'failed',
    message: legacyAddressFailureMessage(answer.data.errorDetail?.errorCode),
  }
}

/** The client address of one book entry, for the edit form. */
export function findAddress(addresses: readonly Address[], addressId: string): Address | undefined {
  return addresses.find((address) => address.addressId === addressId)
}
