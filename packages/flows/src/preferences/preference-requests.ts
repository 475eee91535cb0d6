import {
  type ApiError,
  type BodyOf,
  type EmailPreference,
  isApiError,
  messages,
  type SmsPreference,
  shownMessageOf,
  toServicePhone,
} from '@aisle/api'
import type { EmailPreferencesAnswer, SmsOptInAnswer } from '../account/account-services.js'
import {
  emailPreferenceItems,
  type PreferenceCustomisation,
  type PreferenceItem,
  type PreferenceRead,
  type PreferenceSetEvent,
  type PreferenceSetState,
  smsOptInBlocker,
  smsOptInWarning,
} from './preferences.js'

// The preference hooks' pure core (account-area.md §4 "Preferences", §6, §7, §8): the path
// a page asks for, the items a read shows, what a toggle posts and what each failure says.
// No React here; useEmailPreferences and useSmsPreferences call these.

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

/** The text of a failed load: no preferences, offline, or the generic one (account-area.md §8). */
export function preferenceLoadFailure(error: ApiError): string {
  if (error.kind === 'network') return messages.offline
  if (error.status === 404) return messages.preferencesNotFound
  return messages.technicalDifficultiesTryLater
}

/** A failed post's error; anything that is not an API error is a bug and is thrown on. */
const asApiError = (error: unknown): ApiError => {
  if (!isApiError(error)) throw error
  return error
}

const loadedSet = (items: PreferenceItem[]): PreferenceSetState => ({
  status: 'ready',
  items,
  updated: false,
})

/** A read as SWR tells it, with the message its failure shows. */
export const readOf = <T>(
  read: { data: T | undefined; error: ApiError | undefined; isValidating: boolean },
  failure: (error: ApiError) => string,
): PreferenceRead<T> => ({
  data: read.data,
  failure: read.error === undefined ? undefined : failure(read.error),
  validating: read.isValidating,
})

/** The e-mail set as read: every category's preferences, with the banner's labels and order. */
export function emailSetOf(
  answer: EmailPreferencesAnswer,
  { labels, order }: PreferenceCustomisation,
): PreferenceSetState {
  const all = answer.preferenceSets.flatMap((set) => set.emailPreferences)
  const shown: PreferenceCustomisation = {}
  if (labels !== undefined) shown.labels = labels
  if (order !== undefined) shown.order = order
  return loadedSet(emailPreferenceItems(all, shown))
}

export interface EmailPreferenceSave {
  category: string
  emailPreferences: EmailPreference[]
  token: string | undefined
}

/**
 * What a toggle of `id` posts (account-area.md §7): its category and that one preference
 * with the new flag, with the link's token. None for an id the answer does not hold.
 */
export function emailSaveOf(
  answer: EmailPreferencesAnswer,
  id: string,
  selected: boolean,
  token: string | undefined,
): EmailPreferenceSave | undefined {
  const found = answer.preferenceSets.flatMap((set) =>
    set.emailPreferences
      .filter((preference) => preference.shortDescription === id)
      .map((preference) => ({ category: set.emailPreferencesCategory, preference })),
  )[0]
  if (found === undefined) return undefined
  return {
    category: found.category,
    emailPreferences: [{ ...found.preference, selected }],
    token,
  }
}

/** The flag the save's answer holds for `id`; the one asked for when it does not say. */
function savedEmailSelection(
  answer: EmailPreferencesAnswer,
  id: string,
  requested: boolean,
): boolean {
  const saved = answer.preferenceSets
    .flatMap((set) => set.emailPreferences)
    .find((preference) => preference.shortDescription === id)
  return saved?.selected ?? requested
}

/** A failed e-mail save: offline, the service's own text, or the e-mail failure (§8). */
function emailSaveFailure(error: ApiError): string {
  if (error.kind === 'network') return messages.offline
  return error.kind === 'http' && error.serverMessage
    ? error.serverMessage
    : messages.emailPreferencesUpdateFailed
}

/** How a post ended: its answer, or what it failed with. */
export type PostOutcome<T> = { answer: T } | { error: unknown }

