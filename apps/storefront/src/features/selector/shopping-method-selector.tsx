import { type Address, messages } from '@aisle/api'
import type {
  AddressBookVariant,
  GeolocationApi,
  ShoppingChoice,
  TabModality,
  TimeSlotVersion,
} from '@aisle/flows'
import {
  selectorText,
  useGeolocationSearch,
  useSelectorTextContent,
  useShoppingMethodSelector,
} from '@aisle/flows'
import { Alert, Button, ChevronLeftIcon, Spinner, Stack, Tabs } from '@aisle/ui'
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'
import { logAnalyticsEvent } from './analytics-log'
import { DeliveryPrompt } from './delivery-prompt'
import { SelectorResults } from './selector-results'
import { selectorLabels } from './selector-texts'
import { useViewFocus } from './use-view-focus'

// The delivery views and the consent modal load on first use, to keep the selector's chunk small.
const DeliveryViews = lazy(() => import('./delivery-views'))
const GeolocationConsentModal = lazy(() => import('./geolocation-consent-modal'))
const DELIVERY_VIEWS = ['addressBook', 'addAddress', 'confirmation', 'timeSlots', 'signInPrompt']

export interface ShoppingMethodSelectorProps {
  /** Tabbed (one tab per modality) or a single list (shopping-method-selector.md §2). @default 'tabs' */
  layout?: 'tabs' | 'list'
  openedFrom?: 'header' | 'cart'
  signedIn: boolean
  savedChoice?: ShoppingChoice | undefined
  /** The heading element: the dialog's title or the page's h1. */
  renderHeading: (text: string) => ReactNode
  /** The level of `renderHeading`'s heading; sections sit one below. @default 2 */
  headingLevel?: 1 | 2
  /** The modal's close control, beside the heading. */
  closeControl?: ReactNode
  onDone: (choice: ShoppingChoice) => void
  /** @default window.location.assign */
  openExternal?: (url: string) => void
  /** The address book version inside the selector (§2: both exist). @default 'legacy' */
  addressBookVersion?: AddressBookVariant
  /** The time-slot view's version, which names its primary button (§2). @default 'default' */
  timeSlotVersion?: TimeSlotVersion
  /** The feature switch of the location search (§4 "Geolocation"). @default true */
  geolocationSearch?: boolean
  /** The device location API. @default navigator.geolocation */
  geolocation?: GeolocationApi | undefined
  /** The shopper's time zone for the slots. @default the browser's */
  timeZone?: string
}

const browserGeolocation = (): GeolocationApi | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined

/** 'How are you shopping today?': the selector's views, as a modal body or an inline page. */
export function ShoppingMethodSelector({
  layout = 'tabs',
  openedFrom = 'header',
  signedIn,
  savedChoice,
  renderHeading,
  headingLevel = 2,
  closeControl,
  onDone,
  openExternal = (url) => window.location.assign(url),
  addressBookVersion = 'legacy',
  timeSlotVersion = 'default',
  geolocationSearch = true,
  geolocation = browserGeolocation(),
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: ShoppingMethodSelectorProps) {
  const client = useApiClient()
  const banner = useBanner()
  const selector = useShoppingMethodSelector(client, {
    banner,
    signedIn,
    openedFrom,
    savedChoice,
    onDone,
    openExternal,
    onAnalyticsEvent: logAnalyticsEvent,
  })
  const [editing, setEditing] = useState<Address | undefined>()
  const [chosen, setChosen] = useState<Address | undefined>()
  const geo = useGeolocationSearch(client, {
    signedIn,
    enabled: geolocationSearch,
    geolocation,
    onLocation: selector.searchLocation,
    onLocationFailed: selector.locationFailed,
  })
  const { view, modalities } = selector
  // §7: the tab labels may be worded by the selector's string table.
  const tabLabels = useSelectorTextContent(client).tabs
  const rootRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  // Each change of view lands the focus on its heading (the pressed control is gone).
  useViewFocus(view, rootRef, bodyRef)
  const level = headingLevel === 1 ? 2 : 3
  const deliveryPrompt = <DeliveryPrompt selector={selector} signedIn={signedIn} level={level} />
  let body: ReactNode
  if (modalities.length === 0) {
    body = <Alert tone="info" title={messages.noStoresTitle} description={messages.noStores} />
  } else if (DELIVERY_VIEWS.includes(view)) {
    body = (
      <Suspense fallback={<Spinner label={selectorLabels.searching} />}>
        <DeliveryViews
          selector={selector}
          signedIn={signedIn}
          onDone={onDone}
          addressBookVersion={addressBookVersion}
          timeSlotVersion={timeSlotVersion}
          timeZone={timeZone}
          editing={editing}
          setEditing={setEditing}
          chosen={chosen}
          setChosen={setChosen}
          level={level}
        />
      </Suspense>
    )
  } else if (view === 'storeMenu') {
    body = (
      <SelectorResults
        selector={selector}
        modality={selector.state.modality}
        level={level}
        geo={geo}
        deliveryExtra={deliveryPrompt}
      />
    )
  } else if (layout === 'tabs') {
    body = (
      <Tabs.Root
        value={selector.state.modality}
        onValueChange={({ value }) => selector.selectModality(value as (typeof modalities)[number])}
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={selectorLabels.modalities}>
          {modalities.map((type) => (
            <Tabs.Trigger key={type} value={type}>
              {tabLabels[type]}
            </Tabs.Trigger>
          ))}
          <Tabs.Indicator />
        </Tabs.List>
        {modalities.map((type) => (
          <Tabs.Content key={type} value={type}>
            <SelectorResults
              selector={selector}
              modality={type}
              level={level}
              geo={geo}
              deliveryExtra={deliveryPrompt}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    )
  } else {
    body = (
      <nav aria-label={selectorLabels.modalities}>
        <ul>
          {modalities.map((type) => (
            <li key={type}>
              <Button variant="secondary" onClick={() => selector.open('storeMenu', type)}>
                {tabLabels[type]}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    )
  }

  return (
    // The heading group, then the view a spacing token below it, never touching it.
    <Stack ref={rootRef} gap="4">
      <div>
        {selector.canGoBack ? (
          <Button variant="plain" size="sm" onClick={selector.back}>
            <ChevronLeftIcon />
            {selectorText.back}
          </Button>
        ) : null}
        {renderHeading(selector.heading)}
        {closeControl}
        {view === 'storeMenu' ? <p>{tabLabels[selector.state.modality as TabModality]}</p> : null}
      </div>
      <div ref={bodyRef}>{body}</div>
      {geo.consent.status === 'open' ? (
        <Suspense>
          <GeolocationConsentModal geo={geo} />
        </Suspense>
      ) : null}
    </Stack>
  )
}
