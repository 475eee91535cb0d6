import { useBanner } from '../banner-context'
import { PlaceholderPage } from './placeholder-page'

/** Named with the banner's membership: Boost, or HTPlus on the second banner (account-area.md §2). */
export default function MembershipPage() {
  const { accountMenu } = useBanner()
  return <PlaceholderPage heading={accountMenu.membershipLabel} />
}
