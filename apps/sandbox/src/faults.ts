// Browser-safe: fault injection, switchable per request (header) or per route (admin call).
import type { RouteName } from '@aisle/api'
import { EBT_CARD_EXISTS_REASON, PAYMENT_INTENT_NOT_FOUND_REASON, routes } from '@aisle/api'
import { CHECKOUT_FAULT_CODES } from './routes/checkout-payments.ts'

/** The request header that injects a fault into that one request. */
export const FAULT_HEADER = 'x-sandbox-fault'
/** The admin path: POST `{ route, fault, times? }` to set, DELETE (optionally `?route=`) to clear, GET to list. */
export const FAULTS_PATH = '/api/__sandbox/faults'

export type Fault =
  | { kind: 'status'; status: number; code: string; reason: string }
  | { kind: 'malformed' }
  | { kind: 'drop' }
  | { kind: 'latency'; ms: number }
  /**
   * The service does the work, then its answer is lost on the way: the gateway answers
   * 504 (a retry must not do the work twice).
   */
  | { kind: 'lost-answer' }

/** Wallet codes (wallet-flyout.md §8) and the status each comes with. */
export const WALLET_FAULT_CODES: Record<string, { status: number; reason: string }> = {
  '55': { status: 402, reason: 'Invalid PIN' },
  '75': { status: 402, reason: 'PIN tries exceeded' },
  RV62751: { status: 402, reason: 'address issue' },
  RV32937: { status: 402, reason: 'card issue' },
  GIFT_CARD_ZERO_BALANCE: { status: 402, reason: 'gift card has no balance' },
  KC2617: { status: 422, reason: 'payment information is invalid' },
  RV72632: { status: 422, reason: 'contact customer service' },
  GIFT_CARD_LIMIT_REACHED: { status: 422, reason: 'gift card limit reached' },
  EBT_CARD_EXISTS: { status: 400, reason: EBT_CARD_EXISTS_REASON },
}

const STATUS_FAULTS: Record<string, { status: number; code: string; reason: string }> = {
  '401': { status: 401, code: 'UNAUTHORIZED', reason: 'Unauthorized' },
  '403': { status: 403, code: 'FORBIDDEN', reason: 'Forbidden' },
  '404-intent': {
    status: 404,
    code: 'PAYMENT_INTENT_NOT_FOUND',
    reason: PAYMENT_INTENT_NOT_FOUND_REASON,
  },
  '408': { status: 408, code: 'REQUEST_TIMEOUT', reason: 'Request timeout' },
  '409': { status: 409, code: 'CONFLICT', reason: 'Conflict' },
  '5xx': { status: 500, code: 'INTERNAL_SERVER_ERROR', reason: 'Internal server error' },
}

/**
 * The switches a developer picks from (the storefront's fault panel lists them): each
 * error path of the specs, latency around the 10 s timeout (wallet-flyout.md §9) included.
 */
export const FAULT_SWITCHES: readonly string[] = [
  'latency=2000',
  'latency=11000',
  ...Object.keys(STATUS_FAULTS),
  ...Object.keys(WALLET_FAULT_CODES),
  ...Object.keys(CHECKOUT_FAULT_CODES),
  'lost-answer',
  '503',
  'malformed',
  'drop',
]

/** The fault a switch names, or undefined when the text is not a known switch. */
export function parseFault(text: string): Fault | undefined {
  const value = text.trim()
  const status = STATUS_FAULTS[value]
  if (status) return { kind: 'status', ...status }
  if (/^5\d\d$/.test(value)) {
    return { kind: 'status', status: Number(value), code: 'SERVICE_ERROR', reason: 'Service error' }
  }
  if (value === 'malformed') return { kind: 'malformed' }
  if (value === 'drop') return { kind: 'drop' }
  if (value === 'lost-answer') return { kind: 'lost-answer' }
  const latency = /^latency=(\d{1,6})$/.exec(value)
  if (latency) return { kind: 'latency', ms: Number(latency[1]) }
  const wallet = WALLET_FAULT_CODES[value]
  if (wallet) return { kind: 'status', status: wallet.status, code: value, reason: wallet.reason }
  const checkout = CHECKOUT_FAULT_CODES[value]
  if (checkout) {
    return { kind: 'status', status: checkout.status, code: value, reason: checkout.reason }
  }
  return undefined
}

/** The response of a fault, or undefined for latency and a lost answer (the request then goes on). */
export function faultResponse(fault: Fault): Response | undefined {
  switch (fault.kind) {
    case 'status':
      return Response.json(
        { errors: [{ statusCode: fault.status, code: fault.code, reason: fault.reason }] },
        { status: fault.status },
      )
    case 'malformed':
      // Cut-off JSON: the client's parse fails as it would on a truncated body.
      return new Response('{"malformed": ', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    case 'drop':
      // A network error: fetch through MSW rejects; the Node server resets the connection.
      return Response.error()
    default:
      return undefined
  }
}

/** A route name of the routes table (its own keys only: not `constructor`, `__proto__`), or '*'. */
export function isFaultRoute(name: string): name is RouteName | '*' {
  return name === '*' || Object.hasOwn(routes, name)
}

export interface ArmedFault {
  route: RouteName | '*'
  fault: string
  /** Requests left; undefined means until cleared. */
  remaining?: number
}

/** Faults set through the admin route, kept per app (not persisted). */
export class FaultBoard {
  #armed: ArmedFault[] = []

  arm(input: unknown): ArmedFault {
    const body = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >
    const route = body.route
    const fault = body.fault
    const times = body.times
    if (typeof route !== 'string' || !isFaultRoute(route)) {
      throw new RangeError(`route must be a route name of @aisle/api or "*"`)
    }
    if (typeof fault !== 'string' || parseFault(fault) === undefined) {
      throw new RangeError(`unknown fault ${String(fault)}`)
    }
    if (
      times !== undefined &&
      (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    ) {
      throw new RangeError('times must be a positive integer')
    }
    const armed: ArmedFault = { route, fault }
    if (typeof times === 'number') armed.remaining = times
    this.#armed = this.#armed.filter((a) => a.route !== armed.route)
    this.#armed.push(armed)
    return armed
  }

  clear(route?: string | null): void {
    this.#armed = route ? this.#armed.filter((a) => a.route !== route) : []
  }

  list(): ArmedFault[] {
    return this.#armed.map((a) => ({ ...a }))
  }

  /** The fault armed for a route (its own before '*'), counting one use. */
  take(route: RouteName): string | undefined {
    const armed =
      this.#armed.find((a) => a.route === route) ?? this.#armed.find((a) => a.route === '*')
    if (!armed) return undefined
    if (armed.remaining !== undefined) {
      armed.remaining -= 1
      if (armed.remaining <= 0) this.#armed = this.#armed.filter((a) => a !== armed)
    }
    return armed.fault
  }
}
