// Node only: the two HTTP servers (two ports, so two origins).
import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type AppEnv, type AppOptions, createApp, MAX_BODY_BYTES, payloadTooLarge } from './app.ts'
import { scryptPasswords } from './auth/scrypt-passwords.ts'
import { CARD_ENTRY_PATH, createCardFrameApp } from './card-frame.ts'
import { createFraudScriptApp } from './fraud-script.ts'
import { productImageFiles } from './product-images.ts'
import { storefrontSecurityHeaders } from './security-headers.ts'
import { storefrontFiles } from './static-files.ts'
import type { Store } from './store/store.ts'

export interface SandboxServerOptions {
  store: Store
  /** Folder of the storefront's build (its index.html and /assets). */
  storefrontDist: string
  /** Address to listen on; defaults to 'localhost' so nothing is exposed to the network. */
  hostname?: string
  /** 0 picks a free port. */
  port?: number
  cardFramePort?: number
  /** Pages besides the storefront that may embed the card-entry frame (a Vite dev server). */
  cardFrameParentOrigins?: readonly string[]
  /** Token lifetimes (`SANDBOX_TOKEN_TTL_SECONDS` sets the access token's). */
  tokens?: AppOptions['tokens']
  /** @default salted scrypt hashes */
  passwords?: AppOptions['passwords']
  /** The API's clock. @default the system clock */
  now?: AppOptions['now']
  /**
   * The development switch (`AISLE_SANDBOX_DEV=1`): the fault admin answers, to pages of
   * the storefront's origin only. @default false
   */
  faultAdmin?: boolean
  /** Pages besides the storefront that may use the fault admin (the Vite dev server). */
  faultAdminOrigins?: readonly string[]
  /** Failed sign-ins allowed per account and per client in a window. */
  signInThrottle?: AppOptions['signInThrottle']
  /** Pages of other origins that may call the API by CORS (`AISLE_SANDBOX_CORS_ORIGINS`). */
  corsOrigins?: AppOptions['corsOrigins']
}

export interface SandboxServers {
  storefrontOrigin: string
  cardFrameOrigin: string
  cardEntryUrl: string
  close(): Promise<void>
}

/** The node adapter hands each request its socket too, as `env.incoming`. */
type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>

/** Starts the storefront + API server and the card-entry frame server. */
export async function startSandboxServers(options: SandboxServerOptions): Promise<SandboxServers> {
  const hostname = options.hostname ?? 'localhost'
  // Each origin goes into the other's CSP, and with port 0 the ports are only
  // known once listening: so listen first, then build the apps.
  let storefrontFetch: FetchHandler | undefined
  let cardFrameFetch: FetchHandler | undefined
  const starting = () => new Response('The sandbox is starting', { status: 503 })

  const storefrontServer = await listen(
    (request, env) => (storefrontFetch ?? starting)(request, env),
    options.port ?? 4000,
    hostname,
  )
  let cardFrameServer: Server
  try {
    cardFrameServer = await listen(
      (request, env) => (cardFrameFetch ?? starting)(request, env),
      options.cardFramePort ?? 4001,
      hostname,
    )
  } catch (error) {
    await close(storefrontServer)
    throw error
  }

  const storefrontOrigin = originOf(storefrontServer, hostname)
  const cardFrameOrigin = originOf(cardFrameServer, hostname)

  const api = createApp({
    store: options.store,
    passwords: options.passwords ?? scryptPasswords(),
    tokens: options.tokens,
    now: options.now,
    faultAdmin: options.faultAdmin
      ? { origins: [storefrontOrigin, ...(options.faultAdminOrigins ?? [])] }
      : false,
    signInThrottle: options.signInThrottle,
    corsOrigins: options.corsOrigins,
  })
  const site = new Hono()
  // Every path of both servers, before anything reads a body (the API checks again, for MSW).
  site.use(limitBodies)
  site.use(storefrontSecurityHeaders({ cardFrameOrigin }))
  // The storefront's wallet asks where the card-entry frame lives (the port may be chosen at start).
  site.get('/api/__sandbox/card-frame', (c) => c.json({ origin: cardFrameOrigin }))
  // Through api.fetch, the very entry point MSW uses in the browser.
  site.all('/api/*', async (c) => {
    const env = c.env as { incoming?: IncomingMessage } | undefined
    const response = await api.fetch(c.req.raw, {
      clientAddress: env?.incoming?.socket.remoteAddress,
    } satisfies AppEnv)
    // A network error (the 'drop' fault) has no HTTP form: cut the connection instead.
    if (response.type === 'error') env?.incoming?.socket.destroy()
    return response.type === 'error' ? new Response(null, { status: 502 }) : response
  })
  // The fraud-detection tag the wallet and the payment page load (src/fraud-script.ts).
  site.route('/', createFraudScriptApp({ store: options.store }))
  // The catalogue's pictures (src/routes/products.ts), on the storefront's origin.
  site.use(productImageFiles())
  site.use(storefrontFiles({ root: options.storefrontDist }))
  storefrontFetch = site.fetch

  const cardFrame = new Hono()
  cardFrame.use(limitBodies)
  cardFrame.route(
    '/',
    createCardFrameApp({
      storefrontOrigin,
      parentOrigins: options.cardFrameParentOrigins,
      store: options.store,
    }),
  )
  cardFrameFetch = cardFrame.fetch

  return {
    storefrontOrigin,
    cardFrameOrigin,
    cardEntryUrl: `${cardFrameOrigin}${CARD_ENTRY_PATH}`,
    close: async () => {
      await Promise.all([close(storefrontServer), close(cardFrameServer)])
    },
  }
}

const limitBodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => payloadTooLarge() })

function listen(fetch: FetchHandler, port: number, hostname: string): Promise<Server> {
  // Plain node:http, which is what createAdaptorServer makes without serverOptions.
  const server = createAdaptorServer({ fetch }) as Server
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    // close() waits for every keep-alive socket, and one whose response has
    // just ended may not count as idle yet: reap sockets as they go idle,
    // and cut whatever is left after a grace period.
    const reap = setInterval(() => server.closeIdleConnections(), 10)
    const cut = setTimeout(() => server.closeAllConnections(), 2000)
    server.close((error) => {
      clearInterval(reap)
      clearTimeout(cut)
      if (error) reject(error)
      else resolve()
    })
    server.closeIdleConnections()
  })
}

function originOf(server: Server, hostname: string): string {
  const { port } = server.address() as AddressInfo
  // A wildcard bind is still reached, and named in CSPs, as localhost.
  const host = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}
