import type { ApiClient } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import { useMemo, useReducer, useRef } from 'react'
import { bannerTabModalities, selectorHeading, storeChoice, storeMenu } from './selector.js'
import type { ShoppingMethodSelector, UseShoppingMethodSelectorOptions } from './selector-model.js'
import { useSelectorServices } from './selector-services.js'
import {
  canGoBack,
  currentView,
  initialSelectorState,
  optionsOf,
  selectorReducer,
} from './selector-state.js'
import {
  activeChoicesOf,
  deliverySelectAction,
  membershipNameOf,
  orderedDeliveryChoices,
  selectorStatusOf,
  startShoppingName,
} from './selector-view.js'
import { useModalityOptionsSearch } from './use-modality-options-search.js'
import { useSelectorCommit } from './use-selector-commit.js'

export type * from './selector-model.js'

const systemNow = () => new Date()

/**
 * The shopping-method selector (shopping-method-selector.md §2, §4, §5, §8): the pure
 * `selectorReducer` decides every move; this hook runs the options search
 * (`useModalityOptionsSearch`), reads and sets the active modality (`useSelectorCommit`)
 * and refetches flash sales.
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
  const services = useSelectorServices(client)

  const preferences = useApiQuery(client, 'modalityPreferences', signedIn ? {} : null)
  const history = useMemo(() => preferences.data?.preferences ?? [], [preferences.data])
  // §1, §6: a membership-active shopper sees the members' reduced fees.
  const memberships = useApiQuery(client, 'memberships', signedIn ? {} : null)
  const membershipName = membershipNameOf(
    banner.membership,
    memberships.data?.items,
    (options.now ?? systemNow)(),
  )
  const { byType: activeByType, active } = useMemo(
    () => activeChoicesOf({ signedIn, savedChoice, history }),
    [signedIn, savedChoice, history],
  )

  useModalityOptionsSearch(services, state, dispatch)
  const commit = useSelectorCommit({ services, signedIn, active, dispatch, latest })

  const modality = state.modality
  const found = optionsOf(state, modality)
  const menu = useMemo(() => {
    const activeId = activeByType[modality]?.locationId
    // §4: the active store comes first, as 'Currently Shopping'.
    return storeMenu(found, activeId, history)
  }, [found, activeByType, modality, history])
  const delivery = useMemo(
    // §4: the selected modality is ordered first.
    () =>
      orderedDeliveryChoices(
        state.options,
        banner.title,
        membershipName,
        activeByType.DELIVERY?.locationId,
      ),
    [state.options, banner.title, activeByType, membershipName],
  )

  return {
    state,
    view: currentView(state),
    heading: selectorHeading(openedFrom),
    canGoBack: canGoBack(state),
    modalities,
    active,
    menu,
    delivery,
    ...selectorStatusOf(state, found, delivery),
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
      const select = deliverySelectAction(delivery, value)
      if (select) dispatch(select)
    },
    startShopping: () => {
      const { selection, selectedValue } = state
      if (selection === undefined) return
      void commit(selection, startShoppingName(delivery, selectedValue, selection), true)
    },
  }
}
