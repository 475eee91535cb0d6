// Browser-safe: what every route handler receives, and how it answers.
import type { RouteName } from '@aisle/api'
import type { PasswordScheme } from './auth/passwords.ts'
import type { TokenSettings } from './auth/tokens.ts'
import type { JsonValue, Store } from './store/store.ts'

export const BANNER_IDS = ['greenleaf', 'hilltop', 'copperline'] as const
export type BannerId = (typeof BANNER_IDS)[number]
export const DEFAULT_BANNER: BannerId = 'greenleaf'

export const isBannerId = (value: string | undefined): value is BannerId =>
  (BANNER_IDS as readonly string[]).includes(value ?? '')

/** A failure with the services' error body (`serviceErrorBodySchema`). */
export class ServiceFailure extends Error {
  readonly status: number
  readonly body: JsonValue
  constructor(
    status: number,
    error: { code?: string; reason?: string; customerErrorMessage?: string },
  ) {
    super(error.reason ?? error.code ?? `HTTP ${status}`)
    this.status = status
    const entry: Record<string, JsonValue> = { statusCode: status }
    if (error.code !== undefined) entry.code = error.code
    if (error.reason !== undefined) entry.reason = error.reason
    if (error.customerErrorMessage !== undefined) {
      entry.customerErrorMessage = error.customerErrorMessage
    }
    this.body = { errors: [entry] }
  }
}

export const fail = (status: number, code: string, reason?: string): never => {
  throw new ServiceFailure(status, { code, reason: reason ?? code })
}

/** Documents of one banner and shopper ('*' for banner-wide data), in their own id space. */
export interface Scope {
  get<T>(collection: string, id: string): T | undefined
  put(collection: string, id: string, value: unknown): void
  list<T>(collection: string): Array<{ id: string; value: T }>
  delete(collection: string, id: string): boolean
}

export function scopeOf(store: Store, banner: string, owner: string): Scope {
  const scope = `${banner}/${owner}`
  const prefix = `${scope}/`
  return {
    get: <T>(collection: string, id: string) => store.get(collection, prefix + id) as T | undefined,
    put: (collection, id, value) => store.put(collection, prefix + id, value as JsonValue, scope),
    // The store finds the scope's documents itself (an index in SQLite), never the whole collection.
    list: <T>(collection: string) =>
      store
        .list(collection, scope)
        .map((doc) => ({ id: doc.id.slice(prefix.length), value: doc.value as T })),
    delete: (collection, id) => store.delete(collection, prefix + id),
  }
}

/** The next number of a named counter, kept in the store so ids survive a restart. */
export function nextCount(store: Store, name: string): number {
  const current = store.get('counters', name)
  const next = (typeof current === 'number' ? current : 0) + 1
  store.put('counters', name, next)
  return next
}

export interface HandlerContext {
  store: Store
  route: RouteName
  banner: BannerId
  shopperId: string
  /** The shopper's documents in this banner. */
  mine: Scope
  /** The banner's shared documents (stores, catalog, slot plans). */
  shared: Scope
  params: Record<string, string>
  query: Record<string, string>
  headers: Headers
  /** The body, parsed by the route's request schema. */
  body: unknown
  now: Date
  /** A new id such as `card-7`, from a counter in the store. */
  newId(prefix: string): string
  /** The next version key of a document (`v1`, `v2`, ...). */
  nextVersion(current: string | undefined): string
  /** How passwords are checked and how long tokens live (the sign-in calls). */
  auth: {
    passwords: PasswordScheme
    tokens: TokenSettings
    /**
     * The sign-in call's shopper, when the email and password matched: app.ts checks
     * them (async, throttled) before the handler's transaction.
     */
    verifiedShopperId?: string
  }
}

export interface HandlerResult {
  status?: number
  body: unknown
}

export type Handler = (context: HandlerContext) => HandlerResult

export type HandlerTable = { [N in RouteName]: Handler }

export const ok = (body: unknown): HandlerResult => ({ body })

export function nextVersion(current: string | undefined): string {
  const n = Number(/^v(\d+)$/.exec(current ?? '')?.[1] ?? '0')
  return `v${n + 1}`
}

/** 409 when a client's versionKey is not the stored one (a concurrent change won). */
export function assertVersion(stored: string | undefined, sent: string | undefined): void {
  if (sent !== undefined && stored !== undefined && sent !== stored) {
    fail(409, 'VERSION_CONFLICT', `stale versionKey ${sent}; current is ${stored}`)
  }
}
