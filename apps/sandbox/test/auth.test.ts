// Sign-in as the real services would have it: short-lived access tokens, rotating
// refresh tokens, sign-out (wallet-flyout.md §1 authConfig, §7 "On 401"; account-area.md §6).
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { routes } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { SEEDED_SHOPPERS } from '../src/auth/credentials.ts'
import { scryptPasswords } from '../src/auth/scrypt-passwords.ts'
import { INVALID_CREDENTIALS_MESSAGE } from '../src/routes/auth.ts'
import { seedCheckout } from '../src/routes/checkout.ts'
import { applySeed } from '../src/seed.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import { credentialsOf, NOW, sandbox, signIn } from './support.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)
const bearer = (token: string) => `Bearer ${token}`

function clocked(accessTtlSeconds = 300) {
  let now = NOW
  const box = sandbox({ now: () => now, tokens: { accessTtlSeconds } })
  return {
    ...box,
    setNow: (date: Date) => {
      now = date
    },
  }
}

describe('POST /api/auth/token (sign-in)', () => {
  it.each(SEEDED_SHOPPERS.map((s) => [s.banner, s] as const))(
    'signs the seeded shopper of %s in and the access token opens protected calls',
    async (banner, shopper) => {
      const { call } = sandbox({ tokens: { accessTtlSeconds: 300 } })
      const response = await call('signIn', {
        banner,
        token: null,
        body: { email: shopper.email, password: shopper.password },
      })
      expect(response.status).toBe(200)
      const pair = routes.signIn.response.parse(await response.json())
      expect(pair).toMatchObject({ tokenType: 'Bearer', expiresIn: 300 })
      expect(pair.accessToken).not.toBe(pair.refreshToken)
      const profile = await call('profile', { banner, token: bearer(pair.accessToken) })
      expect(profile.status).toBe(200)
    },
  )

  it('takes the email in any case and with spaces around it', async () => {
    const { call } = sandbox()
    const { email, password } = credentialsOf('hilltop')
    const response = await call('signIn', {
      banner: 'hilltop',
      token: null,
      body: { email: `  ${email.toUpperCase()} `, password },
    })
    expect(response.status).toBe(200)
  })

  it('answers a wrong password and an unknown email alike: 400 INVALID_CREDENTIALS with a text for the shopper', async () => {
    const { call } = sandbox()
    const { email } = credentialsOf('greenleaf')
    for (const body of [
      { email, password: 'wrong' },
      { email: 'nobody@example.com', password: 'greenleaf-sandbox' },
      // Credentials are per banner: hilltop's password does not open greenleaf.
      credentialsOf('hilltop'),
    ]) {
      const response = await call('signIn', { token: null, body })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: [
          {
            statusCode: 400,
            code: 'INVALID_CREDENTIALS',
            reason: 'unknown email or wrong password',
            customerErrorMessage: INVALID_CREDENTIALS_MESSAGE,
          },
        ],
      })
    }
  })

  it('refuses a missing password with 400 VALIDATION_ERROR', async () => {
    const { call } = sandbox()
    const response = await call('signIn', { token: null, body: { email: 'a@b.example' } })
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].code).toBe('VALIDATION_ERROR')
  })
})

describe('access tokens', () => {
  it('expire after their lifetime by the injected clock: 401 from then on', async () => {
    const { call, setNow } = clocked(300)
    const { accessToken } = await signIn(call)
    setNow(later(299))
    expect((await call('profile', { token: bearer(accessToken) })).status).toBe(200)
    setNow(later(300))
    const expired = await call('profile', { token: bearer(accessToken) })
    expect(expired.status).toBe(401)
    expect((await expired.json()).errors[0]).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    })
  })

  it('are refused when unknown, missing, or of another banner', async () => {
    const { call } = sandbox()
    const { accessToken } = await signIn(call, 'greenleaf')
    expect((await call('profile', { token: bearer('made-up') })).status).toBe(401)
    expect((await call('profile', { token: null })).status).toBe(401)
    expect((await call('profile', { token: 'sandbox-shopper' })).status).toBe(401)
    expect((await call('profile', { token: 'Bearer sandbox-shopper' })).status).toBe(401)
    const elsewhere = await call('profile', { banner: 'hilltop', token: bearer(accessToken) })
    expect(elsewhere.status).toBe(401)
  })
})

