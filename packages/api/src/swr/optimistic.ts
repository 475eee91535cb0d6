import { useState } from 'react'
import { type Arguments, type ScopedMutator, useSWRConfig } from 'swr'
import type { RouteName } from '../contracts/routes.js'
import { type ApiError, isApiError } from '../transport/api-error.js'
import type { ApiClient } from '../transport/client.js'
import type { CallArgs, ResponseOf } from '../transport/route-types.js'
import { callRoute } from './call.js'
import { apiKey, type QueryRouteName } from './keys.js'

export interface OptimisticUpdate<Data, Result> {
  /** What the cached read shows at once. */
  optimisticData: (current: Data | undefined) => Data
  /** The call; it rejects with an `ApiError`. */
  request: () => Promise<Result>
  /** Folds the server's answer into the read (a returned message becomes a warning, say). */
  populateCache: (result: Result, current: Data | undefined) => Data
  /** The catalogue text when the server sends none of its own. */
  failureMessage?: string
}

export type OptimisticOutcome<Result> =
  | { ok: true; result: Result }
  | { ok: false; error: ApiError; message: string }

/**
 * The text of a failed update: the server's own message, else the caller's catalogue
 * text. A lost connection, a timeout or a lost session keep the transport's text.
 */
export function failureMessageOf(error: ApiError, fallback?: string): string {
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unauthenticated') {
    return error.message
  }
  if (error.kind === 'http' && error.serverMessage !== undefined && error.serverMessage !== '') {
    return error.serverMessage
  }
  return fallback ?? error.message
}

/**
 * "A change shows at once and then posts" (account-area.md §4 "Preferences"): the read
 * at `key` shows `optimisticData` while the call runs, takes the server's answer
 * through `populateCache`, and rolls back on failure.
 */
export async function optimisticUpdate<Data, Result>(
  mutate: ScopedMutator,
  key: Arguments,
  update: OptimisticUpdate<Data, Result>,
): Promise<OptimisticOutcome<Result>> {
  try {
    const result = await mutate<Data, Result>(key, update.request(), {
      optimisticData: (current) => update.optimisticData(current),
      populateCache: update.populateCache,
      rollbackOnError: true,
      revalidate: false,
      throwOnError: true,
    })
    return { ok: true, result: result as Result }
  } catch (error) {
    if (!isApiError(error)) throw error
    return { ok: false, error, message: failureMessageOf(error, update.failureMessage) }
  }
}

export interface OptimisticApiUpdateOptions<Q extends QueryRouteName, M extends RouteName> {
  optimisticData: (current: ResponseOf<Q> | undefined, args: CallArgs<M>) => ResponseOf<Q>
  populateCache: (result: ResponseOf<M>, current: ResponseOf<Q> | undefined) => ResponseOf<Q>
  failureMessage?: string
}

export type OptimisticApiUpdateState =
  | { status: 'idle' }
  | { status: 'updating' }
  | { status: 'updated' }
  | { status: 'failed'; error: ApiError; message: string }

/**
 * `optimisticUpdate` for a read of the routes table changed by a call of it:
 * `update(args)` shows the change at once, posts it, and on failure rolls back and
 * sets `state.message`.
 */
export function useOptimisticApiUpdate<Q extends QueryRouteName, M extends RouteName>(
  client: ApiClient,
  read: { name: Q; args?: CallArgs<Q> },
  mutation: M,
  options: OptimisticApiUpdateOptions<Q, M>,
) {
  const { mutate } = useSWRConfig()
  const [state, setState] = useState<OptimisticApiUpdateState>({ status: 'idle' })
  const key = apiKey(read.name, read.args ?? {})
  const { optimisticData, populateCache, failureMessage } = options

  const update = async (args: CallArgs<M>) => {
    setState({ status: 'updating' })
    const outcome = await optimisticUpdate<ResponseOf<Q>, ResponseOf<M>>(mutate, key, {
      optimisticData: (current) => optimisticData(current, args),
      request: () => callRoute(client, mutation, args) as Promise<ResponseOf<M>>,
      populateCache,
      ...(failureMessage === undefined ? {} : { failureMessage }),
    })
    setState(
      outcome.ok
        ? { status: 'updated' }
        : { status: 'failed', error: outcome.error, message: outcome.message },
    )
    return outcome
  }

  return { state, update }
}
