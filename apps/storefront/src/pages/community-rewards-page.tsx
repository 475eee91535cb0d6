import { useBanner } from '../banner-context'
import { AccountPageBody, CommunityRewardsScreen } from '../features/dashboard'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** Labelled per banner: 'Inspiring Donations' on one, 'Community Contributions' on another (account-area.md §2). */
export default function CommunityRewardsPage() {
  const { accountMenu } = useBanner()
  return (
    <>
      <PageHeading>{accountMenu.communityRewardsLabel ?? headings.communityRewards}</PageHeading>
      <AccountPageBody>
        <CommunityRewardsScreen />
      </AccountPageBody>
    </>
  )
}
