import {
  type BannerRecord,
  latestPreferenceByType,
  type ModalityOption,
  type ModalityPreference,
  type ModalityType,
  messages,
} from '@aisle/api'

export { modalityTabLabels, selectorText, type TabModality } from './selector-texts.js'

import { modalityTabLabels, selectorText, type TabModality } from './selector-texts.js'

/** The heading: 'Change Store' when opened from the cart (§2 "Selector views"). */
export function selectorHeading(openedFrom: 'header' | 'cart'): string {
  return openedFrom === 'cart' ? selectorText.headingFromCart : selectorText.heading
}

/**
 * The modalities a banner offers in the tabbed layout, from the banner registry; some
 * banners support none (§1).
 */
export function bannerTabModalities(
  banner: Pick<BannerRecord, 'modalityCapabilities'>,
): TabModality[] {
  return (Object.keys(modalityTabLabels) as TabModality[]).filter(
    (type) => banner.modalityCapabilities[type],
  )
}

// ---------------------------------------------------------------------------
// ZIP search (§5 "ZIP search")
// ---------------------------------------------------------------------------

export const ZIP_LENGTH = 5

/** What the ZIP input keeps of what was typed: digits only, at most five. */
export function keepZipInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ZIP_LENGTH)
}

/** The error of a ZIP submission: exactly five digits, else the invalid-postal-code message. */
export function zipSearchError(zip: string): string | undefined {
  return /^\d{5}$/.test(zip) ? undefined : messages.invalidZipCode
}

// ---------------------------------------------------------------------------
// Store menu (§2 "Store menu", §4 "Store selection", §9)
// ---------------------------------------------------------------------------

/** Distance as the store card shows it: miles with 2 decimals (§9). */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(2)} mi`
}

export interface StoreMenu {
  /** The store of the active modality, when it is among the results. */
  currentlyShopping: ModalityOption | undefined
  /** The other results, by ascending distance. */
  moreResults: ModalityOption[]
  /** Stores chosen before (pickup and in-store), newest first, at most RECENT_STORES_MAX. */
  recentStores: string[]
}

/** How many recent stores the menu lists (ours: the spec gives no number). */
export const RECENT_STORES_MAX = 5

const byDistance = (a: ModalityOption, b: ModalityOption) =>
  (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY)

/**
 * The store menu's three sections: 'Currently Shopping' (the active store), 'More
 * Results' (the rest, nearest first) and 'Recent Stores' (location ids of earlier
 * pickup and in-store choices, newest first, without repeats and without the store
 * shopped now). A recent store may also be among the results: the section is the
 * shopper's history, not what the search left out.
 */
export function storeMenu(
  options: readonly ModalityOption[],
  activeLocationId: string | undefined,
  history: readonly ModalityPreference[] = [],
): StoreMenu {
  const sorted = [...options].sort(byDistance)
  const currentlyShopping = sorted.find((o) => o.locationId === activeLocationId)
  const moreResults = sorted.filter((o) => o !== currentlyShopping)
  const recentStores: string[] = []
  for (const preference of [...history].sort(
    (a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate),
  )) {
    if (preference.modalityType !== 'PICKUP' && preference.modalityType !== 'IN_STORE') continue
    if (!('locationId' in preference.destination)) continue
    const id = preference.destination.locationId
    if (recentStores.includes(id) || id === activeLocationId) continue
    recentStores.push(id)
    if (recentStores.length === RECENT_STORES_MAX) break
  }
  return { currentlyShopping, moreResults, recentStores }
}

export type StoreChoice =
  | { kind: 'select'; locationId: string }
  /** A cross-banner store with a web URL opens the other banner's site (§4). */
  | { kind: 'visit'; url: string; label: string }

export function storeChoice(option: ModalityOption): StoreChoice {
  if (option.isCrossBanner && option.externalNavigation !== undefined) {
    return {
      kind: 'visit',
      url: option.externalNavigation.webUrl,
      label: option.externalNavigation.linkText,
    }
  }
  return { kind: 'select', locationId: option.locationId }
}

/** The selected option first, the rest in their order (§4 "Store selection"). */
export function selectedFirst<T extends { locationId: string }>(
  options: readonly T[],
  selectedLocationId: string | undefined,
): T[] {
  const selected = options.filter((o) => o.locationId === selectedLocationId)
  return [...selected, ...options.filter((o) => o.locationId !== selectedLocationId)]
}

/** The active modality of each type: the latest by createdDate (§4). */
export function activeModalities(
  preferences: readonly ModalityPreference[],
): Partial<Record<ModalityType, ModalityPreference>> {
  return latestPreferenceByType(preferences)
}

/** The shopper's current modality: the most recent of all types. */
export function currentModality(
  preferences: readonly ModalityPreference[],
): ModalityPreference | undefined {
  return Object.values(activeModalities(preferences)).sort(
    (a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate),
  )[0]
}

export interface SelectorSelection {
  modalityType: ModalityType
  locationId: string
}

/**
 * 'Start Shopping' is enabled only once a store or delivery option of the tab's
 * modality type is selected (§4).
 */
export function canStartShopping(
  selection: SelectorSelection | undefined,
  tab: ModalityType,
): boolean {
  return selection !== undefined && selection.modalityType === tab
}

/** Flash sales are refetched when the store or the modality type changes (§4). */
export function flashSalesNeedRefetch(
  before: SelectorSelection | undefined,
  after: SelectorSelection,
): boolean {
  return (
    before === undefined ||
    before.modalityType !== after.modalityType ||
    before.locationId !== after.locationId
  )
}
