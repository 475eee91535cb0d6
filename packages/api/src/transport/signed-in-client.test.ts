import { describe, expect, it, vi } from 'vitest'
import type { TokenResponse } from '../contracts/auth.js'
import { bannerFetch } from './headers.js'
import {
  createSignedInClient,
  memoryTokenStore,
  type SignedInClientOptions,
  storageTokenStore,
} from './signed-in-client.js'
import {
  createFakeFetch,
  json,
  type RecordedRequest,
  serviceError,
  TEST_BASE_URL,
} from './testing.js'

const HEALTHY = { status: 'ok', database: 'memory', schemaVersion: 1 }

const pair = (n: number): TokenResponse => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  tokenType: 'Bearer',
  expiresIn: 300,
  refreshExpiresIn: 3600,
})

/** The sandbox's token calls, scripted: `/auth/*` answer `auth`, the rest `service`. */
function setup(
  service: (request: RecordedRequest) => Response,
  auth: (request: RecordedRequest) => Response = () => json(200, pair(2)),
  options: SignedInClientOptions = {},
) {
  const fake = createFakeFetch((request) =>
    request.url.includes('/api/auth/') ? auth(request) : service(request),
  )
  const redirectToSignIn = vi.fn()
  const client = createSignedInClient({
    baseUrl: TEST_BASE_URL,
    fetch: fake.fetch,
    banner: 'hilltop',
    redirectToSignIn,
    ...options,
  })
  return { client, requests: fake.requests, redirectToSignIn }
}

const bearer = (request: RecordedRequest | undefined) => request?.headers.authorization

describe('createSignedInClient: sign-in and token refresh (wallet-flyout.md §1 authConfig, §7)', () => {
  it('signs in, keeps the pair and sends its access token and the banner on every call', async () => {
    const { client, requests } = setup(
      () => json(200, HEALTHY),
      () => json(200, pair(1)),
    )
    expect(client.isSignedIn()).toBe(false)
    const signedIn = await client.signIn('shopper@example.com', 'secret')
    expect(signedIn).toEqual({ ok: true, data: pair(1) })
    expect(requests[0]).toMatchObject({
      url: `${TEST_BASE_URL}/api/auth/token`,
      method: 'POST',
      body: { email: 'shopper@example.com', password: 'secret' },
    })
    expect(bearer(requests[0])).toBeUndefined()
    await client.call('health')
    expect(bearer(requests[1])).toBe('Bearer access-1')
    expect(requests[1]?.headers['x-banner']).toBe('hilltop')
    expect(client.isSignedIn()).toBe(true)
  })

  it('keeps nothing when sign-in is refused', async () => {
    const { client } = setup(
      () => json(200, HEALTHY),
      () => serviceError(400, { code: 'INVALID_CREDENTIALS' }),
    )
    const result = await client.signIn('shopper@example.com', 'wrong')
    expect(result.ok).toBe(false)
    expect(client.isSignedIn()).toBe(false)
  })

  it('after a 401 trades the refresh token once for the calls that failed together', async () => {
    const { client, requests } = setup(
      (request) => (bearer(request) === 'Bearer access-2' ? json(200, HEALTHY) : serviceError(401)),
      () => json(200, pair(2)),
      { tokens: memoryTokenStore(pair(1)) },
    )
    await Promise.all([client.call('health'), client.call('health')])
    const refreshes = requests.filter((r) => r.url.endsWith('/api/auth/refresh'))
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' })
    expect(bearer(requests.at(-1))).toBe('Bearer access-2')
  })

  it('forgets the tokens and sends the shopper to sign-in when the refresh is refused', async () => {
    const { client, redirectToSignIn } = setup(
      () => serviceError(401),
      () => serviceError(400, { code: 'INVALID_GRANT' }),
      { tokens: memoryTokenStore(pair(1)) },
    )
    await expect(client.call('health')).rejects.toMatchObject({ kind: 'unauthenticated' })
    expect(client.isSignedIn()).toBe(false)
    expect(redirectToSignIn).toHaveBeenCalledTimes(1)
  })

  it('signs out: revokes the refresh token and forgets the pair', async () => {
    const { client, requests } = setup(
      () => json(200, HEALTHY),
      () => json(200, {}),
      { tokens: memoryTokenStore(pair(1)) },
    )
    await client.signOut()
    expect(requests[0]).toMatchObject({
      url: `${TEST_BASE_URL}/api/auth/signout`,
      body: { refreshToken: 'refresh-1' },
    })
    expect(client.isSignedIn()).toBe(false)
  })
})

describe('storageTokenStore', () => {
  const storage = () => {
    const map = new Map<string, string>()
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    }
  }

  it('keeps the pair under its key and reads it back', () => {
    const s = storage()
    const store = storageTokenStore(s, 'team.tokens')
    store.set(pair(1))
    expect(store.get()).toEqual(pair(1))
    store.set(undefined)
    expect(s.map.has('team.tokens')).toBe(false)
  })

  it('reads anything but a token pair as signed out', () => {
    const s = storage()
    const store = storageTokenStore(s)
    for (const text of ['not json', '{"accessToken":"a"}', 'null']) {
      s.map.set('aisle.tokens', text)
      expect(store.get()).toBeUndefined()
    }
  })
})

describe('bannerFetch', () => {
  it('names the banner on every call, over any given x-banner', async () => {
    const fake = createFakeFetch(() => json(200, {}))
    const send = bannerFetch('copperline', fake.fetch)
    await send('/api/health', { headers: { 'x-banner': 'greenleaf', accept: 'application/json' } })
    expect(fake.requests[0]?.headers).toMatchObject({
      'x-banner': 'copperline',
      accept: 'application/json',
    })
  })
})
