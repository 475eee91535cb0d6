import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import type { CallArgs, ResponseOf } from '../transport/route-types.js'
import { apiKey, type QueryRouteName } from './keys.js'
import type { ServiceKey } from './use-service-query.js'

/**
 * A function that refetches a cached read after a change elsewhere (a saved or removed
 * address refreshes the book), so flows need not know SWR's cache keys.
 */
export function useRevalidateApi(): <N extends QueryRouteName>(
  name: N,
  args?: Pick<CallArgs<N>, 'params' | 'query' | 'headers'>,
) => Promise<void> {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (name, args) => {
      try {
        await mutate(apiKey(name, args ?? {}))
      } catch {
        // A refresh that lands after its cache is gone (a provider of a test or a story that
        // has unmounted) has nothing left to refresh; a failed refetch itself never throws
        // here, it goes to the reads' own error state.
      }
    },
    [mutate],
  )
}

/**
 * A function that refetches a service read (`useServiceQuery`) by its key, the area, the
 * verb and its arguments, after a change elsewhere (a saved address refreshes the book).
 */
export function useRevalidateService(): (key: ServiceKey) => Promise<void> {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (key) => {
      try {
        await mutate(key)
      } catch {
        // As for a route's read: a cache that is gone has nothing to refresh.
      }
    },
    [mutate],
  )
}

/**
 * A function that writes a call's fresh answer into the cache of a read, without a
 * refetch: an updated order the service returned is the order (checkout.md §4 "Modify
 * submit": the checkout, its buyer's date of birth and remaining balance are stored).
 */
export function useStoreApi(): <N extends QueryRouteName>(
  name: N,
  args: Pick<CallArgs<N>, 'params' | 'query' | 'headers'>,
  data: ResponseOf<N>,
) => Promise<void> {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (name, args, data) => {
      try {
        await mutate(apiKey(name, args), data, { revalidate: false })
      } catch {
        // As for a refresh: a cache that is gone has nothing to store into.
      }
    },
    [mutate],
  )
}
