// Browser-safe: short-lived access tokens and rotating refresh tokens, kept in the store.
import type { TokenResponse } from '@aisle/api'
import type { BannerId } from '../context.ts'
import type { Store } from '../store/store.ts'

/** Token lifetimes; the access token's is short so that the 401 refresh path really happens. */
export interface TokenSettings {
  /** @default 300 */
  accessTtlSeconds: number
  /** @default 604800 (7 days) */
  refreshTtlSeconds: number
}

export const DEFAULT_TOKEN_SETTINGS: TokenSettings = {
  accessTtlSeconds: 300,
  refreshTtlSeconds: 7 * 24 * 60 * 60,
}

interface AccessDoc {
  banner: BannerId
  shopperId: string
  /** Epoch milliseconds. */
  expiresAt: number
}

interface RefreshDoc extends AccessDoc {
  accessToken: string
}

const ACCESS = 'accessTokens'
const REFRESH = 'refreshTokens'

/** 32 random bytes, base64url: opaque, as a real identity service's tokens are to a client. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A new access and refresh token for a shopper in a banner. */
export function issueTokens(
  store: Store,
  settings: TokenSettings,
  who: { banner: BannerId; shopperId: string },
  now: Date,
): TokenResponse {
  purgeExpired(store, now)
  const accessToken = randomToken()
  const refreshToken = randomToken()
  const at = now.getTime()
  const access: AccessDoc = { ...who, expiresAt: at + settings.accessTtlSeconds * 1000 }
  const refresh: RefreshDoc = {
    ...who,
    expiresAt: at + settings.refreshTtlSeconds * 1000,
    accessToken,
  }
  store.put(ACCESS, accessToken, { ...access })
  store.put(REFRESH, refreshToken, { ...refresh })
  return {
    accessToken,
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: settings.accessTtlSeconds,
    refreshExpiresIn: settings.refreshTtlSeconds,
  }
}

/** The shopper an access token stands for in this banner, or undefined (unknown, expired, other banner). */
export function shopperOfAccessToken(
  store: Store,
  banner: BannerId,
  token: string,
  now: Date,
): string | undefined {
  const doc = store.get(ACCESS, token) as AccessDoc | undefined
  if (doc === undefined || doc.banner !== banner || doc.expiresAt <= now.getTime()) return undefined
  return doc.shopperId
}

/**
 * Rotation: the refresh token is used up, its access token revoked, and a new pair
 * issued. Undefined when the refresh token is unknown, used, revoked, expired or of
 * another banner.
 */
export function rotateTokens(
  store: Store,
  settings: TokenSettings,
  banner: BannerId,
  refreshToken: string,
  now: Date,
): TokenResponse | undefined {
  const doc = store.get(REFRESH, refreshToken) as RefreshDoc | undefined
  if (doc === undefined || doc.banner !== banner) return undefined
  revokeTokens(store, refreshToken)
  if (doc.expiresAt <= now.getTime()) return undefined
  return issueTokens(store, settings, { banner, shopperId: doc.shopperId }, now)
}

/** Signs out: the refresh token and its access token stop working. True when there was one. */
export function revokeTokens(store: Store, refreshToken: string): boolean {
  const doc = store.get(REFRESH, refreshToken) as RefreshDoc | undefined
  if (doc === undefined) return false
  store.delete(ACCESS, doc.accessToken)
  store.delete(REFRESH, refreshToken)
  return true
}

/** Expired tokens are of no use to anyone: drop them as new ones are made. */
function purgeExpired(store: Store, now: Date): void {
  const at = now.getTime()
  for (const collection of [ACCESS, REFRESH]) {
    for (const { id, value } of store.list(collection)) {
      if ((value as unknown as AccessDoc).expiresAt <= at) store.delete(collection, id)
    }
  }
}
