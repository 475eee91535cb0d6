// The fault admin (/api/__sandbox/faults) is a development switch for the storefront's own
// pages: off without it; same origin and JSON only with it; route names of the table only.
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { FAULTS_PATH } from '../src/faults.ts'
import { type SandboxServers, startSandboxServers } from '../src/server.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'

const running: Array<{ servers: SandboxServers; store: Store }> = []
afterEach(async () => {
  for (const { servers, store } of running.splice(0)) {
    await servers.close()
    store.close()
  }
})

async function start(
  faultAdmin: boolean,
  faultAdminOrigins?: readonly string[],
): Promise<SandboxServers> {
  const store = openSqliteStore({ path: ':memory:' })
  const servers = await startSandboxServers({
    store,
    storefrontDist: '/nonexistent',
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
    faultAdmin,
    ...(faultAdminOrigins ? { faultAdminOrigins } : {}),
  })
  running.push({ servers, store })
  return servers
}

const arm = JSON.stringify({ route: '*', fault: 'drop' })

/** The armed faults, as a same-origin page of the storefront would read them. */
async function armed(origin: string): Promise<unknown[]> {
  const response = await fetch(`${origin}${FAULTS_PATH}`, {
    headers: { origin, 'sec-fetch-site': 'same-origin' },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { faults: unknown[] }).faults
}

describe('the fault admin on the Node server', () => {
  it('is off (404) without the development switch, for every method', async () => {
    const { storefrontOrigin: origin } = await start(false)
    const headers = { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' }
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${origin}${FAULTS_PATH}`, {
        method,
        headers,
        ...(method === 'POST' ? { body: arm } : {}),
      })
      expect(response.status, method).toBe(404)
      expect(await response.json()).toMatchObject({ errors: [{ code: 'FAULT_ADMIN_OFF' }] })
    }
    // Nothing was armed: calls answer.
    expect((await fetch(`${origin}/api/health`)).status).toBe(200)
  })

  it('refuses a cross-site text/plain POST (a form or a no-preflight fetch of another site)', async () => {
    const { storefrontOrigin: origin } = await start(true)
    const response = await fetch(`${origin}${FAULTS_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        origin: 'http://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: arm,
    })
    expect(response.status).toBe(403)
    expect(await armed(origin)).toEqual([])
  })

  it('refuses text/plain from the storefront itself (415): JSON only', async () => {
    const { storefrontOrigin: origin } = await start(true)
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await fetch(`${origin}${FAULTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': type, origin, 'sec-fetch-site': 'same-origin' },
        body: arm,
      })
      expect(response.status, type).toBe(415)
    }
    expect(await armed(origin)).toEqual([])
  })

  it('refuses another origin, a same-site one included, and any Sec-Fetch-Site but same-origin', async () => {
    const { storefrontOrigin: origin, cardFrameOrigin } = await start(true)
    const attempts: Array<Record<string, string>> = [
      // The card-entry frame's origin: the same host on another port.
      { origin: cardFrameOrigin },
      // A DNS-rebound name for the same address and port.
      { origin: origin.replace('127.0.0.1', 'rebound.example') },
      { origin, 'sec-fetch-site': 'same-site' },
      { origin, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
    ]
    for (const headers of attempts) {
      const post = await fetch(`${origin}${FAULTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: arm,
      })
      expect(post.status, JSON.stringify(headers)).toBe(403)
      const clear = await fetch(`${origin}${FAULTS_PATH}`, { method: 'DELETE', headers })
      expect(clear.status, JSON.stringify(headers)).toBe(403)
    }
    const crossRead = await fetch(`${origin}${FAULTS_PATH}`, {
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossRead.status).toBe(403)
    expect(await armed(origin)).toEqual([])
  })

  it('arms for a same-origin JSON request of the storefront, and for a client that is no browser', async () => {
    const { storefrontOrigin: origin } = await start(true)
    const page = await fetch(`${origin}${FAULTS_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        origin,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ route: 'profile', fault: '503', times: 1 }),
    })
    expect(page.status).toBe(200)
    // A test's or curl's request: no Origin, no Sec-Fetch-Site.
    const script = await fetch(`${origin}${FAULTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'wallet', fault: '408', times: 1 }),
    })
    expect(script.status).toBe(200)
    expect(await armed(origin)).toHaveLength(2)
    // The address bar may read the list.
    const typed = await fetch(`${origin}${FAULTS_PATH}`, { headers: { 'sec-fetch-site': 'none' } })
    expect(typed.status).toBe(200)
  })
})

describe('fault admin pages besides the storefront', () => {
  it('answers a listed origin (a Vite dev server proxying /api), still not others', async () => {
    const { storefrontOrigin: origin } = await start(true, ['http://localhost:5173'])
    const post = (from: string) =>
      fetch(`${origin}${FAULTS_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: from,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({ route: 'profile', fault: '503', times: 1 }),
      })
    expect((await post('http://localhost:5173')).status).toBe(200)
    expect((await post('http://localhost:5174')).status).toBe(403)
  })
})

describe('fault admin route names', () => {
  const app = () => createApp({ store: createMemoryStore(), faultAdmin: true })
  const post = (body: unknown) =>
    new Request(`http://sandbox.test${FAULTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', ''])(
    'refuses %j: route names of the routes table only',
    async (route) => {
      const sandbox = app()
      // JSON.stringify would drop a __proto__ key set with an object literal: build the text.
      const body = `{"route":${JSON.stringify(route)},"fault":"drop"}`
      const response = await sandbox.fetch(
        new Request(`http://sandbox.test${FAULTS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ errors: [{ code: 'INVALID_FAULT' }] })
      const cleared = await sandbox.fetch(
        new Request(`http://sandbox.test${FAULTS_PATH}?route=${encodeURIComponent(route)}`, {
          method: 'DELETE',
        }),
      )
      expect(cleared.status).toBe(route === '' ? 200 : 400)
      const list = await (
        await sandbox.fetch(new Request(`http://sandbox.test${FAULTS_PATH}`))
      ).json()
      expect(list.faults).toEqual([])
    },
  )

  it('takes a real route name and "*"', async () => {
    const sandbox = app()
    expect((await sandbox.fetch(post({ route: 'wallet', fault: 'drop' }))).status).toBe(200)
    expect((await sandbox.fetch(post({ route: '*', fault: '408' }))).status).toBe(200)
  })
})
