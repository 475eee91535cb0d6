// The signed-in shopper's tokens: kept in sessionStorage (this tab only), renewed with
// the refresh token when the service answers 401. The token calls are loaded on
// first use, so @aisle/api's client stays out of the entry chunk.
import type { ApiClient, ApiResult } from '@aisle/api'
import { isSignedIn, parseTokenSession, sessionFromTokens, type TokenSession } from '@aisle/flows'

/** The sessionStorage entry that holds the signed-in session. */
export const SESSION_STORAGE_KEY = 'aisle.session'

/** Where the session is kept: the tab's sessionStorage, or a stand-in (a server, a test). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface SessionStoreOptions {
  /** The client of the token calls (no bearer token of its own). */
  loadAuthClient: () => Promise<ApiClient>
  /** @default window.sessionStorage */
  storage?: KeyValueStorage
  /** @default Date.now */
  now?: () => number
}

export interface SessionStore {
  /** The session, while its refresh token lives; undefined when signed out. */
  current(): TokenSession | undefined
  subscribe(listener: () => void): () => void
  signIn(email: string, password: string): Promise<ApiResult<TokenSession>>
  /** A new access token, or undefined when the session cannot be renewed (then it ends). */
  refresh(): Promise<string | undefined>
  signOut(): Promise<void>
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const storage = options.storage ?? window.sessionStorage
  const now = options.now ?? Date.now
  const listeners = new Set<() => void>()
  let session = parseTokenSession(storage.getItem(SESSION_STORAGE_KEY))

  const set = (next: TokenSession | undefined) => {
    session = next
    if (next) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next))
    else storage.removeItem(SESSION_STORAGE_KEY)
    for (const listener of listeners) listener()
  }

  return {
    current: () => (isSignedIn(session, now()) ? session : undefined),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async signIn(email, password) {
      const auth = await options.loadAuthClient()
      const result = await auth.attempt('signIn', { body: { email, password } })
      if (!result.ok) return result
      const next = sessionFromTokens(result.data, now())
      set(next)
      return { ok: true, data: next }
    },
    async refresh() {
      const held = session
      if (!isSignedIn(held, now()) || held === undefined) return undefined
      const auth = await options.loadAuthClient()
      const result = await auth.attempt('refreshToken', {
        body: { refreshToken: held.refreshToken },
      })
      if (result.ok) {
        const next = sessionFromTokens(result.data, now())
        set(next)
        return next.accessToken
      }
      // A refused grant ends the session; a network failure leaves it for the next try.
      if (result.error.kind === 'http' && session === held) set(undefined)
      return undefined
    },
    async signOut() {
      const held = session
      set(undefined)
      if (held === undefined) return
      const auth = await options.loadAuthClient()
      await auth.attempt('signOut', { body: { refreshToken: held.refreshToken } })
    },
  }
}
