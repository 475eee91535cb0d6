// Sign-in: the password hash runs off the event loop, and failed attempts are throttled per
// account and per client (429 with Retry-After); right passwords never are.
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SIGN_IN_THROTTLE, SignInThrottle } from '../src/auth/sign-in-throttle.ts'
import { type SandboxServers, startSandboxServers } from '../src/server.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'
import { credentialsOf, NOW, sandbox } from './support.ts'

const WINDOW = DEFAULT_SIGN_IN_THROTTLE.windowMs

function clock() {
  let at = NOW.getTime()
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) }
}

describe('SignInThrottle', () => {
  it('allows perAccount failures of an account in the window, then refuses until the first leaves it', () => {
    const { now, advance } = clock()
    const throttle = new SignInThrottle({ perAccount: 3, perClient: 100 }, now)
    for (let i = 0; i < 3; i++) {
      const attempt = throttle.begin('greenleaf/a@example.com', 'client-1')
      if (attempt.refused) throw new Error(`attempt ${i} refused`)
      attempt.finish(false)
      advance(1000)
    }
    const refused = throttle.begin('greenleaf/a@example.com', 'client-2')
    expect(refused).toEqual({ refused: true, retryAfterSeconds: WINDOW / 1000 - 3 })
    // Other accounts are not held.
    expect(throttle.begin('greenleaf/b@example.com', 'client-1').refused).toBe(false)
    advance(WINDOW - 3000 - 1)
    expect(throttle.begin('greenleaf/a@example.com', 'client-2')).toEqual({
      refused: true,
      retryAfterSeconds: 1,
    })
    advance(1)
    expect(throttle.begin('greenleaf/a@example.com', 'client-2').refused).toBe(false)
  })

  it('allows perClient failures of one client across accounts', () => {
    const { now } = clock()
    const throttle = new SignInThrottle({ perAccount: 100, perClient: 4 }, now)
    for (let i = 0; i < 4; i++) {
      const attempt = throttle.begin(`greenleaf/user${i}@example.com`, 'client-1')
      if (attempt.refused) throw new Error(`attempt ${i} refused`)
      attempt.finish(false)
    }
    expect(throttle.begin('greenleaf/other@example.com', 'client-1')).toEqual({
      refused: true,
      retryAfterSeconds: WINDOW / 1000,
    })
    expect(throttle.begin('greenleaf/other@example.com', 'client-2').refused).toBe(false)
  })

  it('counts attempts still being checked, so a burst cannot pass the limit at once', () => {
    const throttle = new SignInThrottle({ perAccount: 5 }, clock().now)
    const attempts = Array.from({ length: 8 }, () => throttle.begin('greenleaf/a', 'c'))
    expect(attempts.filter((a) => a.refused)).toHaveLength(3)
    expect(attempts.at(-1)).toEqual({ refused: true, retryAfterSeconds: 1 })
  })

  it('never holds right passwords, and one clears the account (not the client) failures', () => {
    const throttle = new SignInThrottle({ perAccount: 2, perClient: 3 }, clock().now)
    for (let i = 0; i < 100; i++) {
      const attempt = throttle.begin('greenleaf/a', 'c')
      if (attempt.refused) throw new Error(`right password ${i} refused`)
      attempt.finish(true)
    }
    const fail = () => {
      const attempt = throttle.begin('greenleaf/a', 'c')
      if (!attempt.refused) attempt.finish(false)
      return attempt.refused
    }
    expect([fail(), fail()]).toEqual([false, false])
    expect(fail()).toBe(true)
    expect(throttle.tracked).toBe(2)
  })

  it('remembers at most maxTracked accounts and clients', () => {
    const throttle = new SignInThrottle({ maxTracked: 50 }, clock().now)
    for (let i = 0; i < 500; i++) {
      const attempt = throttle.begin(`greenleaf/u${i}`, `client-${i}`)
      if (!attempt.refused) attempt.finish(false)
    }
    expect(throttle.tracked).toBe(50)
  })
})

