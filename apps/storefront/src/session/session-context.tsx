import type { ApiClient } from '@aisle/api'
import { isSignInPath, signInPathFor, type TokenSession } from '@aisle/flows'
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import { ApiClientProvider } from '../api-client'
import { createSessionStore, type KeyValueStorage, type SessionStore } from './session-store'

interface SessionContextValue {
  store: SessionStore
  /** The pages' service client, loaded on first use. */
  loadClient: () => Promise<ApiClient>
}

const SessionContext = createContext<SessionContextValue | null>(null)

/**
 * Holds the shopper's session for the banner's pages and hands out the service client.
 * `storage` defaults to the tab's sessionStorage; a server render passes its own.
 */
export function SessionProvider({
  banner,
  storage,
  children,
}: {
  banner: string
  storage?: KeyValueStorage | undefined
  children: ReactNode
}) {
  const value = useMemo((): SessionContextValue => {
    const modules = () => import('./api-clients')
    const store = createSessionStore({
      loadAuthClient: async () => (await modules()).createAuthClient({ banner }),
      ...(storage ? { storage } : {}),
    })
    let client: Promise<ApiClient> | undefined
    const loadClient = () => {
      client ??= modules().then(({ createStorefrontClient }) =>
        createStorefrontClient({
          session: store,
          banner,
          redirectToSignIn: () => window.location.assign(signInPathFor(window.location)),
          isOnSignInPage: () => isSignInPath(window.location.pathname),
        }),
      )
      return client
    }
    return { store, loadClient }
  }, [banner, storage])
  return (
    <SessionContext value={value}>
      <ApiClientProvider load={value.loadClient}>{children}</ApiClientProvider>
    </SessionContext>
  )
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession: no <SessionProvider> above this component')
  return value
}

/** The session store: sign in, sign out. */
export const useSessionStore = (): SessionStore => useSessionContext().store

/** The signed-in session, or undefined; re-renders when it changes. */
export function useSession(): TokenSession | undefined {
  const { store } = useSessionContext()
  return useSyncExternalStore(store.subscribe, store.current, store.current)
}

/** Loads the pages' service client (token on every call, 401 renewal, sign-in on 403). */
export const useApiClientLoader = (): (() => Promise<ApiClient>) => useSessionContext().loadClient
