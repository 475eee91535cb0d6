import { type CartMode, cartText } from '@aisle/flows'
import { Spinner } from '@aisle/ui'
import { Suspense } from 'react'
import { useSession } from '../../session'
import { CartScreen } from './cart-screen'
import { SignInPrompt } from './sign-in-prompt'

/** The cart for a signed-in shopper; a sign-in prompt for a visitor. */
export function CartPageBody({ mode }: { mode: CartMode }) {
  const session = useSession()
  if (!session) return <SignInPrompt text={cartText.signedOut} />
  return (
    <Suspense fallback={<Spinner label={cartText.loading} />}>
      <CartScreen mode={mode} />
    </Suspense>
  )
}
