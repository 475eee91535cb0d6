import { type ApiClient, isApiError, shownMessageOf } from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useMemo, useReducer } from 'react'
import { type AccountServices, useAccountServices } from '../account/account-services.js'
import { type BookAddress, splitAddressBook } from './address-book.js'
import {
  type AddressBookEntry,
  type AddressCalls,
  addressBookKey,
  addressBookStatus,
  bookAddressesOf,
  legacyRemoveFailure,
} from './address-book-view.js'
import {
  type AddressBookVariant,
  type AddressRemoveState,
  addressRemovedToast,
  addressRemoveReducer,
} from './address-remove.js'

export {
  ADDRESS_CALLS_SWITCH_PARAM,
  type AddressBookEntry,
  type AddressCalls,
  addressBookKey,
  addressCallsOf,
  findAddress,
  legacyAddressFailureMessage,
} from './address-book-view.js'

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

  const addresses = useMemo(() => bookAddressesOf(entries), [entries])
  const split = useMemo(() => splitAddressBook(addresses), [addresses])

  const confirm = useCallback(async () => {
    if (removeState.step !== 'confirming') return
    const { addressId } = removeState
    dispatch({ type: 'remove' })
    try {
      if (legacy) {
        const failure = legacyRemoveFailure(await account.removeLegacyAddress(addressId))
        if (failure !== undefined) {
          dispatch(failure)
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
    status: addressBookStatus(query),
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
