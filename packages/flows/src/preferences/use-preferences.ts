import {
  type ApiClient,
  type ApiError,
  isApiError,
  messages,
  type SmsPreference,
  shownMessageOf,
  toServicePhone,
} from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { type Dispatch, useCallback, useMemo, useReducer } from 'react'
import { type AccountServices, useAccountServices } from '../account/account-services.js'
import {
  emailPreferenceItems,
  noPreferenceEdits,
  type PreferenceCustomisation,
  type PreferenceEditsEvent,
  type PreferenceItem,
  type PreferenceRead,
  type PreferenceSetEvent,
  type PreferenceSetState,
  preferenceEditsReducer,
  preferenceSetOf,
  smsOptInBlocker,
  smsOptInWarning,
} from './preferences.js'

export interface PreferenceSet {
  state: PreferenceSetState
  toggle: (id: string, selected: boolean) => void
  reload: () => void
}

/** The text of a failed load: no preferences, offline, or the generic one (account-area.md §8). */
export function preferenceLoadFailure(error: ApiError): string {
  if (error.kind === 'network') return messages.offline
  if (error.status === 404) return messages.preferencesNotFound
  return messages.technicalDifficultiesTryLater
}

const asApiError = (error: unknown): ApiError => {
  if (!isApiError(error)) throw error
  return error
}

/**
 * A set is read on each visit and again only when the screen asks (its Try again): a failed read
 * shows its message rather than retrying, and no focus or reconnect reads it behind the
 * shopper's toggles.
 */
const onceOnly = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const

const loadedSet = (items: PreferenceItem[]): PreferenceSetState => ({
  status: 'ready',
  items,
  updated: false,
})

const readOf = <T>(
  read: { data: T | undefined; error: ApiError | undefined; isValidating: boolean },
  failure: (error: ApiError) => string,
): PreferenceRead<T> => ({
  data: read.data,
  failure: read.error === undefined ? undefined : failure(read.error),
  validating: read.isValidating,
})

/** Reads the set again, shown as loading until the read is over (account-area.md §8). */
function useReload(
  revalidate: () => Promise<unknown>,
  dispatch: Dispatch<PreferenceEditsEvent>,
): () => void {
  return useCallback(() => {
    dispatch({ type: 'reload' })
    revalidate().then(
      () => dispatch({ type: 'reloaded' }),
      () => dispatch({ type: 'reloaded' }),
    )
  }, [revalidate, dispatch])
}

/** The feature switch of the preference path (account-area.md §6): `?preferences=profile`. */
export const PREFERENCES_SWITCH_PARAM = 'preferences'

export interface EmailPreferencesOptions {
  /**
   * Which path reads and saves them (account-area.md §6 "Feature switches choose between
   * old and new ... preference paths"): the account-management email-preferences calls,
   * or the profile service's getCommunicationPreferences / updateCommunicationPreferences
   * (§7). @default 'accountManagement'
   */
  service?: 'accountManagement' | 'profile'
  /**
   * The token of an e-mail's link (§7 "GET email preferences with an optional token
   * param ... {emailPreferences, token} when a token is used"): a signed-out visitor
   * reads and saves with it. Account-management path only.
   */
  token?: string | undefined
}

/** The preference path and token a page's query asks for (account-area.md §6, §7). */
export function emailPreferencesOptionsOf(search: string): EmailPreferencesOptions {
  const query = new URLSearchParams(search)
  const token = query.get('token') ?? undefined
  if (token !== undefined) return { service: 'accountManagement', token }
  return {
    service: query.get(PREFERENCES_SWITCH_PARAM) === 'profile' ? 'profile' : 'accountManagement',
  }
}

/**
 * E-mail preferences (account-area.md §4 "Preferences"): loaded, shown with the
 * banner's labels and order, each toggle shown at once and then posted.
 */
export function useEmailPreferences(
  source: ApiClient | AccountServices,
  custom: PreferenceCustomisation = {},
  options: EmailPreferencesOptions = {},
): PreferenceSet {
  const { service = 'accountManagement', token } = options
  const services = useAccountServices(source)
  const read = useServiceQuery(
    // Area, verb and arguments: not the services, so a new services object reads nothing again.
    ['account', 'emailPreferences', service, token] as const,
    ([, , path, linkToken]) => services.emailPreferences(path, linkToken),
    onceOnly,
  )
  const [edits, dispatch] = useReducer(preferenceEditsReducer, noPreferenceEdits)
  const { labels, order } = custom
  const loaded = useMemo(() => {
    if (read.data === undefined) return undefined
    const all = read.data.preferenceSets.flatMap((set) => set.emailPreferences)
    const shown: PreferenceCustomisation = {}
    if (labels !== undefined) shown.labels = labels
    if (order !== undefined) shown.order = order
    return loadedSet(emailPreferenceItems(all, shown))
  }, [read.data, labels, order])
  const state = preferenceSetOf(readOf(read, preferenceLoadFailure), loaded, edits)

  const { data } = read
  const toggle = useCallback(
    (id: string, selected: boolean) => {
      const found = data?.preferenceSets.flatMap((set) =>
        set.emailPreferences
          .filter((preference) => preference.shortDescription === id)
          .map((preference) => ({ category: set.emailPreferencesCategory, preference })),
      )[0]
      if (data === undefined || loaded === undefined || found === undefined) return
      const edit = (event: PreferenceSetEvent) =>
        dispatch({ type: 'edit', source: data, loaded, event })
      edit({ type: 'toggle', id, selected })
      services
        .saveEmailPreferences(service, {
          category: found.category,
          emailPreferences: [{ ...found.preference, selected }],
          token,
        })
        .then(
          (response) => {
            const saved = response.preferenceSets
              .flatMap((set) => set.emailPreferences)
              .find((p) => p.shortDescription === id)
            edit({ type: 'settled', id, selected: saved?.selected ?? selected })
          },
          (error: unknown) => {
            const apiError = asApiError(error)
            const message =
              apiError.kind === 'network'
                ? messages.offline
                : apiError.kind === 'http' && apiError.serverMessage
                  ? apiError.serverMessage
                  : messages.emailPreferencesUpdateFailed
            edit({ type: 'failed', id, message })
          },
        )
    },
    [services, service, token, data, loaded],
  )

  return { state, toggle, reload: useReload(read.mutate, dispatch) }
}

