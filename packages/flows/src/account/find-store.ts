import { type ModalityOption, messages, STORE_SEARCH_RADIUS_MILES } from '@aisle/api'

/** The Find a Store page's own texts (ours, except the spec's messages it shows). */
export const findStoreText = {
  heading: 'Find a Store',
  intro: `Search for stores within ${STORE_SEARCH_RADIUS_MILES} miles of a ZIP code.`,
  results: 'Stores Found',
  preferredStore: 'Your Preferred Store',
  searching: 'Searching for stores',
  tryAgain: 'Try Again',
} as const

/**
 * What a store search shows (account-area.md §8, §9): the stores nearest first, 'No Stores
 * were found within 500 Miles of the entered location!' when there are none, or the
 * search-service message when the call failed.
 */
export type StoreSearchOutcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'stores'; stores: ModalityOption[] }
  | { kind: 'none'; message: string }
  | { kind: 'unavailable'; message: string }

export function storeSearchOutcome(
  searched: boolean,
  stores: readonly ModalityOption[] | undefined,
  failed: boolean,
): StoreSearchOutcome {
  if (!searched) return { kind: 'idle' }
  if (failed) return { kind: 'unavailable', message: messages.storeSearchUnavailable }
  if (stores === undefined) return { kind: 'loading' }
  if (stores.length === 0) return { kind: 'none', message: messages.noStoresWithin500Miles }
  const nearest = [...stores].sort(
    (a, b) =>
      (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY),
  )
  return { kind: 'stores', stores: nearest }
}
