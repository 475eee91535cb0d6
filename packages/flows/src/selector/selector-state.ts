import {
  type LatLng,
  type ModalityOption,
  type ModalityType,
  messages,
  modalityOptionsFailure,
} from '@aisle/api'
import { keepZipInput, type SelectorSelection, zipSearchError } from './selector.js'

/** The selector's views (shopping-method-selector.md §2 "Selector views"); `root` is the options list. */
export type SelectorView =
  | 'root'
  | 'storeMenu'
  | 'addressBook'
  | 'addAddress'
  | 'confirmation'
  | 'timeSlots'
  | 'signInPrompt'

/** What an options call asks for: a postal code or a device location (§7 "Modality options"). */
export type OptionsQuery = { postalCode: string } | { location: LatLng }

export type ModalityOptionsByType = Partial<Record<ModalityType, ModalityOption[]>>

export type OptionsState =
  | { status: 'idle' }
  | { status: 'loading'; query: OptionsQuery; request: number }
  | { status: 'loaded'; query: OptionsQuery; options: ModalityOptionsByType }
  /**
   * §8: `sorryPanel` is the 'sorry, it's us' panel (not for a 400 NO_STORES_FOUND);
   * `noStores` the no-store message.
   */
  | { status: 'failed'; query: OptionsQuery; sorryPanel: boolean; noStores: boolean }

export type CommitState =
  | { status: 'idle' }
  | { status: 'saving'; selection: SelectorSelection }
  | { status: 'failed'; selection: SelectorSelection; message: string }

export interface SelectorState {
  /** The view stack; the last is shown, `root` is first. */
  views: SelectorView[]
  /** The tab (tabbed layout) or the modality whose store menu is open (single list). */
  modality: ModalityType
  /** What the ZIP field holds: digits only, at most 5 (§5). */
  zip: string
  /** The invalid-postal-code message, shown under the field. */
  zipError: string | undefined
  /** The postal-code search drawer; §8 reopens it after a service error. */
  searchOpen: boolean
  options: OptionsState
  /** The store or delivery option picked by radio (§4: enables Start Shopping). */
  selection: SelectorSelection | undefined
  /** The radio value of the selection (two delivery groups may share a location). */
  selectedValue: string | undefined
  commit: CommitState
  /** Requests are numbered so that a late answer of an older search is dropped. */
  lastRequest: number
}

export type SelectorAction =
  | { type: 'typeZip'; value: string }
  | { type: 'submitZip' }
  | { type: 'searchLocation'; location: LatLng }
  /** §4 "Geolocation": an error clears the postal code. */
  | { type: 'locationFailed' }
  | { type: 'optionsLoaded'; request: number; options: ModalityOptionsByType }
  | { type: 'optionsFailed'; request: number; status?: number; code?: string }
  | { type: 'retry' }
  | { type: 'openSearch' }
  | { type: 'open'; view: SelectorView; modality?: ModalityType }
  /** The top view gives way to another, e.g. the add-address form to the time slots. */
  | { type: 'replace'; view: SelectorView }
  | { type: 'back' }
  | { type: 'selectModality'; modality: ModalityType }
  | { type: 'select'; selection: SelectorSelection; value: string }
  | { type: 'commit'; selection: SelectorSelection }
  | { type: 'committed' }
  | { type: 'commitFailed'; message: string }

export function initialSelectorState(modality: ModalityType): SelectorState {
  return {
    views: ['root'],
    modality,
    zip: '',
    zipError: undefined,
    searchOpen: true,
    options: { status: 'idle' },
    selection: undefined,
    selectedValue: undefined,
    commit: { status: 'idle' },
    lastRequest: 0,
  }
}

const sameLocation = (a: OptionsQuery, b: LatLng) =>
  'location' in a && a.location.lat === b.lat && a.location.lng === b.lng

function load(state: SelectorState, query: OptionsQuery): SelectorState {
  const request = state.lastRequest + 1
  return {
    ...state,
    options: { status: 'loading', query, request },
    lastRequest: request,
    selection: undefined,
    selectedValue: undefined,
  }
}

