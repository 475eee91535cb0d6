import { type Address, displayPostalCode } from '@aisle/api'
import type { AddressBookVariant } from './address-remove.js'

/** The address card picker shows at most this many (account-area.md §9). */
export const ADDRESS_PICKER_MAX = 3

/** An address as the book lists it: the client shape with its last change, when known. */
export type BookAddress = Address & { lastModified?: string }

const modifiedTime = (address: BookAddress) =>
  address.lastModified === undefined ? Number.NaN : Date.parse(address.lastModified)

/**
 * The book's display order: the home (mailing) address first, then the rest newest
 * first (account-area.md §4 "Display order": "the rest in reverse order"). Entries
 * with a change date are ordered by it; without dates the service's order is
 * reversed, so the most recently added comes first.
 */
export function orderAddressBook<A extends BookAddress>(addresses: readonly A[]): A[] {
  const home = addresses.filter((a) => a.type === 'home')
  const rest = addresses
    .map((address, index) => ({ address, index }))
    .filter(({ address }) => address.type !== 'home')
    .sort((a, b) => {
      const ta = modifiedTime(a.address)
      const tb = modifiedTime(b.address)
      if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return tb - ta
      return b.index - a.index
    })
    .map(({ address }) => address)
  return [...home, ...rest]
}

/** The addresses a card picker offers: the book's order, at most three (account-area.md §9). */
export function pickerAddresses<A extends BookAddress>(
  addresses: readonly A[],
  max = ADDRESS_PICKER_MAX,
): A[] {
  return orderAddressBook(addresses).slice(0, max)
}

/**
 * The newer book's two sections (account-area.md §2): 'Current Address' is the
 * preferred address, else the mailing address, else the first in display order;
 * 'Other Addresses' are the rest in display order.
 */
export function splitAddressBook<A extends BookAddress>(
  addresses: readonly A[],
): { current: A | undefined; others: A[] } {
  const ordered = orderAddressBook(addresses)
  const current =
    ordered.find((a) => a.preferred) ?? ordered.find((a) => a.type === 'home') ?? ordered[0]
  return { current, others: ordered.filter((a) => a !== current) }
}

/**
 * Whether another address may be added: the newer book holds at most a configured
 * number (account-area.md §9: the value is the host's to set). No limit when unset.
 */
export function canAddAddress(count: number, maxAddresses?: number): boolean {
  return maxAddresses === undefined || count < maxAddresses
}

/** The newer book's card title: line 2 before line 1 when present (shopping-method-selector.md §3). */
export function addressCardLines(address: Address): { title: string; detail: string } {
  const title = address.line2 ? `${address.line2} ${address.line1}` : address.line1
  return {
    title,
    detail: `${address.city}, ${address.stateCode} ${displayPostalCode(address.zip)}`,
  }
}

/**
 * The feature switch between the two books (account-area.md §2, §6 "Feature switches
 * choose between old and new address paths"): the query flag `?addressBook=v2` turns the
 * newer book on; anything else keeps the legacy list. One place, so the switch can later
 * come from a remote configuration instead.
 */
export const ADDRESS_BOOK_SWITCH_PARAM = 'addressBook'

export function addressBookVariantOf(search: string): AddressBookVariant {
  return new URLSearchParams(search).get(ADDRESS_BOOK_SWITCH_PARAM) === 'v2' ? 'v2' : 'legacy'
}

/**
 * The newer book's limit when the host sets none (account-area.md §9: "a configurable
 * number; the value is not shown"): ours.
 */
export const V2_ADDRESS_BOOK_DEFAULT_MAX = 10
