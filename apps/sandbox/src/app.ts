// Browser-safe: no Node-only imports here or below, because MSW runs this in
// the browser (Storybook, tests) exactly as the Node server does.
import type { RouteDefinition, RouteName } from '@aisle/api'
import { API_BASE, BANNER_HEADER, matchRoute, routes, transportHeaders } from '@aisle/api'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { applyCredentialSeed, normalEmail, verifyCredentials } from './auth/credentials.ts'
import { EMAIL_LINK_ROUTES, shopperOfEmailLink } from './auth/email-links.ts'
import { type PasswordScheme, plainPasswords } from './auth/passwords.ts'
import { SignInThrottle, type SignInThrottleSettings } from './auth/sign-in-throttle.ts'
import { DEFAULT_TOKEN_SETTINGS, shopperOfAccessToken, type TokenSettings } from './auth/tokens.ts'
import type { BannerId, HandlerContext, HandlerResult } from './context.ts'
import {
  DEFAULT_BANNER,
  isBannerId,
  nextCount,
  nextVersion,
  ServiceFailure,
  scopeOf,
} from './context.ts'
import { type ContractIssue, namedIssues } from './contract-issues.ts'
import {
  FAULT_HEADER,
  FAULT_SWITCHES,
  FAULTS_PATH,
  FaultBoard,
  faultResponse,
  isFaultRoute,
  parseFault,
} from './faults.ts'
import { idempotencyKeyOf, recordIdempotent, replayIdempotent } from './idempotency.ts'
import { type BoundsIssue, requestBoundsIssue } from './request-bounds.ts'
import { seedCheckout } from './routes/checkout.ts'
import type { HealthBody } from './routes/health.ts'
import { handlers } from './routes/index.ts'
import { applySeed } from './seed.ts'
import type { Store } from './store/store.ts'

export type { HealthBody }

export interface AppOptions {
  store: Store
  /** The clock of every handler; tests inject a fixed one. */
  now?: () => Date
  /** How `latency=ms` waits; tests may inject an instant one. */
  sleep?: (ms: number) => Promise<void>
  /**
   * How passwords are hashed and checked. The Node server passes scrypt; the default
   * keeps them plain, which only suits a memory store (MSW, tests).
   */
  passwords?: PasswordScheme
  /** Token lifetimes; the access token's defaults to 300 s. */
  tokens?: Partial<TokenSettings>
  /**
   * The fault admin (`/api/__sandbox/faults`), a development switch: off (404) unless
   * given. `true` lets pages of the request's own origin call it (MSW in a page, tests);
   * `{ origins }` names the pages that may (the Node server: the storefront's origin).
   */
  faultAdmin?: boolean | { origins: readonly string[] }
  /** Failed sign-ins allowed per account and per client in a window (src/auth/sign-in-throttle.ts). */
  signInThrottle?: Partial<SignInThrottleSettings>
  /**
   * Pages of other origins that may call the service API from the browser (a banner team's
   * own app): answered by CORS, with the transport headers allowed. The fault admin stays
   * same-origin whatever this says. @default none
   */
  corsOrigins?: readonly string[]
}

/**
 * The request headers a client of @aisle/api sends: the transport rules', the banner's and
 * those of the routes' own contracts (the wallet's `x-show-*` flags, ...).
 */
const CORS_REQUEST_HEADERS = [
  ...new Set([
    'accept',
    'content-type',
    ...Object.values(transportHeaders),
    BANNER_HEADER,
    ...Object.values(routes as Record<string, RouteDefinition>).flatMap((route) =>
      route.headers && 'shape' in route.headers
        ? Object.keys(route.headers.shape as Record<string, unknown>)
        : [],
    ),
  ]),
]

/**
 * What `app.fetch(request, env)` may carry besides the request: the Node server passes
 * the client's address (the sign-in throttle counts failures per client).
 */
export interface AppEnv {
  clientAddress?: string
}

/**
 * Calls that need no access token: the sign-in calls themselves (and health), and the
 * modality options, which signed-out shoppers search by ZIP (shopping-method-selector.md §6).
 */
const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'health',
  'signIn',
  'refreshToken',
  'signOut',
  'modalityOptions',
  // account-area.md §3: the banner logo table is the same for every visitor.
  'bannerLogos',
  // The home page's product list is shown to visitors too.
  'catalog',
  // shopping-method-selector.md §7: the selector's string table, read by signed-out shoppers too.
  'textContent',
])

