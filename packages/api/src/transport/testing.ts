/**
 * Fakes for tests of the transport and of code built on it: a scripted fetch and a
 * manual clock for timeouts. No network, no real timers.
 */

export interface RecordedRequest {
  url: string
  method: string
  /** Lower-case names. */
  headers: Record<string, string>
  body: unknown
}

export type FakeReply = Response | Promise<Response>

export interface FakeFetch {
  fetch: typeof globalThis.fetch
  requests: RecordedRequest[]
}

/** A fetch that records each request and answers with `reply` (given the request and its index). */
export function createFakeFetch(
  reply: (request: RecordedRequest, index: number) => FakeReply,
): FakeFetch {
  const requests: RecordedRequest[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value
    })
    const text = typeof init.body === 'string' ? init.body : undefined
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    }
    requests.push(request)
    return reply(request, requests.length - 1)
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

/** A JSON response. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** A failure body as the services send it (`errors` with statusCode, code, reason). */
export function serviceError(
  status: number,
  error: { code?: string | number; reason?: string; customerErrorMessage?: string } = {},
): Response {
  return json(status, { errors: [{ statusCode: status, ...error }] })
}

/** Timeout signals driven by `advance(ms)` instead of the wall clock. */
export function createManualClock() {
  let now = 0
  const timers: { deadline: number; controller: AbortController }[] = []
  const requested: number[] = []
  return {
    requested,
    timeoutSignal(ms: number): AbortSignal {
      requested.push(ms)
      const controller = new AbortController()
      timers.push({ deadline: now + ms, controller })
      return controller.signal
    },
    advance(ms: number) {
      now += ms
      for (const { deadline, controller } of timers) {
        if (deadline <= now && !controller.signal.aborted) {
          controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
        }
      }
    },
  }
}

/** Lets pending promise callbacks run (a macrotask turn, not a clock). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A base URL for tests (the fake fetch never resolves it). */
export const TEST_BASE_URL = 'https://api.test'

/** Wallet header values for tests. */
export const testWallet = {
  appName: 'CLICKLIST',
  tenant: 'greenleaf',
  authType: 'B2C',
  paymentIntentId: 'intent-1',
} as const

/** A valid GET /payment/v2/wallet answer with no cards. */
export const emptyWalletBody = { data: { payment: { cards: [] } } }

/** Keys `key-1`, `key-2`, … in order, so a test can tell calls apart. */
export function sequentialKeys(prefix = 'key') {
  let count = 0
  return () => {
    count += 1
    return `${prefix}-${count}`
  }
}
