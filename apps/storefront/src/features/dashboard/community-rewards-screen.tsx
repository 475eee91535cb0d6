import { useApiQuery } from '@aisle/api/swr'
import { accountPagesText } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { useApiClient } from '../../api-client'

/** Community rewards: whether the shopper takes part and the organization (account-area.md §7). */
export function CommunityRewardsScreen() {
  const query = useApiQuery(useApiClient(), 'communityRewards', {})
  if (query.error)
    return (
      <Alert
        tone="danger"
        description={accountPagesText.loadError}
        actionLabel={accountPagesText.tryAgain}
        onAction={() => void query.mutate()}
      />
    )
  if (!query.data) return <Spinner label={accountPagesText.loading} />
  const { communityRewardsEnabled, organizationName } = query.data
  return (
    <>
      <p>{accountPagesText.communityIntro}</p>
      {!communityRewardsEnabled ? (
        <p>{accountPagesText.communityNotEnabled}</p>
      ) : (
        <dl>
          <dt>{accountPagesText.communityOrganization}</dt>
          <dd>{organizationName ?? accountPagesText.communityNone}</dd>
        </dl>
      )}
    </>
  )
}
