import { type AccountAddress, isApiError, messages, type PostalAddress } from '@aisle/api'
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import type { WalletResult } from './use-wallet.js'
import type { BillingAddressValues } from './validation.js'
import { type BillingChoice, billingChoices, billingUpdateOf } from './wallet-billing.js'
import type { WalletServices } from './wallet-services.js'

/**
 * Loading the billing list has an auto-retry prompt (wallet-flyout.md §4 "Billing
 * address flow"): the first failure a warning with Retry, the second the error.
 */
export type BillingLoad =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'retry'; message: string }
  | { status: 'error'; message: string }

/** The account's billing addresses for a card form, home first, the card's own matched or appended. */
export function useBillingAddresses(
  services: WalletServices,
  cardAddress: PostalAddress | undefined,
) {
  const [addresses, setAddresses] = useState<AccountAddress[]>([])
  const [load, setLoad] = useState<BillingLoad>({ status: 'loading' })
  const [failures, setFailures] = useState(0)
  const [generation, reload] = useReducer((n: number) => n + 1, 0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger
  useEffect(() => {
    let live = true
    setLoad({ status: 'loading' })
    services.billingAddresses().then(
      (list) => {
        if (!live) return
        setAddresses(list)
        setLoad({ status: 'ready' })
      },
      (error: unknown) => {
        if (!isApiError(error)) throw error
        if (!live) return
        setFailures((n) => {
          const next = n + 1
          setLoad(
            next === 1
              ? { status: 'retry', message: messages.billingListRetry }
              : { status: 'error', message: messages.getBillingDefault },
          )
          return next
        })
      },
    )
    return () => {
      live = false
    }
  }, [services, generation])

  const { choices, selectedId } = useMemo(
    () => billingChoices(addresses, cardAddress),
    [addresses, cardAddress],
  )

  const save = useCallback(
    async (values: BillingAddressValues, addressId: string | undefined): Promise<WalletResult> => {
      try {
        await services.updateBillingAddress(billingUpdateOf(values, addressId))
        reload()
        return { ok: true }
      } catch (error) {
        if (!isApiError(error)) throw error
        return { ok: false, message: messages.updateBillingDefault }
      }
    },
    [services],
  )

  return {
    load,
    failures,
    choices: choices as BillingChoice[],
    defaultId: selectedId,
    retry: reload,
    save,
  }
}
