import {
  type ApiClient,
  type BannerRecord,
  isApiError,
  type LatLng,
  type ModalityOption,
  type ModalityPreference,
  type ModalityType,
  shownMessageOf,
} from '@aisle/api'
import { useApiQuery, useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { isMembershipActive } from '../account/membership-status.js'
import {
  activeModalities,
  bannerTabModalities,
  canStartShopping,
  currentModality,
  flashSalesNeedRefetch,
  type SelectorSelection,
  type StoreMenu,
  selectorHeading,
  storeChoice,
  storeMenu,
  type TabModality,
} from './selector.js'
import {
  emitAnalytics,
  type SelectorAnalyticsSink,
  startShoppingEvent,
} from './selector-analytics.js'
import type { ShoppingChoice } from './selector-cookies.js'
import { type DeliveryChoice, deliveryChoices } from './selector-options.js'
import { useSelectorServices } from './selector-services.js'
import {
  canGoBack,
  currentView,
  initialSelectorState,
  optionsOf,
  type SelectorState,
  type SelectorView,
  selectorReducer,
} from './selector-state.js'
import { refetchFlashSales } from './use-flash-sales-refetch.js'

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

export interface ShoppingMethodSelector {
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
  /** A loaded search found nothing for the current modality (§8 no-store message). */
  noStores: boolean
  canStartShopping: boolean
  busy: boolean
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

const toSelection = (preference: ModalityPreference): SelectorSelection | undefined =>
  'locationId' in preference.destination
    ? { modalityType: preference.modalityType, locationId: preference.destination.locationId }
    : undefined

/**
 * The shopping-method selector (shopping-method-selector.md §2, §4, §5, §8): the pure
 * `selectorReducer` decides every move; this hook runs the options search, reads and
 * sets the active modality and refetches flash sales.
 */
export function useShoppingMethodSelector(
  client: ApiClient,
  options: UseShoppingMethodSelectorOptions,
): ShoppingMethodSelector {
  const { banner, signedIn, openedFrom = 'header', savedChoice } = options
  const modalities = useMemo(() => bannerTabModalities(banner), [banner])
  const [state, dispatch] = useReducer(
    selectorReducer,
    modalities[0] ?? 'PICKUP',
    initialSelectorState,
  )
  const latest = useRef(options)
  latest.current = options
  const revalidate = useRevalidateApi()
  const services = useSelectorServices(client)

  const preferences = useApiQuery(client, 'modalityPreferences', signedIn ? {} : null)
  const history = useMemo(() => preferences.data?.preferences ?? [], [preferences.data])
  // §1, §6: a membership-active shopper sees the members' reduced fees.
  const memberships = useApiQuery(client, 'memberships', signedIn ? {} : null)
  const membershipName =
    memberships.data !== undefined &&
    isMembershipActive(memberships.data.items, (options.now ?? (() => new Date()))())
      ? banner.membership.name
      : undefined
  const activeByType = useMemo((): Partial<Record<ModalityType, SelectorSelection>> => {
    if (!signedIn) {
      return savedChoice
        ? {
            [savedChoice.modalityType]: {
              modalityType: savedChoice.modalityType,
              locationId: savedChoice.locationId,
            },
          }
        : {}
    }
    const result: Partial<Record<ModalityType, SelectorSelection>> = {}
    for (const preference of Object.values(activeModalities(history))) {
      const selection = toSelection(preference)
      if (selection) result[preference.modalityType] = selection
    }
    return result
  }, [signedIn, savedChoice, history])
  const active = useMemo(() => {
    if (!signedIn) return savedChoice && activeByType[savedChoice.modalityType]
    const current = currentModality(history)
    return current && toSelection(current)
  }, [signedIn, savedChoice, activeByType, history])

  // The options search: one call per request number; a late answer is dropped by the reducer.
  useEffect(() => {
    const { options: search } = state
    if (search.status !== 'loading') return
    services.modalityOptions(search.query).then(
      (options) => dispatch({ type: 'optionsLoaded', request: search.request, options }),
      (error: unknown) => {
        if (!isApiError(error)) throw error
        dispatch({
          type: 'optionsFailed',
          request: search.request,
          status: error.status,
          ...(error.code === undefined ? {} : { code: error.code }),
        })
      },
    )
  }, [services, state])

  const commit = useCallback(
    async (selection: SelectorSelection, name: string, recorded = false) => {
      const { now = () => new Date(), newId = () => crypto.randomUUID() } = latest.current
      const choice: ShoppingChoice = { ...selection, name }
      dispatch({ type: 'commit', selection })
      if (signedIn) {
        try {
          await services.setActiveModality({
            id: newId(),
            modalityType: selection.modalityType,
            destination: { locationId: selection.locationId },
            createdDate: now().toISOString(),
            source: 'options',
          })
        } catch (error) {
          if (!isApiError(error)) throw error
          dispatch({ type: 'commitFailed', message: shownMessageOf(error) })
          return
        }
        await revalidate('modalityPreferences')
      }
      dispatch({ type: 'committed' })
      if (flashSalesNeedRefetch(active, selection)) {
        const refetch = latest.current.onFlashSalesRefetch ?? refetchFlashSales
        refetch()
      }
      // §4: Start Shopping records analytics, then closes.
      if (recorded) emitAnalytics(latest.current.onAnalyticsEvent, startShoppingEvent(selection))
      latest.current.onDone(choice)
    },
    [active, services, revalidate, signedIn],
  )

  const modality = state.modality
  const found = optionsOf(state, modality)
  const menu = useMemo(() => {
    const activeId = activeByType[modality]?.locationId
    // §4: the active store comes first, as 'Currently Shopping'.
    return storeMenu(found, activeId, history)
  }, [found, activeByType, modality, history])
  const delivery = useMemo(() => {
    if (state.options.status !== 'loaded') return []
    const choices = deliveryChoices(state.options.options, banner.title, membershipName)
    const activeDelivery = activeByType.DELIVERY?.locationId
    // §4: the selected modality is ordered first.
    const selected = choices.find((c) => c.option.locationId === activeDelivery)
    return selected ? [selected, ...choices.filter((c) => c !== selected)] : choices
  }, [state.options, banner.title, activeByType, membershipName])

  const loaded = state.options.status === 'loaded'
  const noStores = loaded && (modality === 'DELIVERY' ? delivery.length === 0 : found.length === 0)
  // Ship is chosen among the delivery options, so it counts as the delivery tab's type.
  const asTab = (type: ModalityType): ModalityType => (type === 'SHIP' ? 'DELIVERY' : type)

  return {
    state,
    view: currentView(state),
    heading: selectorHeading(openedFrom),
    canGoBack: canGoBack(state),
    modalities,
    active,
    menu,
    delivery,
    noStores,
    canStartShopping:
      state.commit.status !== 'saving' &&
      canStartShopping(
        state.selection && {
          ...state.selection,
          modalityType: asTab(state.selection.modalityType),
        },
        asTab(modality),
      ),
    busy: state.options.status === 'loading' || state.commit.status === 'saving',
    setZip: (value) => dispatch({ type: 'typeZip', value }),
    submitZip: () => dispatch({ type: 'submitZip' }),
    searchLocation: (location) => dispatch({ type: 'searchLocation', location }),
    locationFailed: () => dispatch({ type: 'locationFailed' }),
    retry: () => dispatch({ type: 'retry' }),
    openSearch: () => dispatch({ type: 'openSearch' }),
    open: (view, to) =>
      dispatch(to === undefined ? { type: 'open', view } : { type: 'open', view, modality: to }),
    replace: (view) => dispatch({ type: 'replace', view }),
    back: () => dispatch({ type: 'back' }),
    selectModality: (to) => dispatch({ type: 'selectModality', modality: to }),
    chooseStore: (option) => {
      const choice = storeChoice(option)
      if (choice.kind === 'visit') {
        latest.current.openExternal(choice.url)
        return
      }
      void commit(
        { modalityType: modality, locationId: choice.locationId },
        option.name ?? option.locationId,
      )
    },
    selectDelivery: (value) => {
      const choice = delivery.find((c) => c.value === value)
      if (choice) {
        dispatch({
          type: 'select',
          value,
          selection: { modalityType: choice.modalityType, locationId: choice.option.locationId },
        })
      }
    },
    startShopping: () => {
      const { selection, selectedValue } = state
      if (selection === undefined) return
      const label = delivery.find((c) => c.value === selectedValue)?.label ?? selection.locationId
      void commit(selection, label, true)
    },
  }
}
