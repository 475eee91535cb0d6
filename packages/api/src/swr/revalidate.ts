import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import type { CallArgs } from '../transport/route-types.js'
import { apiKey, type QueryRouteName } from './keys.js'

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
