import {
  type GeolocationSearch,
  geolocationOwnText,
  type ShoppingMethodSelector,
  useSelectorTextContent,
} from '@aisle/flows'
import { Alert, Button, SearchBox } from '@aisle/ui'
import { useApiClient } from '../../api-client'
import { selectorLabels } from './selector-texts'

/** The postal-code search on top of each tab (shopping-method-selector.md §2, §5). */
export function ZipSearch({
  selector,
  geo,
}: {
  selector: ShoppingMethodSelector
  /** The location search (§4 "Geolocation"); hidden when its switch is off. */
  geo?: GeolocationSearch | undefined
}) {
  const { state } = selector
  // §7: the postal-code search strings come from the selector's string table.
  const texts = useSelectorTextContent(useApiClient()).postalCodeSearch
  if (!state.searchOpen) {
    const query = state.options.status === 'idle' ? undefined : state.options.query
    return (
      <p>
        {query && 'postalCode' in query ? query.postalCode : null}{' '}
        <Button variant="plain" size="sm" onClick={selector.openSearch}>
          {texts.change}
        </Button>
      </p>
    )
  }
  return (
    <>
      <SearchBox
        label={texts.label}
        aria-label={selectorLabels.zipSearch}
        mode="postal-code"
        autoComplete="postal-code"
        value={state.zip}
        onValueChange={({ value }) => selector.setZip(value)}
        onSubmit={() => selector.submitZip()}
        submitLabel={texts.submit}
        invalid={state.zipError !== undefined}
        errorText={state.zipError}
      />
      {geo?.available ? (
        <div>
          <Button variant="plain" size="sm" loading={geo.locating} onClick={geo.search}>
            {geolocationOwnText.useMyLocation}
          </Button>
        </div>
      ) : null}
      {geo?.error ? <Alert tone="warning" description={geo.error} /> : null}
    </>
  )
}
