import { messages } from '@aisle/api'

/**
 * Loading the billing list has an auto-retry prompt (wallet-flyout.md §4 "Billing
 * address flow"): the first failure a warning with Retry, the second the error.
 */
export type BillingLoad =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'retry'; message: string }
  | { status: 'error'; message: string }

/**
 * The billing list's state from its read: loading while a read runs (a Retry included),
 * the list once it came, and after a failure the Retry prompt (first) or the error.
 */
export function billingLoadOf(read: {
  hasData: boolean
  failed: boolean
  validating: boolean
  failures: number
}): BillingLoad {
  if (read.validating) return { status: 'loading' }
  if (read.failed) {
    return read.failures <= 1
      ? { status: 'retry', message: messages.billingListRetry }
      : { status: 'error', message: messages.getBillingDefault }
  }
  return read.hasData ? { status: 'ready' } : { status: 'loading' }
}
