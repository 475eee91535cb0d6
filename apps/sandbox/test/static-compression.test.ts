import { mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../src/server.ts'
import { startSandboxServers } from '../src/server.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'
import { useTempDirs } from './temp-dir.ts'

// Compressed bytes on the wire: the build's precompressed copies chosen by Accept-Encoding.

const tempDir = useTempDirs()
const running: Array<{ servers: SandboxServers; store: Store }> = []
afterEach(async () => {
  for (const { servers, store } of running.splice(0)) {
    await servers.close()
    store.close()
  }
})

const INDEX = `<!doctype html><title>Fake storefront</title>${'<!-- padding -->'.repeat(20)}`
const SCRIPT = `export const text = ${JSON.stringify('storefront '.repeat(200))}`
const STYLE = `.a{color:red}${'.b{margin:0}'.repeat(100)}`
const PLAIN = 'console.log("no copies")'

/** A built folder as the storefront build leaves it: text files with .br and .gz beside them. */
function builtDist(): string {
  const dist = join(tempDir(), 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  const withCopies = (path: string, text: string) => {
    writeFileSync(path, text)
    writeFileSync(`${path}.br`, brotliCompressSync(text))
    writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }))
  }
  withCopies(join(dist, 'index.html'), INDEX)
  withCopies(join(dist, 'assets', 'app-abc123.js'), SCRIPT)
  withCopies(join(dist, 'assets', 'app-abc123.css'), STYLE)
  // A file the build left without copies (too small to gain).
  writeFileSync(join(dist, 'assets', 'tiny-def456.js'), PLAIN)
  return dist
}

async function start(): Promise<string> {
  const store = openSqliteStore({ path: ':memory:' })
  const servers = await startSandboxServers({
    store,
    storefrontDist: builtDist(),
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  running.push({ servers, store })
  return servers.storefrontOrigin
}

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(url: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('compressed static files', () => {
  it('sends brotli to a browser that takes it, with the original Content-Type', async () => {
    const origin = await start()
    const res = await get(`${origin}/assets/app-abc123.js`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(res.headers.vary).toMatch(/Accept-Encoding/i)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(res.body.length).toBeLessThan(SCRIPT.length)
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT)
  })

  it('falls back to gzip when brotli is not accepted', async () => {
    const origin = await start()
    const res = await get(`${origin}/assets/app-abc123.css`, { 'Accept-Encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toMatch(/^text\/css/)
    expect(res.headers.vary).toMatch(/Accept-Encoding/i)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(gunzipSync(res.body).toString()).toBe(STYLE)
  })

  it('sends the file as it is to a client that takes no compression, still with Vary', async () => {
    const origin = await start()
    const asked: Array<Record<string, string>> = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate' },
    ]
    for (const headers of asked) {
      const res = await get(`${origin}/assets/app-abc123.js`, headers)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toMatch(/Accept-Encoding/i)
      expect(res.body.toString()).toBe(SCRIPT)
    }
  })

  it('never sends an encoding the request names only with a weight (br;q=0 refuses br)', async () => {
    const origin = await start()
    // Only bare names count: a weighted one is taken as not offered, which never sends
    // an encoding the client refused. Browsers send bare names.
    const refused = await get(`${origin}/assets/app-abc123.js`, {
      'Accept-Encoding': 'br;q=0, gzip',
    })
    expect(refused.headers['content-encoding']).toBe('gzip')
    const none = await get(`${origin}/assets/app-abc123.js`, {
      'Accept-Encoding': 'br;q=0, gzip;q=0',
    })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body.toString()).toBe(SCRIPT)
  })

  it('sends a file without precompressed copies as it is', async () => {
    const origin = await start()
    const res = await get(`${origin}/assets/tiny-def456.js`, { 'Accept-Encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toBe(PLAIN)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('compresses index.html and the client-route fallback, revalidated', async () => {
    const origin = await start()
    for (const path of ['/', '/index.html', '/checkout/web/123/complete']) {
      const res = await get(`${origin}${path}`, {
        Accept: 'text/html,*/*;q=0.8',
        'Accept-Encoding': 'gzip, br',
      })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.vary).toMatch(/Accept-Encoding/i)
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX)
    }
  })

  it('answers HEAD with the compressed length and no body', async () => {
    const origin = await start()
    const res = await get(`${origin}/assets/app-abc123.js`, { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(res.headers['content-encoding']).toBe('br')
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length)
    expect(res.body.length).toBe(0)
  })
})
