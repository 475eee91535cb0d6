import { useApiQuery } from '@aisle/api/swr'
import { accountPagesText } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { useApiClient } from '../../api-client'
import { useProfile } from './use-profile'

/**
 * Community rewards: whether the shopper takes part and the organization (account-area.md
 * §7: "GET community rewards participation, with optional param preferredStore"). The
 * profile's preferred store of this banner goes along once the profile has answered; a
 * profile that fails to load does not hold the call up.
 */
export function CommunityRewardsScreen() {
  const profile = useProfile()
  const preferredStore =
    profile.status === 'ready' ? profile.profile.preferredStoreNumber : undefined
  const query = useApiQuery(
    useApiClient(),
    'communityRewards',
    profile.status === 'loading' ? null : preferredStore ? { query: { preferredStore } } : {},
  )
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
