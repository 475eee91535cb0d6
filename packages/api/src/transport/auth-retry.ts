import { createRefreshable } from './refreshable.js'

/** The host's side of authentication (wallet-flyout.md §1 `authConfig`). */
export interface SessionOptions {
  /** The bearer token to send; none means no Authorization header. */
  getToken?: () => string | undefined | Promise<string | undefined>
  /** Asked for a new token after a 401. */
  getNewToken?: () => Promise<string | undefined>
  redirectToSignIn?: () => void
  isOnSignInPage?: () => boolean
}

export interface Session {
  token(): Promise<string | undefined>
  /**
   * After a 401: true when a renewed token may be tried, at most `max` times per call
   * (wallet-flyout.md §7). False when the budget is spent or the host gave no token.
   */
  renewAfter401(stale: string | undefined, retriesSoFar: number, max: number): Promise<boolean>
  /**
   * A 401 left after the retries, or a 403: sends the shopper to sign-in unless they
   * are already on the sign-in page (account-area.md §6). True when it did.
   */
  sendToSignIn(): boolean
}

export function createSession(options: SessionOptions): Session {
  const tokens = createRefreshable(() => options.getToken?.(), options.getNewToken)
  return {
    token: () => tokens.current(),
    async renewAfter401(stale, retriesSoFar, max) {
      return retriesSoFar < max && (await tokens.refresh(stale))
    },
    sendToSignIn() {
      if (options.isOnSignInPage?.() === true) return false
      options.redirectToSignIn?.()
      return true
    },
  }
}
