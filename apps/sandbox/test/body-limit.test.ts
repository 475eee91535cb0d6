// One body limit before parsing, on every route: Content-Length and streamed (chunked) bodies.
import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp, MAX_BODY_BYTES } from '../src/app.ts'
import type { SandboxServers } from '../src/server.ts'
import { startSandboxServers } from '../src/server.ts'
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

async function start(): Promise<SandboxServers> {
  const store = openSqliteStore({ path: ':memory:' })
  const servers = await startSandboxServers({
    store,
    storefrontDist: '/nonexistent',
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
    faultAdmin: true,
  })
  running.push({ servers, store })
  return servers
}

interface Sent {
  status: number
  body: string
}

/**
 * A raw HTTP/1.1 POST of `size` bytes of JSON-looking text: with Content-Length, or
 * chunked (no Content-Length) in 16 kB chunks. The server may answer before it all went.
 */
function post(url: string, size: number, how: 'content-length' | 'chunked'): Promise<Sent> {
  const body = Buffer.alloc(size, 0x20)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: new URL(url).origin,
  }
  if (how === 'content-length') headers['content-length'] = String(size)
  else headers['transfer-encoding'] = 'chunked'
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      )
    })
    // Writing on after the answer may meet a closed socket: the answer is what counts.
    req.on('error', (error) => {
      if (!req.writableEnded) return
      reject(error)
    })
    for (let at = 0; at < size; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024))
    req.end()
  })
}

const PATHS = {
  signIn: '/api/auth/token',
  faultAdmin: '/api/__sandbox/faults',
  addWalletCard: '/api/payment/v2/wallet',
} as const

describe(`the body limit (${MAX_BODY_BYTES} bytes)`, () => {
  for (const how of ['content-length', 'chunked'] as const) {
    for (const [name, path] of Object.entries(PATHS)) {
      it(`answers 413 beyond it on ${name}, ${how}`, async () => {
        const { storefrontOrigin } = await start()
        const sent = await post(`${storefrontOrigin}${path}`, MAX_BODY_BYTES + 1, how)
        expect(sent.status).toBe(413)
        expect(JSON.parse(sent.body)).toEqual({
          errors: [
            {
              statusCode: 413,
              code: 'PAYLOAD_TOO_LARGE',
              reason: `the body is over ${MAX_BODY_BYTES} bytes`,
            },
          ],
        })
      })
    }

    it(`reads a body of exactly the limit on sign-in, ${how} (not JSON: 400)`, async () => {
      const { storefrontOrigin } = await start()
      const sent = await post(`${storefrontOrigin}${PATHS.signIn}`, MAX_BODY_BYTES, how)
      // Blank text is no JSON body: validation answers, not the limit.
      expect(sent.status).toBe(400)
    })
  }

  it('holds on the card-entry frame origin too', async () => {
    const { cardFrameOrigin } = await start()
    const sent = await post(
      `${cardFrameOrigin}/card-entry/registrations`,
      MAX_BODY_BYTES + 1,
      'chunked',
    )
    expect(sent.status).toBe(413)
  })

  it('holds in the app itself (MSW): a streamed body without Content-Length', async () => {
    const app = createApp({ store: createMemoryStore(), faultAdmin: true })
    const chunk = new Uint8Array(16 * 1024).fill(0x20)
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length
        if (pulled > 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await app.fetch(
      new Request('http://sandbox.test/api/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    // It stopped reading soon after the limit, not at the end of the 1 MB stream.
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * chunk.length)
  })
})
