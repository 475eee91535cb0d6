import { findStoreText } from '@aisle/flows'
import { FindStoreScreen } from '../features/account/find-store-screen'
import { AccountPageBody } from '../features/dashboard'
import { PageHeading } from '../page-heading'
import { useSession } from '../session'

/** /account/findStore (our path): the store search of account-area.md §8, §9. */
export default function FindStorePage() {
  return (
    <>
      <PageHeading>{findStoreText.heading}</PageHeading>
      <AccountPageBody>
        <FindStoreScreen signedIn={useSession() !== undefined} />
      </AccountPageBody>
    </>
  )
}
