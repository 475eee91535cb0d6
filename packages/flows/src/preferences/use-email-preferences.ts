import type { ApiClient } from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useMemo } from 'react'
import { type AccountServices, useAccountServices } from '../account/account-services.js'
import {
  type EmailPreferencesOptions,
  emailAnswerEvent,
  emailSaveOf,
  emailSetOf,
  preferenceLoadFailure,
} from './preference-requests.js'
import type { PreferenceCustomisation } from './preferences.js'
import { onceOnly, type PreferenceSet, usePreferenceEdits } from './use-preference-edits.js'

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
  const { labels, order } = custom
  const loaded = useMemo(
    () => (read.data === undefined ? undefined : emailSetOf(read.data, { labels, order })),
    [read.data, labels, order],
  )
  const { state, editsOn, reload } = usePreferenceEdits(read, loaded, preferenceLoadFailure)

  const { data } = read
  const toggle = useCallback(
    (id: string, selected: boolean) => {
      const save = data === undefined ? undefined : emailSaveOf(data, id, selected, token)
      if (data === undefined || loaded === undefined || save === undefined) return
      const edit = editsOn(data, loaded)
      edit({ type: 'toggle', id, selected })
      services.saveEmailPreferences(service, save).then(
        (answer) => edit(emailAnswerEvent(id, selected, { answer })),
        (error: unknown) => edit(emailAnswerEvent(id, selected, { error })),
      )
    },
    [services, service, token, data, loaded, editsOn],
  )

  return { state, toggle, reload }
}
