// The 401 path for real: the storefront's session and @aisle/api's client against the
// sandbox's own app, with 1-second access tokens and a fake clock (wallet-flyout.md §7:
// "On 401 the client asks the host for a new token and retries ... then redirects to sign-in").
import { bannerFetch } from '@aisle/api'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../../sandbox/src/app.ts'
import { seededShopperOf } from '../../../sandbox/src/auth/credentials.ts'
import { createMemoryStore } from '../../../sandbox/src/store/memory-store.ts'
import { createAuthClient, createStorefrontClient } from './api-clients'
import { createSessionStore } from './session-store'

const START = Date.UTC(2026, 10, 2, 15)
const shopper = seededShopperOf('hilltop')

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

let now = START
let log: string[] = []
let redirects = 0

function setup() {
  const app = createApp({
    store: createMemoryStore(),
    now: () => new Date(now),
    tokens: { accessTtlSeconds: 1 },
  })
  const toSandbox = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init)
    const response = await app.fetch(request)
    log.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`)
    return response
  }
  const transport = { banner: 'hilltop', fetch: toSandbox as typeof globalThis.fetch }
  const session = createSessionStore({
    loadAuthClient: async () => createAuthClient(transport),
    storage: memoryStorage(),
    now: () => now,
  })
  const client = createStorefrontClient({
    ...transport,
    session,
    redirectToSignIn: () => {
      redirects += 1
    },
    isOnSignInPage: () => false,
  })
  return { session, client, transport, fetch: bannerFetch(transport.banner, transport.fetch) }
}

beforeEach(() => {
  now = START
  log = []
  redirects = 0
})

describe('the 401 refresh path against the sandbox', () => {
  it('renews an expired access token with the refresh token and retries the call', async () => {
    const { session, client } = setup()
    const signedIn = await session.signIn(shopper.email, shopper.password)
    expect(signedIn.ok).toBe(true)
    const first = session.current()
    expect((await client.call('profile')).firstName).toBe('Avery')

    now += 2000
    log = []
    expect((await client.call('profile')).firstName).toBe('Avery')
    expect(log).toEqual([
      'GET /api/atlas/v1/customer-profile/v1/profile 401',
      'POST /api/auth/refresh 200',
      'GET /api/atlas/v1/customer-profile/v1/profile 200',
    ])
    // Rotation: both tokens are new.
    expect(session.current()?.accessToken).not.toBe(first?.accessToken)
    expect(session.current()?.refreshToken).not.toBe(first?.refreshToken)
    expect(redirects).toBe(0)

    // And again, one more expiry later: the renewed token is renewed in turn.
    now += 2000
    log = []
    await client.call('profile')
    expect(log).toHaveLength(3)
  })

  it('sends the shopper to sign-in when the refresh token was revoked, and ends the session', async () => {
    const { session, client, transport } = setup()
    await session.signIn(shopper.email, shopper.password)
    const refreshToken = session.current()?.refreshToken ?? ''
    // Signed out elsewhere: the sandbox revokes the refresh token.
    await createAuthClient(transport).call('signOut', { body: { refreshToken } })

    now += 2000
    log = []
    const failure = await client.attempt('profile')
    expect(failure.ok).toBe(false)
    expect(failure.ok ? undefined : failure.error).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      signInRequested: true,
    })
    expect(log).toEqual([
      'GET /api/atlas/v1/customer-profile/v1/profile 401',
      'POST /api/auth/refresh 400',
    ])
    expect(redirects).toBe(1)
    expect(session.current()).toBeUndefined()
  })

  it('keeps what the shopper typed out of the session on a wrong password', async () => {
    const { session } = setup()
    const result = await session.signIn(shopper.email, 'wrong')
    expect(result.ok).toBe(false)
    expect(result.ok ? undefined : result.error).toMatchObject({
      status: 400,
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'The email or password you entered is incorrect. Please try again.',
    })
    expect(session.current()).toBeUndefined()
  })

  it('signs out: the session ends here and the sandbox revokes its tokens', async () => {
    const { session, fetch } = setup()
    await session.signIn(shopper.email, shopper.password)
    const held = session.current()
    await session.signOut()
    expect(session.current()).toBeUndefined()
    expect(log.at(-1)).toBe('POST /api/auth/signout 200')
    const old = await fetch('/api/atlas/v1/customer-profile/v1/profile', {
      headers: { authorization: `Bearer ${held?.accessToken}` },
    })
    expect(old.status).toBe(401)
  })
})
