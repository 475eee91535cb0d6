import type * as z from 'zod/mini'
import type { PathParams, RouteName, Routes } from '../contracts/routes.js'
import type { AnalyticsContext } from './analytics.js'

type SchemaOf<N extends RouteName, K extends 'request' | 'query' | 'headers'> = Routes[N] extends {
  readonly [P in K]: infer S extends z.ZodMiniType
}
  ? S
  : undefined

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined

/** The body a call sends, as its request schema accepts it. */
export type BodyOf<N extends RouteName> = InputOf<SchemaOf<N, 'request'>>
/** The query a call sends. */
export type QueryOf<N extends RouteName> = InputOf<SchemaOf<N, 'query'>>
/** The headers a call's contract names (the wallet's show flags, the user time zone, ...). */
export type RouteHeadersOf<N extends RouteName> = InputOf<SchemaOf<N, 'headers'>>
/** What a call resolves with: its response schema's output. */
export type ResponseOf<N extends RouteName> = z.output<Routes[N]['response']>

/** `{ name: T }`, optional when T is all-optional, absent when the route has no such part. */
type Slot<Name extends string, T> = [T] extends [undefined]
  ? { readonly [K in Name]?: undefined }
  : Partial<T> extends T
    ? { readonly [K in Name]?: T }
    : { readonly [K in Name]: T }

type ParamsSlot<N extends RouteName> = [PathParams<Routes[N]['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<PathParams<Routes[N]['path']>, string>> }

type HeadersSlot<N extends RouteName> = [RouteHeadersOf<N>] extends [undefined]
  ? { readonly headers?: Readonly<Record<string, string>> }
  : Slot<'headers', RouteHeadersOf<N>>

export interface CallOptions {
  /**
   * Reuse a key across the shopper's own retries of one payment or order (a second
   * 'Place order' click). Retries the client makes itself always reuse the call's key.
   */
  readonly idempotencyKey?: string
  /** Fields added to this call's analytics error event (form name, update type, ...). */
  readonly analytics?: AnalyticsContext
}

/** The argument of `client.call(name, args)`, typed from the routes table. */
export type CallArgs<N extends RouteName> = ParamsSlot<N> &
  Slot<'query', QueryOf<N>> &
  Slot<'body', BodyOf<N>> &
  HeadersSlot<N> &
  CallOptions

/** `args` may be left out when nothing in it is required. */
export type CallArguments<N extends RouteName> =
  Partial<CallArgs<N>> extends CallArgs<N> ? [args?: CallArgs<N>] : [args: CallArgs<N>]
