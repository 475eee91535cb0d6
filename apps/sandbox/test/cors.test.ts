// Calling the sandbox from another app (packages/api/README.md "Calling the services from
// your app"): the pages of AISLE_SANDBOX_CORS_ORIGINS may call the API by CORS; no other
// origin may, and none may by default. The fault admin stays same-origin.
import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { MAX_CORS_ORIGINS, readConfig } from '../src/config.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'

const TEAM = 'http://localhost:5180'
const OTHER = 'https://elsewhere.example'

const preflight = (origin: string, path = '/api/health') =>
  new Request(`http://sandbox.test${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, x-banner, idempotency-key',
    },
  })

const get = (origin: string) =>
  new Request('http://sandbox.test/api/health', { headers: { origin } })

describe('CORS for configured origins', () => {
  it('allows none by default: no Access-Control-Allow-Origin for any page', async () => {
    const app = createApp({ store: createMemoryStore() })
    const response = await app.fetch(get(TEAM))
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const answer = await app.fetch(preflight(TEAM))
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a configured page: its preflight with the transport headers, then the call', async () => {
    const app = createApp({ store: createMemoryStore(), corsOrigins: [TEAM] })
    const answer = await app.fetch(preflight(TEAM))
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(TEAM)
    const allowed = answer.headers.get('access-control-allow-headers')?.split(',') ?? []
    for (const header of [
      'authorization',
      'content-type',
      'x-banner',
      'idempotency-key',
      'x-payment-intent-id',
      'x-show-snap-card',
    ])
      expect(allowed).toContain(header)
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST')

    const response = await app.fetch(get(TEAM))
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(TEAM)
    expect(response.headers.get('vary')).toMatch(/origin/i)
  })

  it('does not allow a page it was not given', async () => {
    const app = createApp({ store: createMemoryStore(), corsOrigins: [TEAM] })
    const response = await app.fetch(get(OTHER))
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('leaves the fault admin same-origin', async () => {
    const app = createApp({ store: createMemoryStore(), corsOrigins: [TEAM], faultAdmin: true })
    const answer = await app.fetch(preflight(TEAM, '/api/__sandbox/faults'))
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('AISLE_SANDBOX_CORS_ORIGINS', () => {
  const cwd = '/'

  it('is none by default and reads comma-separated origins', () => {
    expect(readConfig({}, cwd).corsOrigins).toEqual([])
    expect(
      readConfig({ AISLE_SANDBOX_CORS_ORIGINS: `${TEAM}, https://team.example` }, cwd).corsOrigins,
    ).toEqual([TEAM, 'https://team.example'])
  })

  it('takes origins only', () => {
    for (const value of ['*', 'localhost:5180', `${TEAM}/`, 'file:///x'])
      expect(() => readConfig({ AISLE_SANDBOX_CORS_ORIGINS: value }, cwd)).toThrow(
        /AISLE_SANDBOX_CORS_ORIGINS/,
      )
  })

  it(`lists at most ${MAX_CORS_ORIGINS} origins`, () => {
    const origins = (n: number) =>
      Array.from({ length: n }, (_, i) => `http://localhost:${5200 + i}`).join(',')
    expect(
      readConfig({ AISLE_SANDBOX_CORS_ORIGINS: origins(MAX_CORS_ORIGINS) }, cwd).corsOrigins,
    ).toHaveLength(MAX_CORS_ORIGINS)
    expect(() =>
      readConfig({ AISLE_SANDBOX_CORS_ORIGINS: origins(MAX_CORS_ORIGINS + 1) }, cwd),
    ).toThrow(/at most 32 origins/)
  })
})
