// Loaded on first use: @aisle/api's client with the session's tokens wired in.
import { type ApiClient, type ApiClientOptions, createApiClient } from '@aisle/api'
import type { SessionStore } from './session-store'

export interface StorefrontClientOptions {
  session: SessionStore
  /** `fetch` that names the banner (banner-fetch.ts). */
  fetch: typeof fetch
  /** Sends the shopper to `/signin?returnTo=<this page>`. */
  redirectToSignIn: () => void
  isOnSignInPage: () => boolean
  /** Anything else of the client's options (analytics, wallet headers, ...). */
  client?: Omit<ApiClientOptions, 'fetch' | 'getToken' | 'getNewToken' | 'redirectToSignIn'>
}

/** The client of the token calls themselves: no bearer token, no renewal. */
export const createAuthClient = (fetch: typeof globalThis.fetch): ApiClient =>
  createApiClient({ fetch })

/**
 * The service client of the pages: the session's access token on every call, a 401
 * renews it with the refresh token and retries (up to 5 times), and a 401 left over
 * or a 403 sends the shopper to sign-in (wallet-flyout.md §7, account-area.md §6).
 */
export function createStorefrontClient(options: StorefrontClientOptions): ApiClient {
  return createApiClient({
    ...options.client,
    fetch: options.fetch,
    getToken: () => options.session.current()?.accessToken,
    getNewToken: () => options.session.refresh(),
    redirectToSignIn: options.redirectToSignIn,
    isOnSignInPage: options.isOnSignInPage,
  })
}
