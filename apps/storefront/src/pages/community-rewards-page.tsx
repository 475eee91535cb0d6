import { useBanner } from '../banner-context'
import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

/** Labelled per banner: 'Inspiring Donations' on one, 'Community Contributions' on another (account-area.md §2). */
export default function CommunityRewardsPage() {
  const { accountMenu } = useBanner()
  return (
    <PlaceholderPage heading={accountMenu.communityRewardsLabel ?? headings.communityRewards} />
  )
}
