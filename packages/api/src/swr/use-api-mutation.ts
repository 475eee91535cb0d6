import type { Key } from 'swr'
import useSWRMutation, {
  type SWRMutationConfiguration,
  type SWRMutationResponse,
} from 'swr/mutation'
import type { RouteName } from '../contracts/routes.js'
import type { ApiError } from '../transport/api-error.js'
import type { ApiClient } from '../transport/client.js'
import type { CallArgs, ResponseOf } from '../transport/route-types.js'
import { callRoute } from './call.js'

export interface ApiMutationOptions<N extends RouteName, CacheData = unknown>
  extends SWRMutationConfiguration<ResponseOf<N>, ApiError, Key, CallArgs<N>, CacheData> {
  /**
   * The cached read this call changes (an `apiKey`); SWR revalidates it, or fills it
   * through `populateCache`. By default the mutation touches no read.
   */
  key?: Key
  /** Reject `trigger` on failure (SWR's default), or only set `error`. @default true */
  throwOnError?: boolean
}

/** Sends a route on `trigger(args)`; `data` is its parsed response, `error` an `ApiError`. */
export function useApiMutation<N extends RouteName, CacheData = unknown>(
  client: ApiClient,
  name: N,
  { key, ...config }: ApiMutationOptions<N, CacheData> = {},
): SWRMutationResponse<ResponseOf<N>, ApiError, Key, CallArgs<N>> {
  return useSWRMutation<ResponseOf<N>, ApiError, Key, CallArgs<N>, CacheData>(
    key ?? ['mutation', name],
    (_key: unknown, { arg }: { arg: CallArgs<N> }) =>
      callRoute(client, name, arg) as Promise<ResponseOf<N>>,
    config,
  )
}
