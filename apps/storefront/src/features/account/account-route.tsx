import { Outlet } from 'react-router'
import { useSession } from '../../session'
import { AccountLayout } from './account-layout'

/** The account pages' route element: the wrapper for a signed-in shopper only. */
export default function AccountRoute() {
  const session = useSession()
  return (
    <AccountLayout signedIn={session !== undefined}>
      <Outlet />
    </AccountLayout>
  )
}
