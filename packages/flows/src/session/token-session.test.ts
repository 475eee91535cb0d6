import { describe, expect, it } from 'vitest'
import {
  isAccessTokenExpired,
  isSignedIn,
  parseTokenSession,
  sessionFromTokens,
} from './token-session.js'

const tokens = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer' as const,
  expiresIn: 300,
  refreshExpiresIn: 3600,
}
const now = Date.UTC(2026, 10, 2, 15)

describe('token sessions', () => {
  it('turn lifetimes in seconds into moments', () => {
    expect(sessionFromTokens(tokens, now)).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
      accessExpiresAt: now + 300_000,
      refreshExpiresAt: now + 3_600_000,
    })
  })
  it('stay signed in after the access token runs out, until the refresh token does (wallet-flyout.md §7)', () => {
    const session = sessionFromTokens(tokens, now)
    expect(isAccessTokenExpired(session, now + 299_999)).toBe(false)
    expect(isAccessTokenExpired(session, now + 300_000)).toBe(true)
    expect(isSignedIn(session, now + 300_000)).toBe(true)
    expect(isSignedIn(session, now + 3_600_000)).toBe(false)
    expect(isSignedIn(undefined, now)).toBe(false)
  })
  it('read back what was stored, and nothing else', () => {
    const session = sessionFromTokens(tokens, now)
    expect(parseTokenSession(JSON.stringify(session))).toEqual(session)
    for (const text of [null, '', 'not json', '[]', '{"accessToken":"a"}', '42']) {
      expect(parseTokenSession(text)).toBeUndefined()
    }
    expect(
      parseTokenSession(JSON.stringify({ ...session, accessExpiresAt: 'soon' })),
    ).toBeUndefined()
  })
})