/** The link token of a call: the query's `token`, or the body's on a save. */
async function linkTokenOf(request: Request, url: URL): Promise<unknown> {
  const inQuery = url.searchParams.get('token')
  if (inQuery !== null) return inQuery
  if (request.method === 'GET') return undefined
  try {
    const body = (await request.clone().json()) as { token?: unknown } | null
    return body?.token
  } catch {
    return undefined
  }
}

/** The header (@aisle/api's) or query parameter that picks the banner (greenleaf when absent). */
export { BANNER_HEADER }
export const BANNER_QUERY = 'banner'

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE'])

const failure = (status: number, code: string, reason: string) =>
  Response.json({ errors: [{ statusCode: status, code, reason }] }, { status })

/** A body or query past the bounds every request has (src/request-bounds.ts). */
const outOfBounds = (issue: BoundsIssue) =>
  failure(400, 'VALIDATION_ERROR', `${issue.path}: ${issue.message}`)

/**
 * The largest request body of any call, read or not (the biggest real one, a checkout with
 * its lines, is a few kB). Checked before parsing, on Content-Length and on the bytes of
 * a body streamed without one; 413 beyond it.
 */
export const MAX_BODY_BYTES = 64 * 1024

/** 413 with the services' error body. */
export const payloadTooLarge = (): Response =>
  failure(413, 'PAYLOAD_TOO_LARGE', `the body is over ${MAX_BODY_BYTES} bytes`)

/** The part of a URL whose %-escapes do not decode (`%E0%A4%A`, `%zz`), or undefined. */
export function malformedUrlPart(url: string): 'path' | 'query' | undefined {
  const { pathname, search } = new URL(url)
  try {
    decodeURIComponent(pathname)
  } catch {
    return 'path'
  }
  try {
    for (const part of search.slice(1).split('&')) decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return 'query'
  }
  return undefined
}

