import type { AnalyticsErrorEvent } from '@aisle/api'
import type { StartShoppingEvent } from '@aisle/flows'

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

/** The name of the page event a shopper's action is sent as. */
export const ANALYTICS_EVENT = 'aisle:analytics'

/**
 * Sends the selector's Start Shopping event to the page's analytics tag
 * (shopping-method-selector.md §4 'records analytics'), as the wallet sends its events.
 */
export function logAnalyticsEvent(event: StartShoppingEvent): void {
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: event }))
}
