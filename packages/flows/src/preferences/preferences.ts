import { type EmailPreference, messages, nationalDigits } from '@aisle/api'

/**
 * Email and text-message preferences (account-area.md §2 "Preferences screens", §4
 * "Preferences", §8 "Preference messages"): each set loads, shows its items, and a
 * toggle changes the item at once, then posts; the server's message becomes a warning
 * on the item, a failure puts the item back and says why.
 */
export interface PreferenceItem {
  id: string
  title: string
  description?: string
  selected: boolean
  /** A post for this item is under way. */
  pending: boolean
  /** A message from the server, or the failure of the last post, shown on the item. */
  warning?: string
}

export type PreferenceSetState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: PreferenceItem[]; updated: boolean }

export type PreferenceSetEvent =
  | { type: 'load' }
  | { type: 'loaded'; items: PreferenceItem[] }
  | { type: 'loadFailed'; message: string }
  | { type: 'toggle'; id: string; selected: boolean }
  | { type: 'settled'; id: string; selected: boolean; warning?: string }
  | { type: 'failed'; id: string; message: string }

const updateItem = (
  state: PreferenceSetState,
  id: string,
  change: (item: PreferenceItem) => PreferenceItem,
): PreferenceSetState =>
  state.status !== 'ready'
    ? state
    : { ...state, items: state.items.map((item) => (item.id === id ? change(item) : item)) }

const withoutWarning = ({ warning: _, ...item }: PreferenceItem): PreferenceItem => item

export function preferenceSetReducer(
  state: PreferenceSetState,
  event: PreferenceSetEvent,
): PreferenceSetState {
  switch (event.type) {
    case 'load':
      return { status: 'loading' }
    case 'loaded':
      return { status: 'ready', items: event.items, updated: false }
    case 'loadFailed':
      return { status: 'error', message: event.message }
    case 'toggle':
      // §4: the selected flag changes at once, then the change is posted.
      return updateItem(state, event.id, (item) =>
        item.pending ? item : { ...withoutWarning(item), selected: event.selected, pending: true },
      )
    case 'settled': {
      const next = updateItem(state, event.id, (item) => {
        const settled = { ...withoutWarning(item), selected: event.selected, pending: false }
        return event.warning === undefined || event.warning === ''
          ? settled
          : { ...settled, warning: event.warning }
      })
      return next.status === 'ready' ? { ...next, updated: true } : next
    }
    case 'failed':
      // The item goes back to what the server still holds and shows why.
      return updateItem(state, event.id, (item) => ({
        ...item,
        selected: !item.selected,
        pending: false,
        warning: event.message,
      }))
  }
}

/** A banner's own texts and order for its email preferences (account-area.md §2). */
export interface PreferenceCustomisation {
  /** Titles by the service's short description, e.g. 'Specials' → 'Specials & Promotions'. */
  labels?: Readonly<Record<string, string>>
  /** Titles in the banner's order; the rest follow in the service's order. */
  order?: readonly string[]
}

/** The items of the email preferences, with the banner's labels and order applied. */
export function emailPreferenceItems(
  preferences: readonly EmailPreference[],
  custom: PreferenceCustomisation = {},
): PreferenceItem[] {
  const items = preferences.map((preference): PreferenceItem => {
    const item: PreferenceItem = {
      id: preference.shortDescription,
      title: custom.labels?.[preference.shortDescription] ?? preference.shortDescription,
      selected: preference.selected,
      pending: false,
    }
    if (preference.longDescription) item.description = preference.longDescription
    return item
  })
  const order = custom.order ?? []
  const rank = (item: PreferenceItem) => {
    const at = order.indexOf(item.title)
    return at === -1 ? order.length : at
  }
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item)
}

/**
 * Why a text-message opt-in cannot be posted: without a mobile number the shopper is
 * told to add one (account-area.md §8). Opting out always goes through.
 */
export function smsOptInBlocker(
  mobilePhone: string | undefined,
  optIn: boolean,
): string | undefined {
  if (!optIn) return undefined
  return mobilePhone === undefined || nationalDigits(mobilePhone) === undefined
    ? messages.smsNeedsMobilePhone
    : undefined
}

/**
 * The warning after an opt-in post: the server's message when it sent one; an opt-in
 * the service has not confirmed yet asks the shopper to check the phone (§8).
 */
export function smsOptInWarning(
  requested: boolean,
  result: { customerOptedIn: boolean; message?: string },
): string | undefined {
  if (result.message !== undefined && result.message !== '') return result.message
  if (requested && !result.customerOptedIn) return messages.smsCheckPhone
  return undefined
}

/**
 * The changes a screen has made to a loaded set: the set as toggled, tied to the answer it
 * started from (a fresh answer starts afresh), and whether a reload is under way.
 */
export interface PreferenceEdits {
  source: unknown
  state: PreferenceSetState | undefined
  reloading: boolean
}

export type PreferenceEditsEvent =
  /** A toggle, settle or failure on the set loaded as `source`, which reads as `loaded`. */
  | { type: 'edit'; source: unknown; loaded: PreferenceSetState; event: PreferenceSetEvent }
  | { type: 'reload' }
  | { type: 'reloaded' }

export const noPreferenceEdits: PreferenceEdits = {
  source: undefined,
  state: undefined,
  reloading: false,
}

export function preferenceEditsReducer(
  edits: PreferenceEdits,
  event: PreferenceEditsEvent,
): PreferenceEdits {
  switch (event.type) {
    case 'edit': {
      const from =
        edits.state !== undefined && edits.source === event.source ? edits.state : event.loaded
      return { ...edits, source: event.source, state: preferenceSetReducer(from, event.event) }
    }
    case 'reload':
      // The reload shows as loading, and what it reads replaces the edits.
      return { ...noPreferenceEdits, reloading: true }
    case 'reloaded':
      return { ...edits, reloading: false }
  }
}

/** What a read of the set stands at, as SWR tells it. */
export interface PreferenceRead<T> {
  data: T | undefined
  /** The failed read's message; none while it succeeds. */
  failure: string | undefined
  validating: boolean
}

/**
 * The set a screen shows: loading while a read or a reload is under way, the failure of a
 * read, or the loaded items with the screen's edits on them (account-area.md §4, §8).
 */
export function preferenceSetOf<T>(
  read: PreferenceRead<T>,
  loaded: PreferenceSetState | undefined,
  edits: PreferenceEdits,
): PreferenceSetState {
  if (edits.reloading) return { status: 'loading' }
  if (read.failure !== undefined && !read.validating)
    return { status: 'error', message: read.failure }
  if (read.data === undefined || loaded === undefined) return { status: 'loading' }
  return edits.state !== undefined && edits.source === read.data ? edits.state : loaded
}
