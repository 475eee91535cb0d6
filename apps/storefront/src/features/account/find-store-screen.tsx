import {
  accountPagesText,
  findStoreText,
  formatMiles,
  geolocationOwnText,
  selectorText,
  useFindStore,
  useGeolocationSearch,
} from '@aisle/flows'
import { Alert, Button, CardRow, SearchBox, Spinner, Stack, StoreResultCard } from '@aisle/ui'
import { lazy, Suspense, useId } from 'react'
import { useApiClient } from '../../api-client'

// The consent modal loads on first use, as in the selector.
const GeolocationConsentModal = lazy(() => import('../selector/geolocation-consent-modal'))

const browserGeolocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined

const zipLabels = { field: 'ZIP Code', search: 'Search stores by ZIP code', submit: 'Search' }

/**
 * Find a Store (account-area.md §7 store locator, §8, §9): a ZIP search within 500 miles,
 * its no-store and service-unavailable messages, and the shopper's preferred store
 * (none is NO_PREFERRED_STORE, §8).
 */
export function FindStoreScreen({
  signedIn = true,
  geolocation = browserGeolocation(),
}: {
  /** The consent is saved as a customer preference when signed in (§4 "Geolocation"). @default true */
  signedIn?: boolean
  /** The device location API; stories pass a fake. @default navigator.geolocation */
  geolocation?: Parameters<typeof useGeolocationSearch>[1]['geolocation']
} = {}) {
  const client = useApiClient()
  const find = useFindStore(client)
  // The Find a Store consent: its own preference and the 'Find a Store Location Access' heading.
  const geo = useGeolocationSearch(client, {
    signedIn,
    area: 'findAStore',
    geolocation,
    onLocation: find.searchLocation,
    onLocationFailed: find.locationFailed,
  })
  const resultsId = useId()
  const { outcome, preferred } = find
  return (
    <Stack gap="6">
      <p>{findStoreText.intro}</p>
      <p>
        {findStoreText.preferredStore}:{' '}
        {preferred.kind === 'found'
          ? preferred.name
          : preferred.kind === 'none'
            ? accountPagesText.noPreferredStore
            : '…'}
      </p>
      <SearchBox
        label={zipLabels.field}
        aria-label={zipLabels.search}
        mode="postal-code"
        autoComplete="postal-code"
        value={find.zip}
        onValueChange={({ value }) => find.setZip(value)}
        onSubmit={find.submit}
        submitLabel={zipLabels.submit}
        invalid={find.zipError !== undefined}
        errorText={find.zipError}
      />
      {geo.available ? (
        <div>
          <Button variant="plain" size="sm" loading={geo.locating} onClick={geo.search}>
            {geolocationOwnText.useMyLocation}
          </Button>
        </div>
      ) : null}
      {geo.error ? <Alert tone="warning" description={geo.error} /> : null}
      <div aria-live="polite">
        {outcome.kind === 'loading' ? <Spinner label={findStoreText.searching} /> : null}
        {outcome.kind === 'none' ? <Alert tone="info" description={outcome.message} /> : null}
        {outcome.kind === 'unavailable' ? (
          <Alert
            tone="danger"
            description={outcome.message}
            actionLabel={findStoreText.tryAgain}
            onAction={find.retry}
          />
        ) : null}
      </div>
      {outcome.kind === 'stores' ? (
        <section aria-labelledby={resultsId}>
          <h2 id={resultsId}>{findStoreText.results}</h2>
          <CardRow.Root aria-labelledby={resultsId}>
            {outcome.stores.map((store) => (
              <StoreResultCard
                key={store.locationId}
                headingLevel={3}
                name={store.name ?? store.locationId}
                street={
                  store.address
                    ? [store.address.street, store.address.unit].filter(Boolean).join(', ')
                    : ''
                }
                cityState={
                  store.address ? `${store.address.locality}, ${store.address.region}` : ''
                }
                distance={store.distanceMiles === undefined ? '' : formatMiles(store.distanceMiles)}
                {...(store.isLocker ? { tag: selectorText.lockerPickup } : {})}
              />
            ))}
          </CardRow.Root>
        </section>
      ) : null}
      {geo.consent.status === 'open' ? (
        <Suspense>
          <GeolocationConsentModal geo={geo} place="findAStore" />
        </Suspense>
      ) : null}
    </Stack>
  )
}
