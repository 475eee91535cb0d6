import type { ModalityType } from '@aisle/api'
import { messages } from '@aisle/api'
import {
  type GeolocationSearch,
  type ShoppingMethodSelector,
  useLoadingIndicator,
} from '@aisle/flows'
import { Alert, Spinner, Stack } from '@aisle/ui'
import { lazy, type ReactNode, Suspense } from 'react'
import { selectorLabels } from './selector-texts'
import { StoreMenu } from './store-menu'
import { ZipSearch } from './zip-search'

// Radio tiles load only when a delivery tab shows, to keep the selector's chunk small.
const DeliveryOptions = lazy(() =>
  import('./delivery-options').then((m) => ({ default: m.DeliveryOptions })),
)

/** A tab's or the store menu's body: the ZIP search on top, then what it found (§2, §8). */
export function SelectorResults({
  selector,
  modality,
  level,
  geo,
  deliveryExtra,
}: {
  selector: ShoppingMethodSelector
  modality: ModalityType
  level: 2 | 3
  geo?: GeolocationSearch | undefined
  /** Under the delivery options: the address prompt (§2 "Reserve Your Time"). */
  deliveryExtra?: ReactNode
}) {
  const { options, commit } = selector.state
  // §9: the spinner waits 200 ms, so a quick answer does not flash it.
  const searching = useLoadingIndicator(options.status === 'loading')
  return (
    <Stack gap="5">
      <div>
        <ZipSearch selector={selector} geo={geo} />
        <div aria-live="polite">
          {searching ? <Spinner label={selectorLabels.searching} showLabel /> : null}
          {options.status === 'failed' && options.noStores ? (
            <Alert tone="info" title={messages.noStoresTitle} description={messages.noStores} />
          ) : null}
          {options.status === 'failed' && options.sorryPanel ? (
            // The 'sorry, it's us' panel (§8).
            <Alert
              tone="danger"
              description={messages.selectorTechnicalDifficulties}
              actionLabel={selectorLabels.tryAgain}
              onAction={selector.retry}
            />
          ) : null}
          {selector.noStores ? (
            <Alert tone="info" title={messages.noStoresTitle} description={messages.noStores} />
          ) : null}
          {commit.status === 'failed' ? <Alert tone="danger" description={commit.message} /> : null}
        </div>
      </div>
      {options.status === 'loaded' && !selector.noStores ? (
        modality === 'DELIVERY' || modality === 'SHIP' ? (
          <Suspense fallback={<Spinner label={selectorLabels.searching} />}>
            <Stack gap="8">
              <DeliveryOptions selector={selector} />
              {deliveryExtra}
            </Stack>
          </Suspense>
        ) : (
          <StoreMenu selector={selector} level={level} />
        )
      ) : null}
    </Stack>
  )
}
