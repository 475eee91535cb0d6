import { accountPagesText } from '@aisle/flows'
import { useBanner } from '../banner-context'
import { PageHeading } from '../page-heading'

/** Named with the banner's membership: Boost, or HTPlus on the second banner (account-area.md §2). */
export default function MembershipPage() {
  const { accountMenu } = useBanner()
  return (
    <>
      <PageHeading>{accountMenu.membershipLabel}</PageHeading>
      <p>{accountPagesText.membershipIntro}</p>
    </>
  )
}
