import { pinEntryOutcome } from '../errors/payment.js'
import { analyticsCategoryOf } from '../errors/wallet.js'
import type { ApiError } from './api-error.js'

export type AnalyticsErrorCategory = 'USER_CONSTRAINT_ERROR' | 'CUSTOMER_FACING_SERVICE_ERROR'

/** The descriptive fields of an analytics event (wallet-flyout.md §3 "Analytic events"). */
export interface AnalyticsContext {
  componentName?: string
  formName?: string
  usageContext?: string
  paymentMethod?: string
  updateType?: 'add' | 'edit' | 'delete'
}

export interface AnalyticsErrorEntry {
  errorCategory: AnalyticsErrorCategory
  errorDescription: string
  errorEndpoint: string
  /** A string, as in the spec's iframe example ('-1'). */
  errorResponseCode: string
}

export interface AnalyticsErrorEvent extends AnalyticsContext {
  type: AnalyticsErrorCategory
  errors: [AnalyticsErrorEntry]
}

/**
 * 4xx (a timeout is 408) is a user-constraint error, 5xx a customer-facing service
 * error (wallet-flyout.md §7). A response that breaks its contract is the service's
 * fault, so it counts as a service error too; a call that got no answer at all
 * (offline) has no status and is not reported. SNAP EBT PIN codes 884, 885 and 889 are
 * service errors at any status (checkout.md §8).
 */
export function analyticsCategoryOfError(error: ApiError): AnalyticsErrorCategory | undefined {
  if (error.kind === 'malformed') return 'CUSTOMER_FACING_SERVICE_ERROR'
  // SNAP EBT PIN codes 884, 885 and 889 are the service's fault whatever the status
  // (checkout.md §8 "Payment and order").
  if (error.code !== undefined && pinEntryOutcome(error.code).reportAsServiceError) {
    return 'CUSTOMER_FACING_SERVICE_ERROR'
  }
  return analyticsCategoryOf(error.status)
}

export function analyticsEventOf(
  error: ApiError,
  context: AnalyticsContext = {},
): AnalyticsErrorEvent | undefined {
  const category = analyticsCategoryOfError(error)
  if (category === undefined) return undefined
  return {
    ...context,
    type: category,
    errors: [
      {
        errorCategory: category,
        errorDescription: error.message,
        errorEndpoint: error.endpoint,
        errorResponseCode: String(error.status),
      },
    ],
  }
}
