import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../src/server.ts'
import { startSandboxServers } from '../src/server.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'
import { useTempDirs } from './temp-dir.ts'

// A client route's index.html with its page chunk named (docs/performance.md "Rendering on a
// server"): the build writes `routed/<path>/index.html`; the sandbox sends it to a page request
// for that path and the plain index.html to every other client route.

const tempDir = useTempDirs()
const running: Array<{ servers: SandboxServers; store: Store }> = []
afterEach(async () => {
  for (const { servers, store } of running.splice(0)) {
    await servers.close()
    store.close()
  }
})

const INDEX = '<!doctype html><title>plain</title>'
const SCHEDULING = '<!doctype html><title>plain</title><link rel="modulepreload" href="/s.js">'
const GREENLEAF_SCHEDULING = '<!doctype html><title>shell</title><div id="root" data-shell="">'

async function start(): Promise<string> {
  const dist = join(tempDir(), 'dist')
  const withCopies = (path: string, text: string) => {
    writeFileSync(path, text)
    writeFileSync(`${path}.br`, brotliCompressSync(text))
    writeFileSync(`${path}.gz`, gzipSync(text))
  }
  mkdirSync(join(dist, 'routed', 'scheduling'), { recursive: true })
  mkdirSync(join(dist, 'routed', 'greenleaf', 'scheduling'), { recursive: true })
  withCopies(join(dist, 'index.html'), INDEX)
  withCopies(join(dist, 'routed', 'scheduling', 'index.html'), SCHEDULING)
  withCopies(join(dist, 'routed', 'greenleaf', 'scheduling', 'index.html'), GREENLEAF_SCHEDULING)
  const store = openSqliteStore({ path: ':memory:' })
  const servers = await startSandboxServers({
    store,
    storefrontDist: dist,
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  running.push({ servers, store })
  return servers.storefrontOrigin
}

const page = (url: string) => fetch(url, { headers: { Accept: 'text/html' } })

describe('client routes with their page named', () => {
  it('sends the routed index.html to a page request for its path, revalidated', async () => {
    const origin = await start()
    for (const path of ['/scheduling', '/scheduling/', '/scheduling?fulfillmentType=Pickup']) {
      const response = await page(`${origin}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toBe(SCHEDULING)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    }
  })

  it('sends the plain index.html to the other client routes and to odd paths', async () => {
    const origin = await start()
    for (const path of ['/checkout', '/scheduling/x', '/Scheduling-', '/..%2fscheduling', '/']) {
      const response = await page(`${origin}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toBe(INDEX)
    }
  })

  it("sends the layout's shell of the banner the request names, brotli or as it is", async () => {
    const origin = await start()
    for (const path of ['/scheduling?banner=greenleaf', '/scheduling/?banner=greenleaf&x=1']) {
      const response = await page(`${origin}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toBe(GREENLEAF_SCHEDULING)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/)
    }
    const br = await fetch(`${origin}/scheduling?banner=greenleaf`, {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'br' },
    })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(await br.text()).toBe(GREENLEAF_SCHEDULING)
  })

  it('sends the hints alone for a banner without a shell there or one it does not know', async () => {
    const origin = await start()
    for (const banner of ['hilltop', 'nowhere', '..', '']) {
      const response = await page(`${origin}/scheduling?banner=${banner}`)
      expect(await response.text(), banner).toBe(SCHEDULING)
    }
    expect(await (await page(`${origin}/checkout?banner=greenleaf`)).text()).toBe(INDEX)
  })

  it("does not send a banner's shell folder as a path of its own", async () => {
    const origin = await start()
    for (const path of ['/greenleaf/scheduling', '/greenleaf/scheduling?banner=greenleaf']) {
      const response = await page(`${origin}${path}`)
      expect(await response.text(), path).toBe(INDEX)
    }
  })

  it('leaves a request that does not ask for a page alone', async () => {
    const origin = await start()
    const response = await fetch(`${origin}/scheduling`)
    expect(await response.text()).not.toBe(SCHEDULING)
  })
})
