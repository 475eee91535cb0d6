import { useApiQuery } from '@aisle/api/swr'
import { accountPagesText, preferredStoreAnswer, profileFields } from '@aisle/flows'
import { Alert, DataList, Spinner, Surface } from '@aisle/ui'
import { useId } from 'react'
import { useApiClient } from '../../api-client'
import { useProfile } from './use-profile'

/** The profile page's fields (account-area.md §3 "Profile"): labels and values on a card. */
export function ProfileScreen() {
  const profile = useProfile()
  const headingId = useId()
  // The preferred store's name (account-area.md §7); none is NO_PREFERRED_STORE (§8).
  const preferred = useApiQuery(useApiClient(), 'preferredStore', {}, { shouldRetryOnError: false })
  const store = preferredStoreAnswer(preferred.data, preferred.error)
  if (profile.status === 'loading') return <Spinner label={accountPagesText.loading} />
  if (profile.status === 'error')
    return (
      <Alert
        tone="danger"
        description={accountPagesText.loadError}
        actionLabel={accountPagesText.tryAgain}
        onAction={profile.retry}
      />
    )
  return (
    <Surface.Root aria-labelledby={headingId}>
      <Surface.Title asChild>
        <h2 id={headingId}>{accountPagesText.profileHeading}</h2>
      </Surface.Title>
      <p>{accountPagesText.profileIntro}</p>
      <DataList.Root orientation="vertical">
        {profileFields(profile.profile, store).map((field) => (
          <DataList.Item key={field.label}>
            <DataList.Label>{field.label}</DataList.Label>
            <DataList.Value>{field.value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Surface.Root>
  )
}
