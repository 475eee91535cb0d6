import { type ApiClient, SELECTOR_TEXT_CONTENT_ID, SELECTOR_TEXT_CONTENT_VERSION } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useMemo } from 'react'
import { modalityTabLabels, type TabModality } from './selector-texts.js'

/** The postal-code search's strings and the tab labels the string table may word. */
export interface SelectorTextContent {
  postalCodeSearch: { label: string; submit: string; change: string }
  tabs: Record<TabModality, string>
}

/** What the storefront shows while the table loads, or when it fails or lacks a key. */
export const SELECTOR_TEXT_DEFAULTS: SelectorTextContent = {
  postalCodeSearch: { label: 'ZIP Code', submit: 'Search', change: 'Change ZIP Code' },
  tabs: { ...modalityTabLabels },
}

/**
 * The selector's texts from its string table (shopping-method-selector.md §7 "Text
 * content ... 'modality/fulfillment/text' (string table v1.0.0), plus postal-code search
 * strings"): each key the table holds replaces the default; an empty text does not.
 */
export function selectorTextContent(
  strings: Readonly<Record<string, string>> | undefined,
): SelectorTextContent {
  const pick = (key: string, fallback: string) => {
    const value = strings?.[key]?.trim()
    return value ? value : fallback
  }
  const defaults = SELECTOR_TEXT_DEFAULTS
  return {
    postalCodeSearch: {
      label: pick('postalCodeSearch.label', defaults.postalCodeSearch.label),
      submit: pick('postalCodeSearch.submit', defaults.postalCodeSearch.submit),
      change: pick('postalCodeSearch.change', defaults.postalCodeSearch.change),
    },
    tabs: {
      PICKUP: pick('fulfillment.PICKUP', defaults.tabs.PICKUP),
      DELIVERY: pick('fulfillment.DELIVERY', defaults.tabs.DELIVERY),
      IN_STORE: pick('fulfillment.IN_STORE', defaults.tabs.IN_STORE),
    },
  }
}

/** Reads the string table once (cached) and gives the selector's texts (§7). */
export function useSelectorTextContent(client: ApiClient): SelectorTextContent {
  const table = useApiQuery(
    client,
    'textContent',
    { query: { id: SELECTOR_TEXT_CONTENT_ID, version: SELECTOR_TEXT_CONTENT_VERSION } },
    { shouldRetryOnError: false, revalidateIfStale: false },
  )
  return useMemo(() => selectorTextContent(table.data?.strings), [table.data])
}
