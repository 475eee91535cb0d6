// Browser-safe: idempotency as the payment services keep it (wallet-flyout.md §7
// "a fresh idempotency key" on every call; checkout.md §7 ACTIVATE and MODIFY keys).
import { transportHeaders } from '@aisle/api'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
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

/** How long a key is remembered: a retry comes within seconds, a day is plenty. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

const COLLECTION = 'idempotency'

/**
 * SHA-256 of the request (route, path parameters, body), hex. Only this is kept, never
 * the request itself: an add-card body holds a card number and a PIN. Synchronous, so
 * the same code runs in the browser behind MSW (Web Crypto's digest is async).
 */
export function requestHashOf(c: Pick<HandlerContext, 'route' | 'params' | 'body'>): string {
  const text = canonicalJson({ route: c.route, params: c.params, body: c.body ?? null })
  return bytesToHex(sha256(utf8ToBytes(text)))
}

/** What is kept per key: the request's hash and the answer, until `expiresAt` (epoch ms). */
export interface IdempotencyRecord {
  requestHash: string
  status: number
  body: unknown
  expiresAt: number
}

const isCurrent = (record: Partial<IdempotencyRecord>, now: Date): boolean =>
  typeof record.expiresAt === 'number' && record.expiresAt > now.getTime()

/** 422 IDEMPOTENCY_KEY_REUSED: the same key with a different request. */
export const IDEMPOTENCY_CONFLICT_STATUS = 422

/** The first answer of a repeated request; throws 422 when the key came with another request. */
export function replayIdempotent(c: HandlerContext, key: string): HandlerResult | undefined {
  const recorded = c.mine.get<Partial<IdempotencyRecord>>(COLLECTION, key)
  if (!recorded || !isCurrent(recorded, c.now)) return undefined
  if (recorded.requestHash !== requestHashOf(c)) {
    throw new ServiceFailure(IDEMPOTENCY_CONFLICT_STATUS, {
      code: 'IDEMPOTENCY_KEY_REUSED',
      reason: 'this idempotency key was used with a different request',
    })
  }
  return { status: recorded.status, body: recorded.body }
}

/**
 * Answers below 500 are kept for IDEMPOTENCY_TTL_MS; a server error may be retried with
 * the same key. Expired records (of every shopper) are dropped on the way.
 */
export function recordIdempotent(c: HandlerContext, key: string, result: HandlerResult): void {
  const status = result.status ?? 200
  if (status >= 500) return
  for (const { id, value } of c.store.list(COLLECTION)) {
    if (!isCurrent(value as Partial<IdempotencyRecord>, c.now)) c.store.delete(COLLECTION, id)
  }
  const recorded: IdempotencyRecord = {
    requestHash: requestHashOf(c),
    status,
    body: result.body,
    expiresAt: c.now.getTime() + IDEMPOTENCY_TTL_MS,
  }
  c.mine.put(COLLECTION, key, recorded)
}
