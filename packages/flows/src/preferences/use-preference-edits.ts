import type { ApiError } from '@aisle/api'
import { useCallback, useReducer } from 'react'
import { readOf } from './preference-requests.js'
import {
  noPreferenceEdits,
  type PreferenceSetEvent,
  type PreferenceSetState,
  preferenceEditsReducer,
  preferenceSetOf,
} from './preferences.js'

export interface PreferenceSet {
  state: PreferenceSetState
  toggle: (id: string, selected: boolean) => void
  reload: () => void
}

/**
 * A set is read on each visit and again only when the screen asks (its Try again): a failed read
 * shows its message rather than retrying, and no focus or reconnect reads it behind the
 * shopper's toggles.
 */
export const onceOnly = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const

interface SetRead<T> {
  data: T | undefined
  error: ApiError | undefined
  isValidating: boolean
  mutate: () => Promise<unknown>
}

/**
 * The set a screen shows over its read (account-area.md §4, §8): the screen's edits on the
 * loaded items, and the reload of its Try again, shown as loading until the read is over.
 */
export function usePreferenceEdits<T>(
  read: SetRead<T>,
  loaded: PreferenceSetState | undefined,
  failure: (error: ApiError) => string,
) {
  const [edits, dispatch] = useReducer(preferenceEditsReducer, noPreferenceEdits)
  const { mutate: revalidate } = read
  const reload = useCallback(() => {
    dispatch({ type: 'reload' })
    revalidate().then(
      () => dispatch({ type: 'reloaded' }),
      () => dispatch({ type: 'reloaded' }),
    )
  }, [revalidate])
  return {
    state: preferenceSetOf(readOf(read, failure), loaded, edits),
    /** The edits of a toggle on the set read as `source`, which shows as `loaded`. */
    editsOn: useCallback(
      (source: unknown, shown: PreferenceSetState) => (event: PreferenceSetEvent) =>
        dispatch({ type: 'edit', source, loaded: shown, event }),
      [],
    ),
    reload,
  }
}
