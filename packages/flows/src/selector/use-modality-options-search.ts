import { type Dispatch, useEffect } from 'react'
import type { SelectorServices } from './selector-services.js'
import type { SelectorAction, SelectorState } from './selector-state.js'
import { optionsFailedAction } from './selector-view.js'

/**
 * The selector's options search (shopping-method-selector.md §4, §5, §8): one call per
 * request number the reducer starts; a late answer is dropped by the reducer.
 */
export function useModalityOptionsSearch(
  services: SelectorServices,
  state: SelectorState,
  dispatch: Dispatch<SelectorAction>,
): void {
  useEffect(() => {
    const { options: search } = state
    if (search.status !== 'loading') return
    services.modalityOptions(search.query).then(
      (options) => dispatch({ type: 'optionsLoaded', request: search.request, options }),
      (error: unknown) => dispatch(optionsFailedAction(search.request, error)),
    )
  }, [services, state, dispatch])
}
