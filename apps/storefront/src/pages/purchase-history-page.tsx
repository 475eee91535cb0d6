import { purchasesText } from '@aisle/flows'
import { AccountPageBody } from '../features/dashboard'
import { PurchasesScreen } from '../features/purchases'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /mypurchases (checkout.md §2 "Other links"; account-area.md §2 menu). */
export default function PurchaseHistoryPage() {
  return (
    <>
      <PageHeading>{headings.purchaseHistory}</PageHeading>
      <AccountPageBody signedOutText={purchasesText.signedOut}>
        <PurchasesScreen />
      </AccountPageBody>
    </>
  )
}
