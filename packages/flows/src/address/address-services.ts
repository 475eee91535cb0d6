import {
  type Address,
  type AddressValidationResult,
  type ApiClient,
  fromLegacyAddressValidation,
  type PostalAddress,
  toAddressSavePayload,
  toAddressValidationRequest,
  toAddressValidationResult,
  toLegacyAddressValidationRequest,
  toServiceAddress,
} from '@aisle/api'
import { useRevalidateService } from '@aisle/api/swr'
import { useCallback, useMemo } from 'react'
import { assertAddressComplete } from './address-save.js'
import {
  type AddressCalls,
  addressBookKey,
  legacyAddressFailureMessage,
} from './use-address-book.js'

/** A legacy save answered `data.successful: false`: its message (§8) travels as the failure. */
export class LegacySaveRefused extends Error {}

/**
 * The one validate-then-save pair of the storefront's address flows (account-area.md §4
 * "Address save", §7; shopping-method-selector.md §4 "Address flow", §7): the account's
 * address form and the selector's address entry both call through it; tests hand in fakes.
 */
export interface AddressServices {
  /** Verifies the address; rejects when the service gives no answer to read. */
  validate(address: PostalAddress): Promise<AddressValidationResult>
  /**
   * Updates an address with an id, otherwise adds it (failing as 'invalid address' when
   * incomplete, account-area.md §5); answers the address with its id.
   */
  save(address: Address, now: Date): Promise<Address>
}

/** The profile service's calls, or the legacy account-management ones (account-area.md §6, §7). */
export function createAddressServices(
  client: ApiClient,
  calls: AddressCalls = 'profile',
): AddressServices {
  if (calls === 'accountManagement') {
    return {
      validate: async (address) => {
        // §7: the legacy answer is read at data.data.addressValidations; none is a failure.
        const result = fromLegacyAddressValidation(
          await client.call('legacyValidateAddress', {
            body: toLegacyAddressValidationRequest(toServiceAddress(address)),
          }),
        )
        if (result === undefined) throw new Error('no address validation')
        return result
      },
      save: async (address) => {
        if (address.addressId === undefined) assertAddressComplete(address)
        const answer = await client.call(
          address.addressId === undefined ? 'legacyAddAddress' : 'legacyUpdateAddress',
          { body: address },
        )
        // §7: data.successful, and why not in data.errorDetail.errorCode (§8).
        if (!answer.data.successful) {
          throw new LegacySaveRefused(
            legacyAddressFailureMessage(answer.data.errorDetail?.errorCode),
          )
        }
        return address
      },
    }
  }
  return {
    validate: async (address) =>
      toAddressValidationResult(
        await client.call('validateAddress', { body: toAddressValidationRequest(address) }),
      ),
    save: async (address, now) => {
      const payload = toAddressSavePayload(address, now)
      const { addressId } = address
      if (addressId !== undefined) {
        await client.call('updateAddress', { params: { addressId }, body: payload })
        return address
      }
      assertAddressComplete(address)
      const entry = await client.call('addAddress', { body: payload })
      // The added entry's id, so a later save from the same form updates it.
      return { ...address, addressId: entry.id }
    },
  }
}

const isClient = (source: ApiClient | AddressServices): source is ApiClient =>
  'call' in source && typeof source.call === 'function'

/** The services of a client (one set per client and switch), or the services handed in. */
export function useAddressServices(
  source: ApiClient | AddressServices,
  calls: AddressCalls = 'profile',
): AddressServices {
  return useMemo(
    () => (isClient(source) ? createAddressServices(source, calls) : source),
    [source, calls],
  )
}

/**
 * Refreshes both address lists after a save, by their SWR keys: either may be on screen
 * (account-area.md §6).
 */
export function useRefreshAddressBooks(): () => Promise<void> {
  const revalidate = useRevalidateService()
  return useCallback(async () => {
    await Promise.all([
      revalidate(addressBookKey('profile')),
      revalidate(addressBookKey('accountManagement')),
    ])
  }, [revalidate])
}
