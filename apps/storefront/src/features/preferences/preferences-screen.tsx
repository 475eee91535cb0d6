import { toProfile } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import {
  emailPreferenceCustomisation,
  emailPreferencesOptionsOf,
  preferencesText,
  smsPreferenceDefinitions,
  useEmailPreferences,
  useSmsPreferences,
} from '@aisle/flows'
import { Alert, Spinner, Stack } from '@aisle/ui'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { useApiClient } from '../../api-client'
import { useBanner } from '../../banner-context'
import { PageHeading } from '../../page-heading'
import { PreferenceSetView } from './preference-set-view'

export const PREFERENCES_HEADING = 'Preferences'

/** /account/emailSubscriptions: email and text-message preferences (account-area.md §2). */
export function PreferencesScreen() {
  return (
    <>
      <PageHeading>{PREFERENCES_HEADING}</PageHeading>
      <Stack gap="8">
        <EmailPreferences />
        <SmsPreferencesForProfile />
      </Stack>
    </>
  )
}

function EmailPreferences() {
  const client = useApiClient()
  const banner = useBanner()
  // account-area.md §6: `?preferences=profile` reads and saves through the profile service.
  const { search } = useLocation()
  const options = useMemo(() => emailPreferencesOptionsOf(search), [search])
  const set = useEmailPreferences(client, emailPreferenceCustomisation(banner.id), options)
  return (
    <PreferenceSetView
      heading={preferencesText.emailHeading}
      note={preferencesText.emailNote}
      set={set}
    />
  )
}

/** Text messages go to the profile's mobile number, so the profile loads first. */
function SmsPreferencesForProfile() {
  const client = useApiClient()
  const banner = useBanner()
  // account-area.md §7: an e-mail link's token opens the e-mail preferences alone.
  const linkToken = emailPreferencesOptionsOf(useLocation().search).token
  const profile = useApiQuery(client, 'profile', linkToken === undefined ? {} : null)
  if (linkToken !== undefined) return null
  if (profile.error) {
    return (
      <section>
        <h2>{preferencesText.smsHeading}</h2>
        <Alert
          tone="danger"
          description={profile.error.message}
          actionLabel={preferencesText.retry}
          onAction={() => void profile.mutate()}
        />
      </section>
    )
  }
  if (!profile.data) return <Spinner label={preferencesText.loading} />
  return <SmsPreferences mobilePhone={toProfile(profile.data, banner.id).mobilePhoneNumber} />
}

function SmsPreferences({ mobilePhone }: { mobilePhone: string | undefined }) {
  const client = useApiClient()
  const set = useSmsPreferences(client, { mobilePhone, definitions: smsPreferenceDefinitions })
  return (
    <PreferenceSetView
      heading={preferencesText.smsHeading}
      note={preferencesText.smsNote}
      set={set}
    />
  )
}
