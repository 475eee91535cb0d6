import { accountPagesText } from '@aisle/flows'
import { Spinner } from '@aisle/ui'
import { type ReactNode, Suspense } from 'react'
import { useSession } from '../../session'
import { SignInPrompt } from '../cart/sign-in-prompt'

/** A shopper's account content once the client has loaded; a sign-in prompt for a visitor. */
export function AccountPageBody({
  children,
  signedOutText = accountPagesText.signedOut,
}: {
  children: ReactNode
  signedOutText?: string
}) {
  if (!useSession()) return <SignInPrompt text={signedOutText} />
  return <Suspense fallback={<Spinner label={accountPagesText.loading} />}>{children}</Suspense>
}
