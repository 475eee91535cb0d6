import { firstServiceError } from '../contracts/common.js'
import { type RouteDefinition, type RouteName, routes } from '../contracts/routes.js'
import type { MessageContext } from '../errors/index.js'
import { lacksVersionKey, MISSING_VERSION_KEY_CODE } from '../errors/version-key.js'
import { WALLET_MAX_RETRIES } from '../errors/wallet.js'
import { type AnalyticsContext, type AnalyticsErrorEvent, analyticsEventOf } from './analytics.js'
import { type ApiError, type ApiErrorDetail, ApiRequestError, isApiError } from './api-error.js'
import { createSession, type SessionOptions } from './auth-retry.js'
import { messageOfFailure } from './error-message.js'
import {
  BANNER_HEADER,
  bearerHeader,
  isWalletRoute,
  transportHeaders,
  type WalletHeaderConfig,
  walletHeaders,
} from './headers.js'
import { idempotencyKeyOf } from './idempotency.js'
import { randomIdempotencyKey } from './idempotency-key.js'
import { createPaymentIntents, isPaymentIntentNotFound } from './intent-retry.js'
import { parseResponse, readJson } from './parse-response.js'
import { endpointOf, queryString } from './request.js'
import type { CallArguments, ResponseOf } from './route-types.js'
import {
  defaultTimeoutSignal,
  REQUEST_TIMEOUT_MS,
  TimeoutReached,
  type TimeoutSignalFactory,
  withTimeout,
} from './timeout.js'

export interface ApiClientOptions extends SessionOptions {
  /**
   * Origin the API is served from; '' for the page's own origin. Another origin must
   * allow the page's by CORS (the sandbox: `AISLE_SANDBOX_CORS_ORIGINS`). @default ''
   */
  baseUrl?: string
  /** The banner every call is for, sent as `x-banner` (`BANNER_HEADER`). @default none */
  banner?: string
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** The wallet's header values; wallet calls send them (wallet-flyout.md §7). */
  wallet?: WalletHeaderConfig
  /** Asked for a new payment intent after a stale-intent 404. */
  getNewPaymentIntent?: () => Promise<string | undefined>
  /** The host's analytics callback, given every 4xx and 5xx failure. */
  onAnalyticsError?: (event: AnalyticsErrorEvent) => void
  /** Fields on every analytics event (component name, usage context). */
  analytics?: AnalyticsContext
  /** @default crypto.randomUUID (a getRandomValues UUID outside secure contexts) */
  createIdempotencyKey?: () => string
  /** @default 10000 (wallet-flyout.md §9) */
  timeoutMs?: number
  /** @default AbortSignal.timeout; tests hand in a manual clock. */
  timeoutSignal?: TimeoutSignalFactory
  /** Token and intent renewals per call. @default 5 (wallet-flyout.md §9) */
  maxRetries?: number
  /** Fills `{phone}` and picks host variants in catalogue messages. */
  messageContext?: MessageContext
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError }

export interface ApiClient {
  /** Calls a route; resolves with its parsed response or rejects with an `ApiError`. */
  call<N extends RouteName>(name: N, ...args: CallArguments<N>): Promise<ResponseOf<N>>
  /** `call`, with the failure as a value instead of a rejection. */
  attempt<N extends RouteName>(
    name: N,
    ...args: CallArguments<N>
  ): Promise<ApiResult<ResponseOf<N>>>
}

interface LooseArgs {
  params?: Readonly<Record<string, string>>
  query?: unknown
  body?: unknown
  headers?: Readonly<Record<string, string>>
  idempotencyKey?: string
  analytics?: AnalyticsContext
}

type Exchange = { response: Response; text: string }

