import type { RouteName, Routes } from '../contracts/routes.js'
import type { CallArgs } from '../transport/route-types.js'

/** The routes a query hook may read: the GET calls of the routes table. */
export type QueryRouteName = {
  [N in RouteName]: Routes[N]['method'] extends 'GET' ? N : never
}[RouteName]

type Plain = Readonly<Record<string, unknown>>

/**
 * The cache key of a call: `[routeName, params, query]`, plus the call's contract
 * headers when it has any (the wallet's show flags change its answer). Equal
 * arguments give equal keys whatever their key order or left-out values, so a
 * re-render with a fresh but equal object never refetches.
 */
export type ApiKey<N extends RouteName = RouteName> =
  | readonly [name: N, params: Plain, query: Plain]
  | readonly [name: N, params: Plain, query: Plain, headers: Plain]

/** Sorted keys, no undefined values, all the way down. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(entries.map(([name, item]) => [name, canonical(item)]))
}

const plain = (value: unknown): Plain => (canonical(value ?? {}) ?? {}) as Plain

export function apiKey<N extends RouteName>(
  name: N,
  args: Pick<CallArgs<N>, 'params' | 'query' | 'headers'> | Partial<CallArgs<N>> = {},
): ApiKey<N> {
  const { params, query, headers } = args as {
    params?: unknown
    query?: unknown
    headers?: unknown
  }
  const key = [name, plain(params), plain(query)] as const
  return headers === undefined ? key : [...key, plain(headers)]
}

/** The call arguments a key stands for (what the query hook's fetcher sends). */
export function argsOfKey(key: ApiKey): { params: Plain; query: Plain; headers?: Plain } {
  const [, params, query, headers] = key
  return headers === undefined ? { params, query } : { params, query, headers }
}
