import { isApiError, shownMessageOf } from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { type Dispatch, type RefObject, useCallback } from 'react'
import { flashSalesNeedRefetch, type SelectorSelection } from './selector.js'
import { emitAnalytics, startShoppingEvent } from './selector-analytics.js'
import type { ShoppingChoice } from './selector-cookies.js'
import type { UseShoppingMethodSelectorOptions } from './selector-model.js'
import type { SelectorServices } from './selector-services.js'
import type { SelectorAction } from './selector-state.js'
import { activeModalityRequestOf } from './selector-view.js'
import { refetchFlashSales } from './use-flash-sales-refetch.js'

export interface SelectorCommitOptions {
  services: SelectorServices
  signedIn: boolean
  /** The shopper's current choice, before this one. */
  active: SelectorSelection | undefined
  dispatch: Dispatch<SelectorAction>
  /** The hook's latest options: the clock, the ids and the callbacks. */
  latest: RefObject<UseShoppingMethodSelectorOptions>
}

/**
 * Sets a chosen store or option (shopping-method-selector.md §4): signed in, as the active
 * modality through the service, then the preferences are read again; flash sales are
 * refetched when the store or the type changed; Start Shopping records analytics; then the
 * window closes with the choice. A failed set keeps the window open with its message.
 */
export function useSelectorCommit({
  services,
  signedIn,
  active,
  dispatch,
  latest,
}: SelectorCommitOptions) {
  const revalidate = useRevalidateApi()
  return useCallback(
    async (selection: SelectorSelection, name: string, recorded = false) => {
      const { now = () => new Date(), newId = () => crypto.randomUUID() } = latest.current
      const choice: ShoppingChoice = { ...selection, name }
      dispatch({ type: 'commit', selection })
      if (signedIn) {
        try {
          await services.setActiveModality(activeModalityRequestOf(selection, newId(), now()))
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
    [active, services, revalidate, signedIn, dispatch, latest],
  )
}