describe('sign-in through the API', () => {
  it('answers 429 with Retry-After after perAccount failures, the right password too, until the window ends', async () => {
    const { now, advance } = clock()
    const { call } = sandbox({ now })
    const { email, password } = credentialsOf('greenleaf')
    const attempt = (body: { email: string; password: string }) =>
      call('signIn', { token: null, body })
    for (let i = 0; i < DEFAULT_SIGN_IN_THROTTLE.perAccount; i++) {
      expect((await attempt({ email, password: `wrong-${i}` })).status).toBe(400)
    }
    // The email as typed differently is the same account.
    const held = await attempt({ email: ` ${email.toUpperCase()}`, password })
    expect(held.status).toBe(429)
    expect(held.headers.get('Retry-After')).toBe(String(WINDOW / 1000))
    expect(await held.json()).toMatchObject({ errors: [{ code: 'TOO_MANY_ATTEMPTS' }] })
    // Another banner's account is another account.
    expect(
      (await call('signIn', { token: null, banner: 'hilltop', body: credentialsOf('hilltop') }))
        .status,
    ).toBe(200)

    advance(WINDOW)
    expect((await attempt({ email, password })).status).toBe(200)
  })
})

const running: Array<{ servers: SandboxServers; store: Store }> = []
afterEach(async () => {
  for (const { servers, store } of running.splice(0)) {
    await servers.close()
    store.close()
  }
})

describe('sign-in on the Node server (salted scrypt)', () => {
  it('20 concurrent bad sign-ins: some 429 with Retry-After, health answers first; after the window the shopper signs in', async () => {
    const { now, advance } = clock()
    const store = openSqliteStore({ path: ':memory:' })
    // The default scrypt cost, as `npm start` runs it.
    const servers = await startSandboxServers({
      store,
      storefrontDist: '/nonexistent',
      hostname: '127.0.0.1',
      port: 0,
      cardFramePort: 0,
      now,
    })
    running.push({ servers, store })
    const url = `${servers.storefrontOrigin}/api/auth/token`
    const { email, password } = credentialsOf('greenleaf')
    const signIn = (body: { email: string; password: string }) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    // Seeds the database and its password hashes first.
    expect((await signIn({ email, password })).status).toBe(200)

    const finished: string[] = []
    const bad = Array.from({ length: 20 }, (_, i) =>
      signIn({ email, password: `wrong-${i}` }).then(async (response) => {
        finished.push(`sign-in ${response.status}`)
        return { status: response.status, retryAfter: response.headers.get('Retry-After') }
      }),
    )
    const health = fetch(`${servers.storefrontOrigin}/api/health`).then((response) => {
      finished.push(`health ${response.status}`)
    })
    const outcomes = await Promise.all(bad)
    await health

    const refused = outcomes.filter((o) => o.status === 429)
    const checked = outcomes.filter((o) => o.status === 400)
    expect(checked).toHaveLength(DEFAULT_SIGN_IN_THROTTLE.perAccount)
    expect(refused).toHaveLength(20 - DEFAULT_SIGN_IN_THROTTLE.perAccount)
    for (const o of refused) expect(Number(o.retryAfter)).toBeGreaterThanOrEqual(1)
    // Health was not held behind the hashing: it answered before any checked sign-in.
    expect(finished.indexOf('health 200')).toBeGreaterThanOrEqual(0)
    expect(finished.indexOf('health 200')).toBeLessThan(finished.indexOf('sign-in 400'))

    // Locked for the window, the right password included; then signed in again.
    const held = await signIn({ email, password })
    expect(held.status).toBe(429)
    expect(held.headers.get('Retry-After')).toBe(String(WINDOW / 1000))
    advance(WINDOW)
    expect((await signIn({ email, password })).status).toBe(200)
  })
})
