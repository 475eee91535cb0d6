// account-area.md §7: the store locator and the preferred store (names only; the
// parameters and answers are ours, in @aisle/api's store-locator contract).
import type { ServiceProfile, StoreLocatorQuery } from '@aisle/api'
import { NO_PREFERRED_STORE, STORE_SEARCH_RADIUS_MILES } from '@aisle/api'
import type { HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'
import { hasNoStores } from '../rules.ts'
import { entryOf, storesOf } from './modality.ts'

export const storeLocatorHandlers: Pick<HandlerTable, 'storeLocator' | 'preferredStore'> = {
  storeLocator: (c) => {
    const { locationIds, postalCode, radius } = c.query as StoreLocatorQuery
    const miles = radius === undefined ? STORE_SEARCH_RADIUS_MILES : Number(radius)
    const wanted = locationIds?.split(',')
    // A postal-code search finds nothing within the radius for the no-store ZIP codes.
    const none = postalCode !== undefined && hasNoStores(postalCode)
    const stores = storesOf(c)
      .filter((s) => !none && (wanted ? wanted.includes(s.locationId) : true))
      .filter((s) => s.distance <= miles)
      .sort((a, b) => a.distance - b.distance)
    return ok({ stores: stores.map((s) => entryOf(s, c.banner)) })
  },
  preferredStore: (c) => {
    const profile = c.mine.get<ServiceProfile>('profile', 'profile')
    const details = profile?.bannerSpecificDetails.find((d) => d.banner === c.banner)
    const id =
      details?.preferredStoreDivisionNumber && details.preferredStoreNumber
        ? `${details.preferredStoreDivisionNumber}${details.preferredStoreNumber}`
        : undefined
    const store = storesOf(c).find((s) => s.locationId === id)
    if (!store) return fail(404, NO_PREFERRED_STORE, 'no preferred store')
    const { storeDetails } = entryOf(store, c.banner)
    return ok({ store: storeDetails })
  },
}
