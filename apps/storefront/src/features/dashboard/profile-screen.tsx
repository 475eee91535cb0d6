import { useApiQuery } from '@aisle/api/swr'
import { accountPagesText, preferredStoreAnswer, profileFields } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { useApiClient } from '../../api-client'
import { useProfile } from './use-profile'

/** The profile page's fields (account-area.md §3 "Profile"). */
export function ProfileScreen() {
  const profile = useProfile()
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
    <section aria-label={accountPagesText.profileHeading}>
      <h2>{accountPagesText.profileHeading}</h2>
      <p>{accountPagesText.profileIntro}</p>
      <dl>
        {profileFields(profile.profile, store).map((field) => (
          <div key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
