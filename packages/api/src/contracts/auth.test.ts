import { describe, expect, it } from 'vitest'
import {
  refreshTokenRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
  tokenResponseSchema,
} from './auth.js'

const pair = {
  accessToken: 'a1',
  refreshToken: 'r1',
  tokenType: 'Bearer',
  expiresIn: 300,
  refreshExpiresIn: 604800,
}

describe('the token contracts', () => {
  it('parse a sign-in request and refuse an empty email or password', () => {
    expect(signInRequestSchema.safeParse({ email: 'a@b.example', password: 'x' }).success).toBe(
      true,
    )
    expect(signInRequestSchema.safeParse({ email: '', password: 'x' }).success).toBe(false)
    expect(signInRequestSchema.safeParse({ email: 'a@b.example', password: '' }).success).toBe(
      false,
    )
  })
  it('parse a token pair; a lifetime must be a positive whole number of seconds', () => {
    expect(tokenResponseSchema.parse(pair)).toEqual(pair)
    expect(tokenResponseSchema.safeParse({ ...pair, expiresIn: 0 }).success).toBe(false)
    expect(tokenResponseSchema.safeParse({ ...pair, expiresIn: 1.5 }).success).toBe(false)
    expect(tokenResponseSchema.safeParse({ ...pair, tokenType: 'Basic' }).success).toBe(false)
  })
  it('need a refresh token to refresh or sign out', () => {
    expect(refreshTokenRequestSchema.safeParse({}).success).toBe(false)
    expect(signOutRequestSchema.safeParse({ refreshToken: 'r1' }).success).toBe(true)
  })
})