/**
 * The one fetch client: every transport rule of the specs lives behind `call`
 * (bearer token, wallet headers, idempotency keys, 10 s timeout as 408, 401 token
 * renewal, 403 sign-in, stale payment intent renewal, analytics, parsing at the
 * boundary). Everything it touches outside itself is injected.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? ''
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const createKey = options.createIdempotencyKey ?? randomIdempotencyKey
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const timeoutSignal = options.timeoutSignal ?? defaultTimeoutSignal
  const maxRetries = options.maxRetries ?? WALLET_MAX_RETRIES
  const session = createSession(options)
  const intents = createPaymentIntents(options.wallet?.paymentIntentId, options.getNewPaymentIntent)

  function report(error: ApiError, context: AnalyticsContext | undefined) {
    const event = analyticsEventOf(error, { ...options.analytics, ...context })
    if (event === undefined || options.onAnalyticsError === undefined) return
    try {
      options.onAnalyticsError(event)
    } catch {
      // A failing analytics callback must not turn into the call's failure.
    }
  }

  async function call(name: RouteName, args: LooseArgs = {}): Promise<unknown> {
    const route: RouteDefinition = routes[name]
    const endpoint = endpointOf(name, args.params)
    const url = `${baseUrl}${endpoint}${queryString(args.query)}`
    const wallet = isWalletRoute(name) ? options.wallet : undefined
    const idempotencyKey = idempotencyKeyOf(name, args, createKey)

    const fail = (detail: DistributiveOmit<ApiErrorDetail, 'route' | 'endpoint' | 'message'>) => {
      const message = messageOfFailure(name, detail, options.messageContext)
      const error = ApiRequestError.of({
        ...detail,
        route: name,
        endpoint,
        message,
      } as ApiErrorDetail)
      report(error, args.analytics)
      return error
    }

    let tokenRetries = 0
    let intentRetries = 0
    for (;;) {
      const token = await session.token()
      const intent = wallet === undefined ? undefined : await intents.current()
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...(args.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...args.headers,
        ...(options.banner === undefined || options.banner === ''
          ? {}
          : { [BANNER_HEADER]: options.banner }),
        ...bearerHeader(token),
        ...(wallet === undefined ? {} : walletHeaders(wallet, intent)),
        ...(idempotencyKey === undefined
          ? {}
          : { [transportHeaders.idempotencyKey]: idempotencyKey }),
      }
      const init: RequestInit = { method: route.method, headers }
      if (args.body !== undefined) init.body = JSON.stringify(args.body)

      let exchange: Exchange
      try {
        exchange = await withTimeout(
          async (signal): Promise<Exchange> => {
            const response = await send(url, { ...init, signal })
            return { response, text: await response.text() }
          },
          timeoutMs,
          timeoutSignal,
        )
      } catch (cause) {
        // ECONNABORTED is treated as status 408 (wallet-flyout.md §7).
        if (cause instanceof TimeoutReached)
          throw fail({ kind: 'timeout', status: 408, code: 'ECONNABORTED' })
        throw fail({ kind: 'network', status: 0 })
      }

      const { response, text } = exchange
      if (response.ok) {
        const parsed = parseResponse(route.response, text)
        if (parsed.ok) return parsed.data
        // An answer without its versionKey keeps the malformed kind but names itself by
        // code, so it reaches the shopper with its own message (checkout.md §8).
        throw fail({
          kind: 'malformed',
          status: response.status,
          issues: parsed.issues,
          ...(lacksVersionKey(parsed.issues) ? { code: MISSING_VERSION_KEY_CODE } : {}),
        })
      }

      const json = readJson(text)
      const body = json.ok ? json.value : text
      const service = firstServiceError(body)
      const code = service?.code === undefined ? undefined : String(service.code)
      const status = response.status

      if (status === 401) {
        if (await session.renewAfter401(token, tokenRetries, maxRetries)) {
          tokenRetries += 1
          continue
        }
        throw fail({
          kind: 'unauthenticated',
          status,
          code,
          signInRequested: session.sendToSignIn(),
        })
      }
      if (status === 403) {
        throw fail({
          kind: 'unauthenticated',
          status,
          code,
          signInRequested: session.sendToSignIn(),
        })
      }
      if (
        wallet !== undefined &&
        isPaymentIntentNotFound(status, service?.reason) &&
        (await intents.renewAfter404(intent, intentRetries, maxRetries))
      ) {
        intentRetries += 1
        continue
      }
      throw fail({
        kind: 'http',
        status,
        code,
        reason: service?.reason,
        serverMessage: service?.customerErrorMessage,
        body,
      })
    }
  }

  const client = {
    call: (name: RouteName, args?: LooseArgs) => call(name, args),
    async attempt(name: RouteName, args?: LooseArgs): Promise<ApiResult<unknown>> {
      try {
        return { ok: true, data: await call(name, args) }
      } catch (error) {
        if (isApiError(error)) return { ok: false, error }
        throw error
      }
    },
  }
  return client as ApiClient
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
