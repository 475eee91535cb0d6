import { type ApiClient, type ModalityOption, STORE_LOOKUP_MAX, toModalityOption } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useMemo } from 'react'

/**
 * The ids the results do not describe, in order and at most STORE_LOOKUP_MAX: what the
 * store locator is asked for.
 */
export function storesToLookUp(
  ids: readonly string[],
  known: ReadonlyMap<string, ModalityOption>,
): string[] {
  return ids.filter((id) => !known.has(id)).slice(0, STORE_LOOKUP_MAX)
}

/**
 * 'Recent Stores' with their details (shopping-method-selector.md §2 "Store menu"): from
 * the search results when they hold the store, else from the store locator
 * (account-area.md §7), asked once for all the missing ones. A store neither knows is
 * left out; a failed look-up leaves only the known ones.
 */
export function useRecentStores(
  client: ApiClient,
  ids: readonly string[],
  known: ReadonlyMap<string, ModalityOption>,
): ModalityOption[] {
  const missing = storesToLookUp(ids, known)
  const lookup = useApiQuery(
    client,
    'storeLocator',
    missing.length === 0 ? null : { query: { locationIds: missing.join(',') } },
  )
  const found = lookup.data?.stores
  return useMemo(() => {
    const fetched = new Map(
      (found ?? []).map((e) => [e.destination.locationId, toModalityOption(e)]),
    )
    return ids.flatMap((id) => {
      const option = known.get(id) ?? fetched.get(id)
      return option ? [option] : []
    })
  }, [ids, known, found])
}
