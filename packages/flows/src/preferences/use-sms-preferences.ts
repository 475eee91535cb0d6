import { type ApiClient, toServicePhone } from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useMemo } from 'react'
import { type AccountServices, useAccountServices } from '../account/account-services.js'
import {
  type SmsPreferenceDefinition,
  smsAnswerEvent,
  smsLoadFailure,
  smsSetOf,
  smsToggleOf,
} from './preference-requests.js'
import { onceOnly, type PreferenceSet, usePreferenceEdits } from './use-preference-edits.js'

export interface UseSmsPreferencesOptions {
  /** The shopper's mobile number as the profile has it; none blocks an opt-in. */
  mobilePhone: string | undefined
  definitions: readonly SmsPreferenceDefinition[]
}

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
  const loaded = useMemo(
    () => (read.data === undefined ? undefined : smsSetOf(definitions, read.data)),
    [read.data, definitions],
  )
  const { state, editsOn, reload } = usePreferenceEdits(read, loaded, (apiError) =>
    smsLoadFailure(apiError, types),
  )

  const { data } = read
  const toggle = useCallback(
    (id: string, selected: boolean) => {
      if (data === undefined || loaded === undefined) return
      const edit = editsOn(data, loaded)
      edit({ type: 'toggle', id, selected })
      const change = smsToggleOf(id, selected, mobilePhone)
      if ('refusal' in change) {
        edit({ type: 'failed', id, message: change.refusal })
        return
      }
      services.updateSmsOptIn(change.body).then(
        (answer) => edit(smsAnswerEvent(id, selected, { answer })),
        (error: unknown) => edit(smsAnswerEvent(id, selected, { error })),
      )
    },
    [services, mobilePhone, data, loaded, editsOn],
  )

  return { state, toggle, reload }
}
