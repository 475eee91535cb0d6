import { type ApiClient, type CheckoutModalityType, toCheckoutModalityType } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { currentModality } from '../selector/selector.js'

/**
 * The checkout modality new cart lines get: the shopper's current shopping method
 * (shopping-method-selector.md §4, the latest preference); undefined until known or for SHIP.
 */
export function useActiveCheckoutModality(
  client: ApiClient,
  enabled = true,
): CheckoutModalityType | undefined {
  const preferences = useApiQuery(client, 'modalityPreferences', enabled ? {} : null)
  const current = currentModality(preferences.data?.preferences ?? [])
  return current === undefined ? undefined : toCheckoutModalityType(current.modalityType)
}
