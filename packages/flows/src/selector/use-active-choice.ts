import {
  type ApiClient,
  MODALITY_OPTIONS_ORIGIN_PAGE,
  type ModalityOption,
  toModalityOptions,
} from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useCall } from '../scheduling/use-call.js'
import { activeChoiceOf } from './active-choice.js'
import { currentModality } from './selector.js'
import type { ShoppingChoice } from './selector-cookies.js'

export interface ActiveChoice {
  /** Undefined while the service answers, or when the shopper has chosen nothing. */
  choice: ShoppingChoice | undefined
  loading: boolean
}

/**
 * The signed-in shopper's active store or delivery address as the service keeps it, for
 * the header (shopping-method-selector.md §6). A store the cookies do not name is found
 * by a search near the shopper's profile address, as scheduling finds its pickup store.
 */
export function useActiveChoice(
  client: ApiClient,
  cookie: ShoppingChoice | undefined,
): ActiveChoice {
  const preferences = useApiQuery(client, 'modalityPreferences', {})
  const current = preferences.data && currentModality(preferences.data.preferences)
  const first = activeChoiceOf(current, cookie, undefined)
  const lookup = first.status === 'lookup' ? first.locationId : undefined
  const profile = useApiQuery(client, 'profile', lookup === undefined ? null : {})
  const postalCode = profile.data?.contactInfo.addresses[0]?.address.postalCode
  const stores = useCall<ModalityOption[]>(
    lookup !== undefined && postalCode !== undefined ? `header-stores:${postalCode}` : null,
    () =>
      client
        .call('modalityOptions', {
          body: {
            address: { postalCode: postalCode ?? '' },
            originPage: MODALITY_OPTIONS_ORIGIN_PAGE,
          },
        })
        .then((response) => {
          const found = toModalityOptions(response)
          return [...(found.PICKUP ?? []), ...(found.IN_STORE ?? [])]
        }),
  )
  if (preferences.data === undefined) return { choice: undefined, loading: !preferences.error }
  if (first.status === 'ready') return { choice: first.choice, loading: false }
  const settled = stores.state.status === 'success' ? stores.state.data : undefined
  const answer = activeChoiceOf(
    current,
    cookie,
    settled ?? (stores.state.status === 'error' || profile.error ? [] : undefined),
  )
  return answer.status === 'ready'
    ? { choice: answer.choice, loading: false }
    : { choice: undefined, loading: true }
}
