export {
  type AnalyticsContext,
  type AnalyticsErrorCategory,
  type AnalyticsErrorEntry,
  type AnalyticsErrorEvent,
  analyticsEventOf,
} from './analytics.js'
export {
  type ApiError,
  type ApiErrorDetail,
  type ApiErrorKind,
  ApiRequestError,
  isApiError,
  type ResponseIssue,
  shownMessageOf,
} from './api-error.js'
export { type ApiClient, type ApiClientOptions, type ApiResult, createApiClient } from './client.js'
export { messageOfFailure, walletOperationOf } from './error-message.js'
export {
  BANNER_HEADER,
  bannerFetch,
  isWalletRoute,
  type PaymentAuthType,
  transportHeaders,
  WALLET_CHANNEL,
  type WalletHeaderConfig,
} from './headers.js'
export { carriesIdempotencyKey } from './idempotency.js'
export { randomIdempotencyKey } from './idempotency-key.js'
export { isPaymentIntentNotFound } from './intent-retry.js'
export type {
  BodyOf,
  CallArgs,
  CallArguments,
  CallOptions,
  QueryOf,
  ResponseOf,
  RouteHeadersOf,
} from './route-types.js'
export {
  createSignedInClient,
  memoryTokenStore,
  type SignedInClient,
  type SignedInClientOptions,
  storageTokenStore,
  type TokenStore,
} from './signed-in-client.js'
export { REQUEST_TIMEOUT_MS, type TimeoutSignalFactory } from './timeout.js'
