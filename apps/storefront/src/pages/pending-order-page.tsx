import { purchasesText } from '@aisle/flows'
import { useParams } from 'react-router'
import { AccountPageBody } from '../features/dashboard'
import { PendingOrderScreen } from '../features/purchases'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /mypurchases/pending/{id} (checkout.md §2 "Other links"). */
export default function PendingOrderPage() {
  const orderId = useParams().id ?? ''
  return (
    <>
      <PageHeading>{headings.pendingOrder}</PageHeading>
      <AccountPageBody signedOutText={purchasesText.signedOut}>
        <PendingOrderScreen orderId={orderId} />
      </AccountPageBody>
    </>
  )
}
