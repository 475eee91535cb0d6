import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr'
import { type ApiError, isApiError } from '../transport/api-error.js'
import { isRetryableError } from './retry.js'

/**
 * The key of a service read: the area, the verb and the arguments the read depends on,
 * e.g. `['scheduling', 'timeSlots', storeId, modality]`. Two screens asking the same
 * question share one request and one cache entry.
 */
export type ServiceKey = readonly [area: string, verb: string, ...args: unknown[]]

export type ServiceQueryConfig<T> = SWRConfiguration<T, ApiError>

/**
 * Reads through SWR what a GET route cannot name: a POST read (time slots, products,
 * promises) or a verb of an area's services. `read` gets the key, so the fetch is made
 * from the key alone; `null` skips the read. An error that is not a service answer
 * (`ApiError`) is a bug, not a state: it is thrown during render to the nearest error
 * boundary.
 */
export function useServiceQuery<K extends ServiceKey, T>(
  key: K | null,
  read: (key: K) => Promise<T>,
  config?: ServiceQueryConfig<T>,
): SWRResponse<T, ApiError> {
  const response = useSWR<T, ApiError>(key, (current: K) => read(current), {
    shouldRetryOnError: isRetryableError,
    revalidateOnFocus: false,
    ...config,
  })
  const error: unknown = response.error
  if (error !== undefined && !isApiError(error)) throw error
  return response
}
