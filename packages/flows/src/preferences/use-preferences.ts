import {
  type ApiClient,
  type ApiError,
  type EmailPreference,
  isApiError,
  messages,
  type SmsPreference,
  shownMessageOf,
  toServicePhone,
} from '@aisle/api'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import {
  emailPreferenceItems,
  type PreferenceCustomisation,
  type PreferenceSetState,
  preferenceSetReducer,
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
  client: ApiClient,
  custom: PreferenceCustomisation = {},
  options: EmailPreferencesOptions = {},
): PreferenceSet {
  const { service = 'accountManagement', token } = options
  const [state, dispatch] = useReducer(preferenceSetReducer, { status: 'loading' })
  const sources = useRef(new Map<string, { category: string; preference: EmailPreference }>())
  const customRef = useRef(custom)
  customRef.current = custom
  const [generation, reload] = useReducer((n: number) => n + 1, 0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger
  useEffect(() => {
    let live = true
    dispatch({ type: 'load' })
    const read =
      service === 'profile'
        ? client.call('communicationPreferences')
        : client.call('emailPreferences', token === undefined ? {} : { query: { token } })
    read.then(
      (response) => {
        if (!live) return
        sources.current.clear()
        const all = response.preferenceSets.flatMap((set) =>
          set.emailPreferences.map((preference) => {
            sources.current.set(preference.shortDescription, {
              category: set.emailPreferencesCategory,
              preference,
            })
            return preference
          }),
        )
        dispatch({ type: 'loaded', items: emailPreferenceItems(all, customRef.current) })
      },
      (error: unknown) => {
        if (live)
          dispatch({ type: 'loadFailed', message: preferenceLoadFailure(asApiError(error)) })
      },
    )
    return () => {
      live = false
    }
  }, [client, generation, service, token])

  const toggle = useCallback(
    (id: string, selected: boolean) => {
      const source = sources.current.get(id)
      if (source === undefined) return
      dispatch({ type: 'toggle', id, selected })
      const emailPreferences = [{ ...source.preference, selected }]
      const save =
        service === 'profile'
          ? client.call('updateCommunicationPreferences', {
              body: { emailPreferencesCategory: source.category, emailPreferences },
            })
          : client.call('updateEmailPreferences', {
              body:
                token === undefined
                  ? { emailPreferencesCategory: source.category, emailPreferences }
                  : { emailPreferences, token },
            })
      save.then(
        (response) => {
          const saved = response.preferenceSets
            .flatMap((set) => set.emailPreferences)
            .find((p) => p.shortDescription === id)
          const now = saved?.selected ?? selected
          sources.current.set(id, {
            ...source,
            preference: { ...source.preference, selected: now },
          })
          dispatch({ type: 'settled', id, selected: now })
        },
        (error: unknown) => {
          const apiError = asApiError(error)
          const message =
            apiError.kind === 'network'
              ? messages.offline
              : apiError.kind === 'http' && apiError.serverMessage
                ? apiError.serverMessage
                : messages.emailPreferencesUpdateFailed
          dispatch({ type: 'failed', id, message })
        },
      )
    },
    [client, service, token],
  )

  return { state, toggle, reload }
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
 * Whose opt-in status the transactional call answers (account-area.md §7 "POST
 * transactional SMS status"): every kind but the promotional one. Order updates
 * (CLICKLIST) are transactional texts, which is our reading of the spec's list.
 */
export const isTransactionalSms = (type: string): boolean => !promotional(type)

/**
 * Text-message preferences (account-area.md §4 "Preferences", §5 "Phone numbers", §8):
 * the opt-in status per trigger type for the mobile number (+1 and the last 10
 * digits), each toggle shown at once and then posted; the server's message becomes the
 * item's warning.
 */
export function useSmsPreferences(
  client: ApiClient,
  { mobilePhone, definitions }: UseSmsPreferencesOptions,
): PreferenceSet {
  const [state, dispatch] = useReducer(preferenceSetReducer, { status: 'loading' })
  const [generation, reload] = useReducer((n: number) => n + 1, 0)
  const phone = mobilePhone === undefined ? undefined : toServicePhone(mobilePhone)
  const definitionsRef = useRef(definitions)
  definitionsRef.current = definitions

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger
  useEffect(() => {
    let live = true
    dispatch({ type: 'load' })
    const defs = definitionsRef.current
    const statuses =
      phone === undefined
        ? Promise.resolve(defs.map(() => false))
        : Promise.all(
            defs.map((d) => {
              const ask = { phoneNumber: phone, triggerType: d.preferenceType }
              const status = isTransactionalSms(d.preferenceType)
                ? client.call('transactionalSmsStatus', { body: ask })
                : client.call('smsOptInStatus', { query: ask })
              return status.then((r) => r.customerOptedIn)
            }),
          )
    statuses.then(
      (selected) => {
        if (!live) return
        dispatch({
          type: 'loaded',
          items: defs.map((d, i) => {
            const item = {
              id: d.preferenceType,
              title: d.title,
              selected: selected[i] ?? false,
              pending: false,
            }
            return d.description ? { ...item, description: d.description } : item
          }),
        })
      },
      (error: unknown) => {
        if (!live) return
        const apiError = asApiError(error)
        const message = defs.some((d) => promotional(d.preferenceType))
          ? messages.promotionsPreferenceRetrieveFailed
          : preferenceLoadFailure(apiError)
        dispatch({
          type: 'loadFailed',
          message: apiError.kind === 'network' ? messages.offline : message,
        })
      },
    )
    return () => {
      live = false
    }
  }, [client, phone, generation])

  const toggle = useCallback(
    (id: string, selected: boolean) => {
      dispatch({ type: 'toggle', id, selected })
      const blocked = smsOptInBlocker(mobilePhone, selected)
      if (blocked !== undefined || phone === undefined) {
        dispatch({ type: 'failed', id, message: blocked ?? messages.smsNeedsMobilePhone })
        return
      }
      const triggerType = id as SmsPreference['preferenceType']
      client
        .call('updateSmsOptIn', { body: { optIn: selected, phoneNumber: phone, triggerType } })
        .then(
          (result) => {
            const warning = smsOptInWarning(selected, result)
            dispatch(
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
            dispatch({ type: 'failed', id, message })
          },
        )
    },
    [client, mobilePhone, phone],
  )

  return { state, toggle, reload }
}
