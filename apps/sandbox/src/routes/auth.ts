// Sign-in, refresh and sign-out (wallet-flyout.md §1 authConfig, account-area.md §6).
// These calls need no access token; every other call does (see app.ts).
import type { RefreshTokenRequest, SignOutRequest } from '@aisle/api'
import { authErrorCodes } from '@aisle/api'
import { issueTokens, revokeTokens, rotateTokens } from '../auth/tokens.ts'
import type { HandlerTable } from '../context.ts'
import { ServiceFailure } from '../context.ts'

/** The identity service's own text for the shopper (`customerErrorMessage`). */
export const INVALID_CREDENTIALS_MESSAGE =
  'The email or password you entered is incorrect. Please try again.'

export const authHandlers: Pick<HandlerTable, 'signIn' | 'refreshToken' | 'signOut'> = {
  signIn: (c) => {
    // app.ts checked the email and password (async, throttled) before this transaction.
    const shopperId = c.auth.verifiedShopperId
    // The same answer for an unknown email and a wrong password.
    if (shopperId === undefined) {
      throw new ServiceFailure(400, {
        code: authErrorCodes.invalidCredentials,
        reason: 'unknown email or wrong password',
        customerErrorMessage: INVALID_CREDENTIALS_MESSAGE,
      })
    }
    return { body: issueTokens(c.store, c.auth.tokens, { banner: c.banner, shopperId }, c.now) }
  },
  refreshToken: (c) => {
    const { refreshToken } = c.body as RefreshTokenRequest
    const pair = rotateTokens(c.store, c.auth.tokens, c.banner, refreshToken, c.now)
    if (pair === undefined) {
      throw new ServiceFailure(400, {
        code: authErrorCodes.invalidGrant,
        reason: 'the refresh token is unknown, used, revoked or expired',
      })
    }
    return { body: pair }
  },
  signOut: (c) => {
    revokeTokens(c.store, (c.body as SignOutRequest).refreshToken)
    return { body: {} }
  },
}
