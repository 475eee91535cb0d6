import type { BannerRecord, LatLng, ModalityOption, ModalityType } from '@aisle/api'
import type { SelectorSelection, StoreMenu, TabModality } from './selector.js'
import type { SelectorAnalyticsSink } from './selector-analytics.js'
import type { ShoppingChoice } from './selector-cookies.js'
import type { DeliveryChoice } from './selector-options.js'
import type { SelectorState, SelectorView } from './selector-state.js'
import type { SelectorStatus } from './selector-view.js'

// The shopping-method selector's options and what its hook gives the window
// (shopping-method-selector.md §2, §4, §5, §8).

export interface UseShoppingMethodSelectorOptions {
  banner: Pick<BannerRecord, 'modalityCapabilities' | 'title' | 'membership'>
  /** Signed-in shoppers read and set their active modality through the service (§6). */
  signedIn: boolean
  /** 'cart' makes the heading 'Change Store' (§2). @default 'header' */
  openedFrom?: 'header' | 'cart'
  /** The choice kept for a signed-out shopper (the cookies of §9). */
  savedChoice?: ShoppingChoice | undefined
  /** After a store or option is set: the window closes (§4). */
  onDone: (choice: ShoppingChoice) => void
  /** A cross-banner store with a web URL opens the other banner's site (§4). */
  openExternal: (url: string) => void
  /** Refetches flash sales after the store or the modality type changed (§4). @default refetchFlashSales */
  onFlashSalesRefetch?: () => void
  /** The page's analytics sink: Start Shopping is recorded (§4). @default none */
  onAnalyticsEvent?: SelectorAnalyticsSink
  /** The clock of `createdDate`. @default () => new Date() */
  now?: () => Date
  /** Id of a new preference. @default crypto.randomUUID */
  newId?: () => string
}

export interface ShoppingMethodSelector extends SelectorStatus {
  state: SelectorState
  view: SelectorView
  heading: string
  canGoBack: boolean
  /** The banner's modalities from the registry; empty when it supports none (§1). */
  modalities: TabModality[]
  /** The active preference of each type, latest by createdDate (§4). */
  active: SelectorSelection | undefined
  /** The store menu of the current modality (pickup or in store). */
  menu: StoreMenu
  /** Delivery and ship options as radio choices. */
  delivery: DeliveryChoice[]
  setZip: (value: string) => void
  submitZip: () => void
  searchLocation: (location: LatLng) => void
  locationFailed: () => void
  retry: () => void
  openSearch: () => void
  open: (view: SelectorView, modality?: ModalityType) => void
  /** Replaces the top view (not the root). */
  replace: (view: SelectorView) => void
  back: () => void
  selectModality: (modality: ModalityType) => void
  /** Choosing a store sets it and closes, or opens a cross-banner store's site (§4). */
  chooseStore: (option: ModalityOption) => void
  /** Radio selection of a delivery option (enables Start Shopping). */
  selectDelivery: (value: string) => void
  startShopping: () => void
}
