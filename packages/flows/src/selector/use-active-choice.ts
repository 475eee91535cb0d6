import type { ApiClient, ModalityOption } from '@aisle/api'
import { useApiQuery, useServiceQuery } from '@aisle/api/swr'
import { activeChoiceOf } from './active-choice.js'
import { currentModality } from './selector.js'
import type { ShoppingChoice } from './selector-cookies.js'
import { type SelectorServices, useSelectorServices } from './selector-services.js'

export interface ActiveChoice {
  /** Undefined while the service answers, or when the shopper has chosen nothing. */
  choice: ShoppingChoice | undefined
  loading: boolean
}

/** The pickup and in-store stores near a postal code, where a header's store is looked up. */
async function storesNear(services: SelectorServices, postalCode: string) {
  const found = await services.modalityOptions({ postalCode })
  return [...(found.PICKUP ?? []), ...(found.IN_STORE ?? [])]
}

/**
 * The signed-in shopper's active store or delivery address as the service keeps it, for
 * the header (shopping-method-selector.md §6). A store the cookies do not name is found
 * by a search near the shopper's profile address, as scheduling finds its pickup store.
 */
export function useActiveChoice(
  source: ApiClient,
  cookie: ShoppingChoice | undefined,
): ActiveChoice {
  const services = useSelectorServices(source)
  const preferences = useApiQuery(source, 'modalityPreferences', {})
  const current = preferences.data && currentModality(preferences.data.preferences)
  const first = activeChoiceOf(current, cookie, undefined)
  const lookup = first.status === 'lookup' ? first.locationId : undefined
  const profile = useApiQuery(source, 'profile', lookup === undefined ? null : {})
  const postalCode = profile.data?.contactInfo.addresses[0]?.address.postalCode
  const stores = useServiceQuery<readonly [string, string, string], ModalityOption[]>(
    lookup !== undefined && postalCode !== undefined
      ? ['selector', 'storesNear', postalCode]
      : null,
    ([, , near]) => storesNear(services, near),
  )
  if (preferences.data === undefined) return { choice: undefined, loading: !preferences.error }
  if (first.status === 'ready') return { choice: first.choice, loading: false }
  const answer = activeChoiceOf(
    current,
    cookie,
    stores.data ?? (stores.error || profile.error ? [] : undefined),
  )
  return answer.status === 'ready'
    ? { choice: answer.choice, loading: false }
    : { choice: undefined, loading: true }
}
