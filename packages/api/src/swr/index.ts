export { type ApiKey, apiKey, type QueryRouteName } from './keys.js'
export {
  failureMessageOf,
  type OptimisticApiUpdateOptions,
  type OptimisticApiUpdateState,
  type OptimisticOutcome,
  type OptimisticUpdate,
  optimisticUpdate,
  useOptimisticApiUpdate,
} from './optimistic.js'
export { isRetryableError } from './retry.js'
export { useRevalidateApi, useRevalidateService, useStoreApi } from './revalidate.js'
export { type ApiMutationOptions, useApiMutation } from './use-api-mutation.js'
export {
  type ApiQueryArguments,
  type ApiQueryConfig,
  useApiQuery,
} from './use-api-query.js'
export {
  type ServiceKey,
  type ServiceQueryConfig,
  useServiceQuery,
} from './use-service-query.js'
