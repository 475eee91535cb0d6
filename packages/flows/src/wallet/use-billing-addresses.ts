import { type AccountAddress, isApiError, messages, type PostalAddress } from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useMemo, useReducer } from 'react'
import { type BillingLoad, billingLoadOf } from './billing-load.js'
import type { WalletResult } from './use-wallet.js'
import type { BillingAddressValues } from './validation.js'
import { type BillingChoice, billingChoices, billingUpdateOf } from './wallet-billing.js'
import type { WalletServices } from './wallet-services.js'

/** The billing list's read: the wallet area's `billingAddresses` verb. */
export const BILLING_ADDRESSES_KEY = ['wallet', 'billingAddresses'] as const

const none: AccountAddress[] = []

/** The account's billing addresses for a card form, home first, the card's own matched or appended. */
export function useBillingAddresses(
  services: WalletServices,
  cardAddress: PostalAddress | undefined,
) {
  // Counted per failed read: the first offers Retry, the second is the error (§4).
  const [failures, failed] = useReducer((n: number) => n + 1, 0)
  const read = useServiceQuery(BILLING_ADDRESSES_KEY, () => services.billingAddresses(), {
    // The prompt is the retry: no automatic one behind it.
    shouldRetryOnError: false,
    onError: failed,
  })
  const addresses = read.data ?? none
  const { mutate } = read

  const { choices, selectedId } = useMemo(
    () => billingChoices(addresses, cardAddress),
    [addresses, cardAddress],
  )

  const retry = useCallback(() => {
    void mutate()
  }, [mutate])

  const save = useCallback(
    async (values: BillingAddressValues, addressId: string | undefined): Promise<WalletResult> => {
      try {
        await services.updateBillingAddress(billingUpdateOf(values, addressId))
        void mutate()
        return { ok: true }
      } catch (error) {
        if (!isApiError(error)) throw error
        return { ok: false, message: messages.updateBillingDefault }
      }
    },
    [services, mutate],
  )

  const load: BillingLoad = billingLoadOf({
    hasData: read.data !== undefined,
    failed: read.error !== undefined,
    validating: read.isValidating,
    failures,
  })

  return {
    load,
    failures,
    choices: choices as BillingChoice[],
    defaultId: selectedId,
    retry,
    save,
  }
}