/**
 * The edit a save's outcome makes (§4): the item settles as the answer holds it, or goes
 * back with why it failed (§8).
 */
export function emailAnswerEvent(
  id: string,
  requested: boolean,
  outcome: PostOutcome<EmailPreferencesAnswer>,
): PreferenceSetEvent {
  if ('answer' in outcome) {
    return { type: 'settled', id, selected: savedEmailSelection(outcome.answer, id, requested) }
  }
  return { type: 'failed', id, message: emailSaveFailure(asApiError(outcome.error)) }
}

/** A text-message preference the page offers; its state is read per trigger type. */
export type SmsPreferenceDefinition = Pick<
  SmsPreference,
  'preferenceType' | 'title' | 'description' | 'unsubscribeNote'
>

const isPromotional = (type: string): boolean => type === 'PROMOTIONAL'

/** The text-message set: each offered kind, opted in as its status read says. */
export function smsSetOf(
  definitions: readonly SmsPreferenceDefinition[],
  optedIn: readonly boolean[],
): PreferenceSetState {
  return loadedSet(
    definitions.map((d, i) => {
      const item = {
        id: d.preferenceType,
        title: d.title,
        selected: optedIn[i] ?? false,
        pending: false,
      }
      return d.description ? { ...item, description: d.description } : item
    }),
  )
}

/**
 * A failed status read of the kinds `shown` (§8): offline; with Specials & Promotions
 * shown, that it could not be retrieved; otherwise as any preference load.
 */
export function smsLoadFailure(error: ApiError, shown: readonly string[]): string {
  if (error.kind === 'network') return messages.offline
  return shown.some(isPromotional)
    ? messages.promotionsPreferenceRetrieveFailed
    : preferenceLoadFailure(error)
}

/** A toggle refused before any post (§5, §8), or the opt-in update it posts (§7). */
export type SmsToggle = { refusal: string } | { body: BodyOf<'updateSmsOptIn'> }

/**
 * An opt-in needs a mobile number, sent as +1 and its last 10 digits (§5 "Phone numbers");
 * without one the shopper is told to add it (§8).
 */
export function smsToggleOf(
  id: string,
  selected: boolean,
  mobilePhone: string | undefined,
): SmsToggle {
  const phoneNumber = mobilePhone === undefined ? undefined : toServicePhone(mobilePhone)
  const blocked = smsOptInBlocker(mobilePhone, selected)
  if (blocked !== undefined || phoneNumber === undefined) {
    return { refusal: blocked ?? messages.smsNeedsMobilePhone }
  }
  const triggerType = id as SmsPreference['preferenceType']
  return { body: { optIn: selected, phoneNumber, triggerType } }
}

/** The update's answer: the status the service holds, with its warning if any (§4, §8). */
function smsSettledEvent(
  id: string,
  requested: boolean,
  result: SmsOptInAnswer,
): PreferenceSetEvent {
  const warning = smsOptInWarning(requested, result)
  return warning === undefined
    ? { type: 'settled', id, selected: result.customerOptedIn }
    : { type: 'settled', id, selected: result.customerOptedIn, warning }
}

/**
 * A failed update (§8): offline, the service's own text, the Specials & Promotions failure
 * for the promotional kind, or that the preference cannot be updated.
 */
function smsSaveFailure(error: ApiError, id: string): string {
  if (error.kind === 'network') return messages.offline
  if (error.kind === 'http' && error.serverMessage) return shownMessageOf(error)
  return isPromotional(id)
    ? messages.promotionsPreferenceUpdateFailed
    : messages.preferenceCannotBeUpdated
}

/** The edit an opt-in update's outcome makes: settled as the service holds it, or failed. */
export function smsAnswerEvent(
  id: string,
  requested: boolean,
  outcome: PostOutcome<SmsOptInAnswer>,
): PreferenceSetEvent {
  if ('answer' in outcome) return smsSettledEvent(id, requested, outcome.answer)
  return { type: 'failed', id, message: smsSaveFailure(asApiError(outcome.error), id) }
}