/** Why a request may not use the fault admin, as an answer; undefined when it may. */
export function faultAdminRefusal(
  request: Request,
  setting: AppOptions['faultAdmin'],
): Response | undefined {
  if (!setting) {
    return failure(
      404,
      'FAULT_ADMIN_OFF',
      'the fault admin is off: start the sandbox with AISLE_SANDBOX_DEV=1',
    )
  }
  const origins = setting === true ? [new URL(request.url).origin] : setting.origins
  const site = request.headers.get('sec-fetch-site')
  // 'none': typed into the address bar, to read the list.
  const sameSite = site === 'same-origin' || (site === 'none' && request.method === 'GET')
  if (site !== null && !sameSite) {
    return failure(403, 'CROSS_SITE', 'the fault admin answers pages of the storefront only')
  }
  const origin = request.headers.get('origin')
  if (origin !== null && !origins.includes(origin)) {
    return failure(403, 'CROSS_SITE', 'the fault admin answers pages of the storefront only')
  }
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (request.method === 'POST' && mediaType !== 'application/json') {
    return failure(415, 'UNSUPPORTED_MEDIA_TYPE', 'send the fault as application/json')
  }
  return undefined
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The sandbox's service API, under /api. Call `app.fetch(request)` from anywhere. */
export function createApp(options: AppOptions): Hono {
  const { store } = options
  const now = options.now ?? (() => new Date())
  const sleep = options.sleep ?? defaultSleep
  const auth = {
    passwords: options.passwords ?? plainPasswords,
    tokens: { ...DEFAULT_TOKEN_SETTINGS, ...options.tokens },
  }
  const faults = new FaultBoard()
  const signIns = new SignInThrottle(options.signInThrottle, now)
  let credentialsSeeded: Promise<unknown> | undefined
  const seedCredentials = () => {
    credentialsSeeded ??= applyCredentialSeed(store, auth.passwords).catch((error: unknown) => {
      credentialsSeeded = undefined
      throw error
    })
    return credentialsSeeded
  }
  const app = new Hono()

  // Other origins' pages (AISLE_SANDBOX_CORS_ORIGINS), before anything can answer: a
  // preflight gets its answer here. Never the fault admin's routes.
  const corsOrigins = options.corsOrigins ?? []
  if (corsOrigins.length > 0) {
    const allowCors = cors({
      origin: [...corsOrigins],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: CORS_REQUEST_HEADERS,
      maxAge: 600,
    })
    app.use('/api/*', (c, next) =>
      c.req.path.startsWith(FAULTS_PATH) ? next() : allowCors(c, next),
    )
  }

  // Service data must never be served from a cache between sign-ins or faults.
  app.use('/api/*', async (c, next) => {
    await next()
    if (c.res.type !== 'error') c.header('Cache-Control', 'no-store')
  })

  // Malformed input is the client's error, answered as such (a URIError was a 500 and a stack).
  app.use('/api/*', async (c, next) => {
    const part = malformedUrlPart(c.req.url)
    if (part) return failure(400, 'MALFORMED_URL', `the ${part} has a malformed %-escape`)
    await next()
  })

  // Before anything reads a body: the public sign-in and the fault admin included.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => payloadTooLarge(),
    }),
  )

  // A page of another site must not arm faults (a cross-site form or text/plain POST
  // needs no preflight): same origin only, and JSON for a body. Clients that are no
  // browser (tests, curl) send neither Origin nor Sec-Fetch-Site, and cannot be forged
  // into sending by another site.
  app.use(FAULTS_PATH, async (c, next) => {
    const refusal = faultAdminRefusal(c.req.raw, options.faultAdmin)
    if (refusal) return refusal
    await next()
  })
  // Also what may be armed: the routes and the switches (the storefront's fault panel lists them).
  app.get(FAULTS_PATH, (c) =>
    c.json({ faults: faults.list(), routes: Object.keys(routes), switches: FAULT_SWITCHES }),
  )
  app.post(FAULTS_PATH, async (c) => {
    try {
      const armed = faults.arm(await c.req.json().catch(() => undefined))
      return c.json({ armed, faults: faults.list() })
    } catch (error) {
      return failure(400, 'INVALID_FAULT', error instanceof Error ? error.message : String(error))
    }
  })
  app.delete(FAULTS_PATH, (c) => {
    const route = c.req.query('route')
    if (route && !isFaultRoute(route)) {
      return failure(400, 'INVALID_FAULT', 'route must be a route name of @aisle/api or "*"')
    }
    faults.clear(route)
    return c.json({ faults: faults.list() })
  })

  app.all('/api/*', async (c) => {
    const request = c.req.raw
    const url = new URL(request.url)
    const match = matchRoute(request.method, url.pathname)
    if (!match) return c.json({ error: 'not_found', path: c.req.path }, 404)

    // Faults come first, as a broken network or service would.
    const switchText = request.headers.get(FAULT_HEADER) ?? faults.take(match.name)
    if (switchText) {
      const fault = parseFault(switchText)
      if (!fault) return failure(400, 'INVALID_FAULT', `unknown fault ${switchText}`)
      if (fault.kind === 'latency') await sleep(fault.ms)
      else if (fault.kind === 'lost-answer') {
        await handle(match.name, match.params, request, url, clientOf(c.env))
        return failure(504, 'GATEWAY_TIMEOUT', 'the service did not answer the gateway in time')
      } else return faultResponse(fault) ?? failure(500, 'FAULT', 'fault')
    }
    return handle(match.name, match.params, request, url, clientOf(c.env))
  })

  async function handle(
    name: RouteName,
    params: Record<string, string>,
    request: Request,
    url: URL,
    client: string,
  ) {
    const route: RouteDefinition = routes[name]
    if (name === 'health')
      return respond(
        handlers.health(
          contextFor(name, DEFAULT_BANNER, '', params, {}, request.headers, undefined),
        ),
      )

    applySeed(store, seedCheckout)
    await seedCredentials()

    const banner =
      request.headers.get(BANNER_HEADER) ?? url.searchParams.get(BANNER_QUERY) ?? DEFAULT_BANNER
    if (!isBannerId(banner)) return failure(400, 'UNKNOWN_BANNER', `unknown banner ${banner}`)

    let shopperId = ''
    if (!PUBLIC_ROUTES.has(name)) {
      const token = /^Bearer\s+(\S+)$/i.exec(
        request.headers.get(transportHeaders.authorization) ?? '',
      )?.[1]
      const shopper =
        (token && shopperOfAccessToken(store, banner, token, now())) ||
        // account-area.md §7: an e-mail link's token opens the e-mail preferences alone.
        (EMAIL_LINK_ROUTES.has(name)
          ? shopperOfEmailLink(banner, await linkTokenOf(request, url))
          : undefined)
      if (!shopper) {
        return failure(
          401,
          'UNAUTHORIZED',
          'a current access token of this banner is required (POST /api/auth/token)',
        )
      }
      shopperId = shopper
    }

    const query: Record<string, string> = {}
    for (const [key, value] of url.searchParams) if (key !== BANNER_QUERY) query[key] = value
    const queryBounds = requestBoundsIssue(query, 'query')
    if (queryBounds) return outOfBounds(queryBounds)
    if (route.query) {
      const parsed = route.query.safeParse(query)
      if (!parsed.success) return invalid('query', parsed.error)
    }
    if (route.headers) {
      const parsed = route.headers.safeParse(Object.fromEntries(request.headers))
      if (!parsed.success) return invalid('headers', parsed.error)
    }
    let body: unknown
    if (route.request) {
      const text = await request.text()
      try {
        body = text === '' ? undefined : JSON.parse(text)
      } catch {
        return failure(400, 'MALFORMED_JSON', 'the body is not JSON')
      }
      const bounds = requestBoundsIssue(body)
      if (bounds) return outOfBounds(bounds)
      const parsed = route.request.safeParse(body)
      if (!parsed.success) return invalid('body', parsed.error)
      body = parsed.data
    }

    // The password check is async (scrypt off the event loop), so it runs here, before the
    // store's synchronous transaction; the handler only issues the tokens.
    let verifiedShopperId: string | undefined
    if (name === 'signIn') {
      const { email, password } = body as { email: string; password: string }
      const attempt = signIns.begin(`${banner}/${normalEmail(email)}`, client)
      if (attempt.refused) {
        const response = failure(
          429,
          'TOO_MANY_ATTEMPTS',
          'too many failed sign-in attempts; try again after Retry-After seconds',
        )
        response.headers.set('Retry-After', String(attempt.retryAfterSeconds))
        return response
      }
      try {
        verifiedShopperId = await verifyCredentials(store, auth.passwords, banner, email, password)
      } finally {
        attempt.finish(verifiedShopperId !== undefined)
      }
    }

    const context = contextFor(name, banner, shopperId, params, query, request.headers, body)
    if (verifiedShopperId !== undefined) context.auth = { ...auth, verifiedShopperId }
    const key = WRITE_METHODS.has(route.method)
      ? idempotencyKeyOf(request.headers, body)
      : undefined
    try {
      const result = store.transaction((): HandlerResult => {
        if (key !== undefined) {
          const replay = replayIdempotent(context, key)
          if (replay) return replay
        }
        const outcome = run(context)
        if (key !== undefined) recordIdempotent(context, key, outcome)
        return outcome
      })
      return respond(result)
    } catch (error) {
      if (error instanceof ServiceFailure)
        return respond({ status: error.status, body: error.body })
      throw error
    }
  }

  function run(context: HandlerContext): HandlerResult {
    try {
      return store.transaction(() => handlers[context.route](context))
    } catch (error) {
      // A refused request is still an answer (and is replayed as one); its writes are undone.
      if (error instanceof ServiceFailure) return { status: error.status, body: error.body }
      throw error
    }
  }

  function contextFor(
    route: RouteName,
    banner: BannerId,
    shopperId: string,
    params: Record<string, string>,
    query: Record<string, string>,
    headers: Headers,
    body: unknown,
  ): HandlerContext {
    return {
      store,
      route,
      banner,
      shopperId,
      mine: scopeOf(store, banner, shopperId),
      shared: scopeOf(store, banner, '*'),
      params,
      query,
      headers,
      body,
      now: now(),
      newId: (prefix) => `${prefix}-${nextCount(store, prefix)}`,
      nextVersion,
      auth,
    }
  }

  app.onError((error, c) => {
    console.error(error)
    return c.json({ errors: [{ statusCode: 500, code: 'INTERNAL', reason: 'internal' }] }, 500)
  })

  return app
}

/** The client's address as the Node server saw it; 'local' in a page (MSW) or a test. */
function clientOf(env: unknown): string {
  const address = (env as AppEnv | undefined)?.clientAddress
  return typeof address === 'string' && address !== '' ? address : 'local'
}

function respond(result: HandlerResult, headers?: HeadersInit): Response {
  return Response.json(result.body, { status: result.status ?? 200, headers })
}

function invalid(part: string, error: { issues: readonly ContractIssue[] }) {
  const errors = namedIssues(error.issues).map((issue) => ({
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    reason: `${part}${issue.path.length ? `.${issue.path.map(String).join('.')}` : ''}: ${issue.message}`,
  }))
  return Response.json({ errors }, { status: 400 })
}

export { API_BASE }
