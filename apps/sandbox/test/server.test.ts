import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../src/server.ts'
import { startSandboxServers } from '../src/server.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const running: Array<{ servers: SandboxServers; store: Store }> = []
afterEach(async () => {
  for (const { servers, store } of running.splice(0)) {
    await servers.close()
    store.close()
  }
})

const INDEX =
  '<!doctype html><title>Fake storefront</title><script type="module" src="/assets/app-abc123.js"></script>'
const SCRIPT = 'console.log("storefront")'

/** A stand-in for the storefront's build: an index.html and one hashed asset. */
function fakeDist(): string {
  const dist = join(tempDir(), 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT)
  return dist
}

async function start(storefrontDist: string): Promise<SandboxServers> {
  const store = openSqliteStore({ path: ':memory:' })
  // Loopback only, free ports picked by the system.
  const servers = await startSandboxServers({
    store,
    storefrontDist,
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  running.push({ servers, store })
  return servers
}

/** CSP as a map of directive to its sources. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('Content-Security-Policy')
  expect(header).toBeTruthy()
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const page = (url: string) => fetch(url, { headers: { Accept: 'text/html,*/*;q=0.8' } })

describe('the storefront server', () => {
  it('answers health from the SQLite store', async () => {
    const { storefrontOrigin } = await start(fakeDist())
    const response = await fetch(`${storefrontOrigin}/api/health`)

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'sqlite' })
  })

  it("cuts the connection for the 'drop' fault, as a dropped network would", async () => {
    const { storefrontOrigin } = await start(fakeDist())
    const dropped = fetch(`${storefrontOrigin}/api/health`, {
      headers: { 'x-sandbox-fault': 'drop' },
    })

    await expect(dropped).rejects.toThrow(TypeError)
    // The server is still there for the next request.
    expect((await fetch(`${storefrontOrigin}/api/health`)).status).toBe(200)
  })

  it('sets a strict CSP and the other security headers on every response', async () => {
    const { storefrontOrigin, cardFrameOrigin } = await start(fakeDist())
    const responses = await Promise.all([
      page(`${storefrontOrigin}/`),
      fetch(`${storefrontOrigin}/api/health`),
      fetch(`${storefrontOrigin}/assets/missing.js`),
    ])
    expect(responses.map((r) => r.status)).toEqual([200, 200, 404])

    for (const response of responses) {
      const policy = csp(response)
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'none'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('script-src')).toEqual(["'self'"])
      expect(policy.get('default-src')).toEqual(["'self'"])
      // The card-entry frame is the one other origin the page may embed.
      expect(policy.get('frame-src')).toEqual([cardFrameOrigin])
      expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline')
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('Permissions-Policy')).toContain('geolocation=(self)')
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    }
  })

  it('serves the built files, hashed assets cached for good and index.html revalidated', async () => {
    const { storefrontOrigin } = await start(fakeDist())

    const index = await page(`${storefrontOrigin}/`)
    expect(await index.text()).toBe(INDEX)
    expect(index.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(index.headers.get('Cache-Control')).toBe('no-cache')

    const asset = await fetch(`${storefrontOrigin}/assets/app-abc123.js`)
    expect(await asset.text()).toBe(SCRIPT)
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/)
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it('falls back to index.html for page requests to client routes', async () => {
    const { storefrontOrigin } = await start(fakeDist())

    const route = await page(`${storefrontOrigin}/checkout/web/123/complete`)
    expect(route.status).toBe(200)
    expect(await route.text()).toBe(INDEX)
    expect(route.headers.get('Cache-Control')).toBe('no-cache')

    // Not for requests that do not want a page, nor for the API.
    const data = await fetch(`${storefrontOrigin}/checkout`, {
      headers: { Accept: 'application/json' },
    })
    expect(data.status).toBe(404)
    const missingAsset = await fetch(`${storefrontOrigin}/assets/gone-000.js`)
    expect(missingAsset.status).toBe(404)
    const api = await page(`${storefrontOrigin}/api/not-a-route`)
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ error: 'not_found' })
  })

  it('does not serve files from outside the build folder', async () => {
    const dist = fakeDist()
    writeFileSync(join(dist, '..', 'secret.txt'), 'outside the build')
    const { storefrontOrigin } = await start(dist)

    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await fetch(`${storefrontOrigin}${path}`)
      expect(await response.text()).not.toContain('outside the build')
    }
  })

  it('answers 503 with a plain hint while there is no build, and serves it once built', async () => {
    const dist = join(tempDir(), 'dist')
    const { storefrontOrigin } = await start(dist)

    const response = await page(`${storefrontOrigin}/`)
    expect(response.status).toBe(503)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(await response.text()).toMatch(/has not been built[\s\S]*Run the storefront build/)
    expect(csp(response).get('object-src')).toEqual(["'none'"])

    // The API does not depend on the build.
    expect((await fetch(`${storefrontOrigin}/api/health`)).status).toBe(200)

    mkdirSync(dist)
    writeFileSync(join(dist, 'index.html'), INDEX)
    const built = await page(`${storefrontOrigin}/`)
    expect(built.status).toBe(200)
    expect(await built.text()).toBe(INDEX)
  })
})

describe('the card-entry frame server', () => {
  it('answers on its own origin, embeddable only by the storefront', async () => {
    const { storefrontOrigin, cardFrameOrigin, cardEntryUrl } = await start(fakeDist())
    expect(new URL(cardFrameOrigin).port).not.toBe(new URL(storefrontOrigin).port)
    expect(cardEntryUrl).toBe(`${cardFrameOrigin}/card-entry`)

    // The frame serves its form only for an allowed parent (test/card-frame.test.ts).
    expect((await page(cardEntryUrl)).status).toBe(400)
    const response = await page(
      `${cardEntryUrl}?parentOrigin=${encodeURIComponent(storefrontOrigin)}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const policy = csp(response)
    expect(policy.get('frame-ancestors')).toEqual([storefrontOrigin])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline')
    // X-Frame-Options cannot allow another origin and would fight frame-ancestors.
    expect(response.headers.get('X-Frame-Options')).toBeNull()
    const html = await response.text()
    expect(html).toContain('Secure card entry')
    // Scripts by src only (no inline script); no style element or event attribute.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)|<style|\son\w+=/i)
  })

  it('is not served from the storefront origin', async () => {
    const { storefrontOrigin } = await start(fakeDist())
    const response = await page(`${storefrontOrigin}/card-entry`)
    expect(await response.text()).not.toContain('Secure card entry')
  })

  it('gives up cleanly when its port is taken', async () => {
    const { cardFrameOrigin } = await start(fakeDist())
    const taken = Number(new URL(cardFrameOrigin).port)
    const store = openSqliteStore({ path: ':memory:' })
    try {
      await expect(
        startSandboxServers({
          store,
          storefrontDist: fakeDist(),
          hostname: '127.0.0.1',
          port: 0,
          cardFramePort: taken,
        }),
      ).rejects.toThrow(/EADDRINUSE/)
    } finally {
      store.close()
    }
  })
})

describe('closing', () => {
  it('stops both servers', async () => {
    const store = openSqliteStore({ path: ':memory:' })
    const servers = await startSandboxServers({
      store,
      storefrontDist: fakeDist(),
      hostname: '127.0.0.1',
      port: 0,
      cardFramePort: 0,
    })
    expect((await fetch(`${servers.storefrontOrigin}/api/health`)).status).toBe(200)
    await servers.close()
    store.close()

    await expect(fetch(`${servers.storefrontOrigin}/api/health`)).rejects.toThrow()
    await expect(fetch(servers.cardEntryUrl)).rejects.toThrow()
  })
})
