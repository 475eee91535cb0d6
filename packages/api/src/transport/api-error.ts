import type { RouteName } from '../contracts/routes.js'

/** What every failure of a call carries. `message` is the catalogue text a shopper sees. */
interface ApiErrorCommon {
  /** The call that failed, by its name in the routes table. */
  route: RouteName
  /** The path that was called (under API_BASE, without the query). */
  endpoint: string
  status: number
  /** The service's error code, or ECONNABORTED for a timeout (wallet-flyout.md §7). */
  code?: string
  message: string
}

/** One reason a response did not match its contract. */
export interface ResponseIssue {
  path: string
  message: string
}

/**
 * The ways a call can fail, as a union to switch on `kind`:
 * - `http`: the service answered with a 4xx or 5xx;
 * - `timeout`: no answer within the timeout, reported as 408;
 * - `network`: no answer at all (offline, connection dropped), status 0;
 * - `malformed`: an answer that does not parse with the route's response schema;
 * - `unauthenticated`: a 401 the token refresh could not cure, or a 403.
 */
export type ApiErrorDetail =
  | (ApiErrorCommon & {
      kind: 'http'
      reason?: string
      /** The service's own text for the shopper (`customerErrorMessage`), when it sent one. */
      serverMessage?: string
      body: unknown
    })
  | (ApiErrorCommon & { kind: 'timeout'; status: 408 })
  | (ApiErrorCommon & { kind: 'network'; status: 0 })
  | (ApiErrorCommon & { kind: 'malformed'; issues: readonly ResponseIssue[] })
  | (ApiErrorCommon & {
      kind: 'unauthenticated'
      status: 401 | 403
      /** False when the shopper was already on the sign-in page. */
      signInRequested: boolean
    })

export type ApiErrorKind = ApiErrorDetail['kind']

/** A real Error (stack, `cause`), so SWR and error boundaries treat it as one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiError'
  private constructor(detail: ApiErrorDetail, cause?: unknown) {
    super(detail.message, cause === undefined ? undefined : { cause })
    Object.assign(this, detail)
  }
  /** @internal the transport is the only maker of ApiErrors. */
  static of(detail: ApiErrorDetail, cause?: unknown): ApiError {
    return new ApiRequestError(detail, cause) as ApiError
  }
}

/** A failed call: an Error whose fields form the `ApiErrorDetail` union. */
export type ApiError = ApiRequestError & ApiErrorDetail

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiRequestError
}

/** The text to show: the service's own message when it sent one, else the catalogue's. */
export function shownMessageOf(error: ApiError): string {
  return error.kind === 'http' && error.serverMessage !== undefined && error.serverMessage !== ''
    ? error.serverMessage
    : error.message
}
