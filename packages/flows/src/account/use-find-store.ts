import {
  type ApiClient,
  type LatLng,
  STORE_SEARCH_RADIUS_MILES,
  toModalityOption,
} from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useMemo, useState } from 'react'
import { keepZipInput, zipSearchError } from '../selector/selector.js'
import {
  type AccountServices,
  type StoreLocatorQuery,
  useAccountServices,
} from './account-services.js'
import { type StoreSearchOutcome, storeSearchOutcome } from './find-store.js'
import { type PreferredStoreAnswer, preferredStoreAnswer } from './profile-fields.js'

export interface FindStore {
  zip: string
  zipError: string | undefined
  outcome: StoreSearchOutcome
  /** The shopper's preferred store; none is NO_PREFERRED_STORE (account-area.md §8). */
  preferred: PreferredStoreAnswer
  setZip: (value: string) => void
  submit: () => void
  /** Searches near the device's location (the Find a Store consent, shopping-method-selector.md §2). */
  searchLocation: (location: LatLng) => void
  /** The device could not say where it is: the ZIP is cleared (as in the selector, §4). */
  locationFailed: () => void
  retry: () => void
}

/** A store search as key arguments: strings and a number, within the 500-mile radius (§9). */
function searchKeyOf(where: StoreLocatorQuery) {
  return 'near' in where
    ? (['near', where.near, STORE_SEARCH_RADIUS_MILES] as const)
    : (['postalCode', where.postalCode, STORE_SEARCH_RADIUS_MILES] as const)
}

/**
 * Find a Store (account-area.md §7 store locator, §8, §9): a ZIP search within the
 * 500-mile radius, and the shopper's preferred store.
 */
export function useFindStore(source: ApiClient | AccountServices): FindStore {
  const services = useAccountServices(source)
  const [zip, setZipValue] = useState('')
  const [zipError, setZipError] = useState<string | undefined>()
  const [searched, setSearched] = useState<StoreLocatorQuery | undefined>()
  // The keys name the area, the verb and its arguments, not the services: a caller handing
  // in a new services object on each render asks the same questions, and reads nothing again.
  const search = useServiceQuery(
    searched === undefined
      ? null
      : (['account', 'searchStores', ...searchKeyOf(searched)] as const),
    ([, , kind, value, radius]) =>
      services.searchStores(kind === 'near' ? { near: value } : { postalCode: value }, radius),
    { shouldRetryOnError: false },
  )
  const preferredStore = useServiceQuery(
    ['account', 'preferredStore'] as const,
    () => services.preferredStore(),
    { shouldRetryOnError: false },
  )
  const stores = useMemo(() => search.data?.stores.map(toModalityOption), [search.data])
  const failed = search.error !== undefined && !search.isValidating
  return {
    zip,
    zipError,
    outcome: storeSearchOutcome(searched !== undefined, stores, failed),
    preferred: preferredStoreAnswer(preferredStore.data, preferredStore.error),
    setZip: (value) => {
      setZipValue(keepZipInput(value))
      setZipError(undefined)
    },
    submit: () => {
      const error = zipSearchError(zip)
      setZipError(error)
      if (error === undefined) setSearched({ postalCode: zip })
    },
    searchLocation: ({ lat, lng }) => {
      setZipError(undefined)
      setSearched({ near: `${lat.toFixed(6)},${lng.toFixed(6)}` })
    },
    locationFailed: () => setZipValue(''),
    retry: () => void search.mutate(),
  }
}
