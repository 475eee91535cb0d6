import {
  type Address,
  type ApiClient,
  addressFailure,
  isApiError,
  messages,
  shownMessageOf,
  toAddress,
} from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useMemo, useReducer } from 'react'
import {
  type AccountServices,
  type ProfileAddressesAnswer,
  useAccountServices,
} from '../account/account-services.js'
import { type BookAddress, orderAddressBook, splitAddressBook } from './address-book.js'
import {
  type AddressBookVariant,
  type AddressRemoveState,
  addressRemovedToast,
  addressRemoveReducer,
} from './address-remove.js'

export interface UseAddressBookOptions {
  /** The legacy list or the newer book (a feature switch, account-area.md §2). @default 'legacy' */
  variant?: AddressBookVariant
  /** Called with the toast after a removal (account-area.md §4 "Remove"). */
  onRemoved?: (toast: { title?: string; description: string }) => void
  /**
   * Which calls list and remove (account-area.md §6 "Feature switches choose between old
   * and new address paths", §7): the profile service's getAddresses / removeAddress, or
   * the legacy account-management list and remove. @default 'profile'
   */
  calls?: AddressCalls
  /**
   * The list and remove calls; tests hand in fakes. @default the client's account services
   */
  services?: AccountServices
}

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

/**
 * The shopper's saved addresses, one SWR read per switch of the calls: the book, the
 * selector's delivery list and the edit form share it.
 */
export function useAddressEntries(
  source: ApiClient | AccountServices,
  calls: AddressCalls = 'profile',
) {
  const services = useAccountServices(source)
  return useServiceQuery(
    addressBookKey(calls),
    async ([, , which]): Promise<readonly AddressBookEntry[]> =>
      which === 'accountManagement'
        ? (await services.legacyAddresses()).data.addresses
        : (await services.profileAddresses()).addresses,
  )
}

export interface AddressBook {
  status: 'loading' | 'error' | 'ready'
  /** In display order: home first, then newest first (§4 "Display order"). */
  addresses: BookAddress[]
  /** The newer book's 'Current Address' and 'Other Addresses'. */
  current: BookAddress | undefined
  others: BookAddress[]
  /** The catalogue message of a failed load. */
  error?: string
  reload: () => void
  remove: {
    state: AddressRemoveState
    ask: (addressId: string) => void
    cancel: () => void
    confirm: () => Promise<void>
  }
}

/**
 * The address book over the profile service: the list in display order, and the
 * remove flow (ask, Cancel or Remove, refresh, toast). No markup.
 */
export function useAddressBook(
  client: ApiClient,
  { variant = 'legacy', onRemoved, calls = 'profile', services }: UseAddressBookOptions = {},
): AddressBook {
  const account = useAccountServices(services ?? client)
  const legacy = calls === 'accountManagement'
  const query = useAddressEntries(account, calls)
  const entries = query.data
  const [removeState, dispatch] = useReducer(addressRemoveReducer, { step: 'idle' })

  const addresses = useMemo(
    () =>
      orderAddressBook(
        (entries ?? []).map((entry): BookAddress => {
          const address: BookAddress = toAddress(entry)
          if (entry.modified !== undefined) address.lastModified = entry.modified.value
          return address
        }),
      ),
    [entries],
  )
  const split = useMemo(() => splitAddressBook(addresses), [addresses])

  const confirm = useCallback(async () => {
    if (removeState.step !== 'confirming') return
    const { addressId } = removeState
    dispatch({ type: 'remove' })
    try {
      if (legacy) {
        const answer = await account.removeLegacyAddress(addressId)
        // §7: the legacy answer says data.successful, and why not in errorDetail.errorCode.
        if (!answer.data.successful) {
          dispatch({
            type: 'failed',
            message: legacyAddressFailureMessage(answer.data.errorDetail?.errorCode),
          })
          return
        }
      } else await account.removeProfileAddress(addressId)
      dispatch({ type: 'removed' })
      await query.mutate()
      onRemoved?.(addressRemovedToast(variant))
    } catch (error) {
      if (!isApiError(error)) throw error
      dispatch({ type: 'failed', message: shownMessageOf(error) })
    }
  }, [account, query.mutate, onRemoved, removeState, variant, legacy])

  const book: AddressBook = {
    status: query.error !== undefined ? 'error' : query.data === undefined ? 'loading' : 'ready',
    addresses,
    current: split.current,
    others: split.others,
    reload: () => void query.mutate(),
    remove: {
      state: removeState,
      ask: (addressId) => dispatch({ type: 'ask', addressId }),
      cancel: () => dispatch({ type: 'cancel' }),
      confirm,
    },
  }
  if (query.error !== undefined) book.error = shownMessageOf(query.error)
  return book
}

/** The client address of one book entry, for the edit form. */
export function findAddress(addresses: readonly Address[], addressId: string): Address | undefined {
  return addresses.find((address) => address.addressId === addressId)
}
