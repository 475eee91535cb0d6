import { type Address, type ApiClient, isApiError, shownMessageOf, toAddress } from '@aisle/api'
import { useApiQuery, useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useMemo, useReducer } from 'react'
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
  { variant = 'legacy', onRemoved }: UseAddressBookOptions = {},
): AddressBook {
  const query = useApiQuery(client, 'addresses')
  const revalidate = useRevalidateApi()
  const [removeState, dispatch] = useReducer(addressRemoveReducer, { step: 'idle' })

  const addresses = useMemo(
    () =>
      orderAddressBook(
        (query.data?.addresses ?? []).map((entry): BookAddress => {
          const address: BookAddress = toAddress(entry)
          if (entry.modified !== undefined) address.lastModified = entry.modified.value
          return address
        }),
      ),
    [query.data],
  )
  const split = useMemo(() => splitAddressBook(addresses), [addresses])

  const confirm = useCallback(async () => {
    if (removeState.step !== 'confirming') return
    const { addressId } = removeState
    dispatch({ type: 'remove' })
    try {
      await client.call('removeAddress', { params: { addressId } })
      dispatch({ type: 'removed' })
      await revalidate('addresses')
      onRemoved?.(addressRemovedToast(variant))
    } catch (error) {
      if (!isApiError(error)) throw error
      dispatch({ type: 'failed', message: shownMessageOf(error) })
    }
  }, [client, revalidate, onRemoved, removeState, variant])

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
