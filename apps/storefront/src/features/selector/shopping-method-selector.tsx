import { messages } from '@aisle/api'
import type { ShoppingChoice, TabModality } from '@aisle/flows'
import { modalityTabLabels, selectorText, useShoppingMethodSelector } from '@aisle/flows'
import { Alert, Button, ChevronLeftIcon, Tabs } from '@aisle/ui'
import type { ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'
import { SelectorResults } from './selector-results'
import { selectorLabels } from './selector-texts'

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
}

const isFlashSalesKey = (key: unknown) => Array.isArray(key) && key[0] === 'flashSales'

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
}: ShoppingMethodSelectorProps) {
  const client = useApiClient()
  const banner = useBanner()
  const { mutate } = useSWRConfig()
  const selector = useShoppingMethodSelector(client, {
    banner,
    signedIn,
    openedFrom,
    savedChoice,
    onDone,
    openExternal,
    onFlashSalesRefetch: () => void mutate(isFlashSalesKey),
  })
  const { view, modalities } = selector
  const level = headingLevel === 1 ? 2 : 3

  let body: ReactNode
  if (modalities.length === 0) {
    body = <Alert tone="info" title={messages.noStoresTitle} description={messages.noStores} />
  } else if (view === 'storeMenu') {
    body = <SelectorResults selector={selector} modality={selector.state.modality} level={level} />
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
              {modalityTabLabels[type]}
            </Tabs.Trigger>
          ))}
          <Tabs.Indicator />
        </Tabs.List>
        {modalities.map((type) => (
          <Tabs.Content key={type} value={type}>
            <SelectorResults selector={selector} modality={type} level={level} />
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
                {modalityTabLabels[type]}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    )
  }

  return (
    <div>
      {selector.canGoBack ? (
        <Button variant="plain" size="sm" onClick={selector.back}>
          <ChevronLeftIcon />
          {selectorText.back}
        </Button>
      ) : null}
      {renderHeading(selector.heading)}
      {closeControl}
      {view === 'storeMenu' ? (
        <p>{modalityTabLabels[selector.state.modality as TabModality]}</p>
      ) : null}
      {body}
    </div>
  )
}
