import { accountPagesText } from '@aisle/flows'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /myprescriptions (account-area.md §2 menu). */
export default function PrescriptionsPage() {
  return (
    <>
      <PageHeading>{headings.prescriptions}</PageHeading>
      <p>{accountPagesText.prescriptionsIntro}</p>
    </>
  )
}