describe('POST /api/auth/refresh', () => {
  it('trades a refresh token for a new pair; the used one and its access token stop working', async () => {
    const { call, setNow } = clocked(60)
    const first = await signIn(call)
    setNow(later(120))
    expect((await call('profile', { token: bearer(first.accessToken) })).status).toBe(401)

    const refreshed = await call('refreshToken', {
      token: null,
      body: { refreshToken: first.refreshToken },
    })
    expect(refreshed.status).toBe(200)
    const second = routes.refreshToken.response.parse(await refreshed.json())
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(second.expiresIn).toBe(60)
    expect((await call('profile', { token: bearer(second.accessToken) })).status).toBe(200)

    // Rotation: the old refresh token was used up.
    const replay = await call('refreshToken', {
      token: null,
      body: { refreshToken: first.refreshToken },
    })
    expect(replay.status).toBe(400)
    expect((await replay.json()).errors[0].code).toBe('INVALID_GRANT')

    // Refreshing again retires the second access token too.
    const third = await (
      await call('refreshToken', { token: null, body: { refreshToken: second.refreshToken } })
    ).json()
    expect((await call('profile', { token: bearer(second.accessToken) })).status).toBe(401)
    expect((await call('profile', { token: bearer(third.accessToken) })).status).toBe(200)
  })

  it('refuses an unknown, expired or other-banner refresh token', async () => {
    const { call, setNow } = clocked()
    const pair = await signIn(call)
    const other = await call('refreshToken', {
      banner: 'hilltop',
      token: null,
      body: { refreshToken: pair.refreshToken },
    })
    expect(other.status).toBe(400)
    expect(
      (await call('refreshToken', { token: null, body: { refreshToken: 'nope' } })).status,
    ).toBe(400)
    setNow(later(8 * 24 * 60 * 60))
    const expired = await call('refreshToken', {
      token: null,
      body: { refreshToken: pair.refreshToken },
    })
    expect(expired.status).toBe(400)
  })
})

describe('POST /api/auth/signout', () => {
  it('revokes the refresh token and its access token', async () => {
    const { call } = sandbox()
    const pair = await signIn(call)
    const out = await call('signOut', { token: null, body: { refreshToken: pair.refreshToken } })
    expect(out.status).toBe(200)
    expect((await call('profile', { token: bearer(pair.accessToken) })).status).toBe(401)
    const refresh = await call('refreshToken', {
      token: null,
      body: { refreshToken: pair.refreshToken },
    })
    expect(refresh.status).toBe(400)
    // Signing out twice is no error: the shopper is signed out either way.
    expect(
      (await call('signOut', { token: null, body: { refreshToken: pair.refreshToken } })).status,
    ).toBe(200)
  })
})

describe('stored passwords', () => {
  it('are salted scrypt hashes in the SQLite file, never the password', async () => {
    const path = join(tempDir(), 'sandbox.db')
    const { call, store } = sandbox({
      store: openSqliteStore({ path }),
      passwords: scryptPasswords(),
    })
    await signIn(call, 'copperline')
    store.close()
    const db = new DatabaseSync(path)
    const rows = db
      .prepare("SELECT id, body FROM documents WHERE collection = 'credentials'")
      .all()
      .map((row) => ({ id: String(row.id), hash: JSON.parse(String(row.body)).passwordHash }))
    const dump = JSON.stringify(db.prepare('SELECT body FROM documents').all())
    db.close()
    expect(rows.map((r) => r.id).sort()).toEqual(
      SEEDED_SHOPPERS.map((s) => `${s.banner}/${s.email}`).sort(),
    )
    for (const row of rows) expect(row.hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    // Two hashes of the same scheme differ by their salt.
    expect(new Set(rows.map((r) => r.hash.split('$')[4])).size).toBe(rows.length)
    for (const shopper of SEEDED_SHOPPERS) expect(dump).not.toContain(shopper.password)
  })

  it('scrypt verifies the right password only', async () => {
    const scheme = scryptPasswords({ N: 1024, r: 8, p: 1 })
    const stored = await scheme.hash('hilltop-sandbox')
    expect(await scheme.verify('hilltop-sandbox', stored)).toBe(true)
    expect(await scheme.verify('hilltop-sandbox ', stored)).toBe(false)
    expect(await scheme.verify('hilltop-sandbox', 'plain$hilltop-sandbox')).toBe(false)
    // A cost scrypt refuses, or one past the memory bound, is no match (and no crash).
    const [, , , , salt, hash] = stored.split('$')
    expect(await scheme.verify('hilltop-sandbox', `scrypt$1000$8$1$${salt}$${hash}`)).toBe(false)
    expect(await scheme.verify('hilltop-sandbox', `scrypt$1048576$8$1$${salt}$${hash}`)).toBe(false)
  })

  it('are added to a database seeded before sign-in existed', async () => {
    const path = join(tempDir(), 'old.db')
    const old = openSqliteStore({ path })
    applySeed(old, seedCheckout)
    expect(old.list('credentials')).toEqual([])
    old.close()
    const { call, store } = sandbox({ store: openSqliteStore({ path }) })
    expect((await signIn(call, 'hilltop')).accessToken).toBeTruthy()
    store.close()
  })
})
