import * as z from 'zod/mini'
import { text } from './common.js'

/*
 * Sign-in as the host's identity service would have it (wallet-flyout.md §1 `authConfig`:
 * a bearer token and `getNewToken`; account-area.md §6: 401 and 403 lead to sign-in).
 * The specs do not show these calls, so their shapes are ours: an OAuth-like pair of a
 * short-lived access token and a refresh token that rotates on every use.
 */

/** Sign in with email and password. */
export const signInRequestSchema = z.object({
  email: text,
  password: text,
})
export type SignInRequest = z.infer<typeof signInRequestSchema>

/** A new pair of tokens: what sign-in and refresh answer. */
export const tokenResponseSchema = z.object({
  /** Sent as `Authorization: Bearer <accessToken>` on every service call. */
  accessToken: text,
  /** Trades once for a new pair (`refreshToken` call); the used one is then revoked. */
  refreshToken: text,
  tokenType: z.literal('Bearer'),
  /** Seconds the access token is accepted for. */
  expiresIn: z.number().check(z.int(), z.positive()),
  /** Seconds the refresh token is accepted for. */
  refreshExpiresIn: z.number().check(z.int(), z.positive()),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

/** Trade a refresh token for a new pair. */
export const refreshTokenRequestSchema = z.object({ refreshToken: text })
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>

/** Sign out: revokes the refresh token and the access tokens issued with it. */
export const signOutRequestSchema = z.object({ refreshToken: text })
export type SignOutRequest = z.infer<typeof signOutRequestSchema>

/** The error codes of the token calls (400, as OAuth answers a bad grant). */
export const authErrorCodes = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidGrant: 'INVALID_GRANT',
} as const