/**
 * The selector's state machine (shopping-method-selector.md §4, §5, §8). Illegal
 * moves throw; a late answer of an older search is dropped.
 */
export function selectorReducer(state: SelectorState, action: SelectorAction): SelectorState {
  switch (action.type) {
    case 'typeZip':
      return { ...state, zip: keepZipInput(action.value), zipError: undefined }
    case 'submitZip': {
      const error = zipSearchError(state.zip)
      if (error !== undefined) return { ...state, zipError: error }
      return load({ ...state, zipError: undefined }, { postalCode: state.zip })
    }
    case 'searchLocation': {
      // §4 "Geolocation": only changed coordinates fetch options.
      const { options } = state
      if (options.status !== 'idle' && sameLocation(options.query, action.location)) return state
      return load({ ...state, zipError: undefined }, { location: action.location })
    }
    case 'locationFailed':
      return { ...state, zip: '', zipError: undefined }
    case 'optionsLoaded':
      if (state.options.status !== 'loading' || state.options.request !== action.request) {
        return state
      }
      return {
        ...state,
        options: { status: 'loaded', query: state.options.query, options: action.options },
        searchOpen: false,
      }
    case 'optionsFailed': {
      if (state.options.status !== 'loading' || state.options.request !== action.request) {
        return state
      }
      const failure = modalityOptionsFailure(action)
      const noStores = action.status === 400 && action.code === 'NO_STORES_FOUND'
      // §8: an invalid postal code is the shopper's to fix (shown on the field, except
      // NO_STORES_FOUND, which gets the no-store message); any other error keeps the
      // ZIP valid, reopens the search drawer and resets the options.
      return {
        ...state,
        zipError: failure.invalidPostalCode && !noStores ? messages.invalidZipCode : undefined,
        searchOpen: true,
        options: {
          status: 'failed',
          query: state.options.query,
          sorryPanel: failure.showSorryPanel,
          noStores,
        },
      }
    }
    case 'retry':
      if (state.options.status !== 'failed') throw illegal(action, state)
      return load(state, state.options.query)
    case 'openSearch':
      return { ...state, searchOpen: true }
    case 'open':
      return {
        ...state,
        views: [...state.views, action.view],
        modality: action.modality ?? state.modality,
      }
    case 'replace':
      if (state.views.length === 1) throw illegal(action, state)
      return { ...state, views: [...state.views.slice(0, -1), action.view] }
    case 'back':
      // §4 "Store selection": Back returns toward the main view and clears the postal code.
      if (state.views.length === 1) throw illegal(action, state)
      return { ...state, views: state.views.slice(0, -1), zip: '', zipError: undefined }
    case 'selectModality':
      return { ...state, modality: action.modality }
    case 'select':
      return { ...state, selection: action.selection, selectedValue: action.value }
    case 'commit':
      if (state.commit.status === 'saving') throw illegal(action, state)
      return { ...state, commit: { status: 'saving', selection: action.selection } }
    case 'committed':
      if (state.commit.status !== 'saving') throw illegal(action, state)
      return { ...state, commit: { status: 'idle' } }
    case 'commitFailed':
      if (state.commit.status !== 'saving') throw illegal(action, state)
      return {
        ...state,
        commit: { status: 'failed', selection: state.commit.selection, message: action.message },
      }
  }
}

function illegal(action: SelectorAction, state: SelectorState): Error {
  const where =
    action.type === 'back' || action.type === 'replace'
      ? state.views.at(-1)
      : `${state.options.status}/${state.commit.status}`
  return new Error(`Invalid action "${action.type}" in state "${where}"`)
}

/** The view shown: the top of the stack. */
export const currentView = (state: SelectorState): SelectorView => state.views.at(-1) ?? 'root'

/** 'Back' appears on non-root views (§2). */
export const canGoBack = (state: SelectorState): boolean => state.views.length > 1

/** The options of a modality once loaded; empty lists get the no-store message (§8). */
export function optionsOf(state: SelectorState, modality: ModalityType): ModalityOption[] {
  return state.options.status === 'loaded' ? (state.options.options[modality] ?? []) : []
}
