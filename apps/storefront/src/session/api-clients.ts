// Loaded on first use: @aisle/api's client with the session's tokens wired in.
import { type ApiClient, type ApiClientOptions, createApiClient } from '@aisle/api'
import type { SessionStore } from './session-store'

/** The page's banner, which the client names on every call (`x-banner`), and the transport. */
export interface BannerTransport {
  banner: string
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined
}

export interface StorefrontClientOptions extends BannerTransport {
  session: SessionStore
  /** Sends the shopper to `/signin?returnTo=<this page>`. */
  redirectToSignIn: () => void
  isOnSignInPage: () => boolean
  /** Anything else of the client's options (analytics, wallet headers, ...). */
  client?: Omit<
    ApiClientOptions,
    'banner' | 'fetch' | 'getToken' | 'getNewToken' | 'redirectToSignIn'
  >
}

/** The client of the token calls themselves: no bearer token, no renewal. */
export const createAuthClient = ({ banner, fetch }: BannerTransport): ApiClient =>
  createApiClient({ banner, ...(fetch ? { fetch } : {}) })

/**
 * The service client of the pages: the session's access token on every call, a 401
 * renews it with the refresh token and retries (up to 5 times), and a 401 left over
 * or a 403 sends the shopper to sign-in (wallet-flyout.md §7, account-area.md §6).
 */
export function createStorefrontClient(options: StorefrontClientOptions): ApiClient {
  return createApiClient({
    ...options.client,
    banner: options.banner,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken: () => options.session.current()?.accessToken,
    getNewToken: () => options.session.refresh(),
    redirectToSignIn: options.redirectToSignIn,
    isOnSignInPage: options.isOnSignInPage,
  })
}
