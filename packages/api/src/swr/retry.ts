import { isApiError } from '../transport/api-error.js'

/**
 * SWR retries a failed read only when trying again can help: no answer, a timeout or
 * a 5xx. A 4xx, a broken contract or a lost session stays failed (the transport has
 * already renewed tokens and intents, and sent the shopper to sign-in).
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'network' || error.kind === 'timeout') return true
  return error.kind === 'http' && error.status >= 500
}
