import {
  type ApiClient,
  type CheckoutModalityType,
  CUSTOMER_PREFERENCES_PROJECTION,
  DEFAULT_CHECKOUT_CONFIGURATION,
  orderInstructionsPreferenceName,
  savedInstructionsOf,
} from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { isPremiumDeliveryMember } from './scheduling.js'

/**
 * What the scheduling step knows of the shopper and of the screen's switches, through GET
 * routes: the profile (the tooltip's user id, the stores' postal code), the saved order
 * note (§4 "kept as a saved preference"), the memberships (§6 premium preselection) and the
 * checkout configuration (§2 option filter and variant 78ca12; unreadable, the spec's
 * normal screen).
 */
export function useShopperReads(o: {
  client: ApiClient
  fulfillmentType: CheckoutModalityType
  fullyAuthenticated: boolean
  now: () => Date
}) {
  const { client, fulfillmentType } = o
  const profile = useApiQuery(client, 'profile', {})
  const configuration = useApiQuery(client, 'checkoutConfiguration', {})
  const memberships = useApiQuery(client, 'memberships', o.fullyAuthenticated ? {} : null)
  const notePreference = orderInstructionsPreferenceName(fulfillmentType)
  const savedNote = useApiQuery(
    client,
    'customerPreferences',
    o.fullyAuthenticated
      ? { query: { filterName: notePreference, projections: CUSTOMER_PREFERENCES_PROJECTION } }
      : null,
  )
  return {
    profile: profile.data,
    configuration: configuration.data ?? DEFAULT_CHECKOUT_CONFIGURATION,
    /** Read or failed: the page waits for the switches, so no toggle appears late. */
    configurationSettled: configuration.data !== undefined || configuration.error !== undefined,
    premiumMember:
      memberships.data !== undefined &&
      isPremiumDeliveryMember(memberships.data.items, o.now(), fulfillmentType),
    savedNote: savedInstructionsOf(
      savedNote.data?.preferences.find((p) => p.name === notePreference),
    ),
  }
}
