import type { TokenResponse } from '@aisle/api'

/** A signed-in shopper's tokens, with their lifetimes as moments (epoch milliseconds). */
export interface TokenSession {
  readonly accessToken: string
  readonly refreshToken: string
  readonly accessExpiresAt: number
  readonly refreshExpiresAt: number
}

/** The session a sign-in or refresh answer starts, `now` being when it arrived. */
export function sessionFromTokens(tokens: TokenResponse, now: number): TokenSession {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessExpiresAt: now + tokens.expiresIn * 1000,
    refreshExpiresAt: now + tokens.refreshExpiresIn * 1000,
  }
}

/**
 * Signed in while the refresh token lives: an expired access token is renewed on
 * the service's 401 (wallet-flyout.md §7), so it does not end the session.
 */
export function isSignedIn(session: TokenSession | undefined, now: number): boolean {
  return session !== undefined && session.refreshExpiresAt > now
}

/** The access token has run out by the client's clock (the service decides; this is a hint). */
export function isAccessTokenExpired(session: TokenSession, now: number): boolean {
  return session.accessExpiresAt <= now
}

/** A session read back from storage, or undefined when the text is not one. */
export function parseTokenSession(text: string | null | undefined): TokenSession | undefined {
  if (typeof text !== 'string') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const isText = (x: unknown): x is string => typeof x === 'string' && x !== ''
  const isMoment = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)
  if (
    !isText(v.accessToken) ||
    !isText(v.refreshToken) ||
    !isMoment(v.accessExpiresAt) ||
    !isMoment(v.refreshExpiresAt)
  ) {
    return undefined
  }
  return {
    accessToken: v.accessToken,
    refreshToken: v.refreshToken,
    accessExpiresAt: v.accessExpiresAt,
    refreshExpiresAt: v.refreshExpiresAt,
  }
}
