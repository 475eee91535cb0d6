import type { AnalyticsErrorEvent } from '@aisle/api'

/** The name of the page event an analytics tag listens to. */
export const ANALYTICS_ERROR_EVENT = 'aisle:analytics-error'

/**
 * Logs an error event for the page's analytics tag (shopping-method-selector.md §8:
 * 'unable to verify' is logged as a user-constraint error). A DOM event keeps the
 * storefront free of any one analytics vendor.
 */
export function logAnalyticsError(event: AnalyticsErrorEvent): void {
  window.dispatchEvent(new CustomEvent(ANALYTICS_ERROR_EVENT, { detail: event }))
}
