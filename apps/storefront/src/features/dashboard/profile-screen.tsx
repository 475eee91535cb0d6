import { accountPagesText, profileFields } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { useProfile } from './use-profile'

/** The profile page's fields (account-area.md §3 "Profile"). */
export function ProfileScreen() {
  const profile = useProfile()
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
        {profileFields(profile.profile).map((field) => (
          <div key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
