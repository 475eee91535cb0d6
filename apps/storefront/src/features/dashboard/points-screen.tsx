import { accountPagesText } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { useProfile } from './use-profile'

/** The points summary: the loyalty card the points go to, and where they show. */
export function PointsScreen() {
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
    <>
      <p>{accountPagesText.pointsIntro}</p>
      <dl>
        <dt>{accountPagesText.pointsCard}</dt>
        <dd>{profile.profile.loyaltyCardNumber ?? accountPagesText.notProvided}</dd>
      </dl>
      <p>{accountPagesText.pointsPending}</p>
    </>
  )
}
