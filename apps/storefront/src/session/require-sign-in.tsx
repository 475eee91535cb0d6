import { requiresSignIn, signInPathFor } from '@aisle/flows'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSession } from './session-context'

/** Sends a signed-out visitor of a page that needs sign-in to `/signin?returnTo=<page>`. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const location = useLocation()
  const session = useSession()
  if (session === undefined && requiresSignIn(location.pathname)) {
    return <Navigate replace to={signInPathFor(location)} />
  }
  return children
}
