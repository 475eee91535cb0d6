// Browser-safe: idempotency as the payment services keep it (wallet-flyout.md §7
// "a fresh idempotency key" on every call; checkout.md §7 ACTIVATE and MODIFY keys).
import { transportHeaders } from '@aisle/api'
import type { HandlerContext, HandlerResult } from './context.ts'
import { ServiceFailure } from './context.ts'

/**
 * The key of a write: the `idempotency-key` header, or the body's `idempotencyKey`
 * (place and modify order carry it there).
 */
export function idempotencyKeyOf(headers: Headers, body: unknown): string | undefined {
  const header = headers.get(transportHeaders.idempotencyKey)
  if (header) return header
  const inBody = (body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey
  return typeof inBody === 'string' && inBody !== '' ? inBody : undefined
}

/** Key order does not matter: the same JSON value gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const fingerprintOf = (c: HandlerContext) =>
  canonicalJson({ route: c.route, params: c.params, body: c.body ?? null })

interface Recorded {
  fingerprint: string
  status: number
  body: unknown
}

/** 422 IDEMPOTENCY_KEY_REUSED: the same key with a different request. */
export const IDEMPOTENCY_CONFLICT_STATUS = 422

/** The first answer of a repeated request; throws 422 when the key came with another request. */
export function replayIdempotent(c: HandlerContext, key: string): HandlerResult | undefined {
  const recorded = c.mine.get<Recorded>('idempotency', key)
  if (!recorded) return undefined
  if (recorded.fingerprint !== fingerprintOf(c)) {
    throw new ServiceFailure(IDEMPOTENCY_CONFLICT_STATUS, {
      code: 'IDEMPOTENCY_KEY_REUSED',
      reason: 'this idempotency key was used with a different request',
    })
  }
  return { status: recorded.status, body: recorded.body }
}

/** Answers below 500 are kept; a server error may be retried with the same key. */
export function recordIdempotent(c: HandlerContext, key: string, result: HandlerResult): void {
  const status = result.status ?? 200
  if (status >= 500) return
  const recorded: Recorded = { fingerprint: fingerprintOf(c), status, body: result.body }
  c.mine.put('idempotency', key, recorded)
}
