import { AccountPageBody, ProfileScreen } from '../features/dashboard'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /account/update: the profile fields of account-area.md §3. */
export default function ProfilePage() {
  return (
    <>
      <PageHeading>{headings.profile}</PageHeading>
      <AccountPageBody>
        <ProfileScreen />
      </AccountPageBody>
    </>
  )
}
