import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr'
import type { ApiError } from '../transport/api-error.js'
import type { ApiClient } from '../transport/client.js'
import type { CallArgs, ResponseOf } from '../transport/route-types.js'
import { callRoute } from './call.js'
import { type ApiKey, apiKey, argsOfKey, type QueryRouteName } from './keys.js'
import { isRetryableError } from './retry.js'

export type ApiQueryConfig<N extends QueryRouteName> = SWRConfiguration<ResponseOf<N>, ApiError>

/** `args` may be left out when nothing in it is required; `null` skips the read. */
export type ApiQueryArguments<N extends QueryRouteName> =
  Partial<CallArgs<N>> extends CallArgs<N>
    ? [args?: CallArgs<N> | null, config?: ApiQueryConfig<N>]
    : [args: CallArgs<N> | null, config?: ApiQueryConfig<N>]

/**
 * Reads a GET route through SWR: `data` is the route's parsed response, `error` an
 * `ApiError`. The key is `apiKey(name, args)`; the fetch is made from the key alone.
 */
export function useApiQuery<N extends QueryRouteName>(
  client: ApiClient,
  name: N,
  ...[args, config]: ApiQueryArguments<N>
): SWRResponse<ResponseOf<N>, ApiError> {
  const key = args === null ? null : apiKey(name, args ?? {})
  return useSWR<ResponseOf<N>, ApiError, ApiKey<N> | null>(
    key,
    (current: ApiKey<N>) =>
      callRoute(client, current[0], {
        ...argsOfKey(current),
        analytics: args?.analytics,
      }) as Promise<ResponseOf<N>>,
    // A service read does not refetch on every window focus; screens revalidate after
    // their own changes (useRevalidateApi).
    { shouldRetryOnError: isRetryableError, revalidateOnFocus: false, ...config },
  )
}
