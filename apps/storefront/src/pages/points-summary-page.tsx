import { AccountPageBody, PointsScreen } from '../features/dashboard'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /points/summary (account-area.md §2 menu). */
export default function PointsSummaryPage() {
  return (
    <>
      <PageHeading>{headings.pointsSummary}</PageHeading>
      <AccountPageBody>
        <PointsScreen />
      </AccountPageBody>
    </>
  )
}