/** A text-message preference the page offers; its state is read per trigger type. */
export type SmsPreferenceDefinition = Pick<
  SmsPreference,
  'preferenceType' | 'title' | 'description' | 'unsubscribeNote'
>

export interface UseSmsPreferencesOptions {
  /** The shopper's mobile number as the profile has it; none blocks an opt-in. */
  mobilePhone: string | undefined
  definitions: readonly SmsPreferenceDefinition[]
}

const promotional = (type: string) => type === 'PROMOTIONAL'

/**
 * Text-message preferences (account-area.md §4 "Preferences", §5 "Phone numbers", §8):
 * the opt-in status per trigger type for the mobile number (+1 and the last 10
 * digits), each toggle shown at once and then posted; the server's message becomes the
 * item's warning.
 */
export function useSmsPreferences(
  source: ApiClient | AccountServices,
  { mobilePhone, definitions }: UseSmsPreferencesOptions,
): PreferenceSet {
  const services = useAccountServices(source)
  const phone = mobilePhone === undefined ? undefined : toServicePhone(mobilePhone)
  const types = definitions.map((d) => d.preferenceType)
  const read = useServiceQuery(
    ['account', 'smsOptedIn', phone, ...types] as const,
    ([, , number, ...kinds]) =>
      number === undefined
        ? Promise.resolve(kinds.map(() => false))
        : Promise.all(kinds.map((kind) => services.smsOptedIn(number, kind))),
    onceOnly,
  )
  const promotionalShown = types.some(promotional)
  const [edits, dispatch] = useReducer(preferenceEditsReducer, noPreferenceEdits)
  const loaded = useMemo(
    () =>
      read.data === undefined
        ? undefined
        : loadedSet(
            definitions.map((d, i) => {
              const item = {
                id: d.preferenceType,
                title: d.title,
                selected: read.data?.[i] ?? false,
                pending: false,
              }
              return d.description ? { ...item, description: d.description } : item
            }),
          ),
    [read.data, definitions],
  )
  const state = preferenceSetOf(
    readOf(read, (apiError) =>
      apiError.kind === 'network'
        ? messages.offline
        : promotionalShown
          ? messages.promotionsPreferenceRetrieveFailed
          : preferenceLoadFailure(apiError),
    ),
    loaded,
    edits,
  )

  const { data } = read
  const toggle = useCallback(
    (id: string, selected: boolean) => {
      if (data === undefined || loaded === undefined) return
      const edit = (event: PreferenceSetEvent) =>
        dispatch({ type: 'edit', source: data, loaded, event })
      edit({ type: 'toggle', id, selected })
      const blocked = smsOptInBlocker(mobilePhone, selected)
      if (blocked !== undefined || phone === undefined) {
        edit({ type: 'failed', id, message: blocked ?? messages.smsNeedsMobilePhone })
        return
      }
      const triggerType = id as SmsPreference['preferenceType']
      services.updateSmsOptIn({ optIn: selected, phoneNumber: phone, triggerType }).then(
        (result) => {
          const warning = smsOptInWarning(selected, result)
          edit(
            warning === undefined
              ? { type: 'settled', id, selected: result.customerOptedIn }
              : { type: 'settled', id, selected: result.customerOptedIn, warning },
          )
        },
        (error: unknown) => {
          const apiError = asApiError(error)
          const message =
            apiError.kind === 'network'
              ? messages.offline
              : apiError.kind === 'http' && apiError.serverMessage
                ? shownMessageOf(apiError)
                : promotional(id)
                  ? messages.promotionsPreferenceUpdateFailed
                  : messages.preferenceCannotBeUpdated
          edit({ type: 'failed', id, message })
        },
      )
    },
    [services, mobilePhone, phone, data, loaded],
  )

  return { state, toggle, reload: useReload(read.mutate, dispatch) }
}
