import { PAYMENT_INTENT_NOT_FOUND_REASON } from '../errors/wallet.js'
import { createRefreshable } from './refreshable.js'

/** A 404 with this reason means the payment intent went stale (wallet-flyout.md §7). */
export function isPaymentIntentNotFound(status: number, reason: string | undefined): boolean {
  return status === 404 && reason === PAYMENT_INTENT_NOT_FOUND_REASON
}

export interface PaymentIntents {
  current(): Promise<string | undefined>
  /** After a stale-intent 404: true when a new intent may be tried, at most `max` times per call. */
  renewAfter404(stale: string | undefined, retriesSoFar: number, max: number): Promise<boolean>
}

export function createPaymentIntents(
  initial: string | undefined,
  getNewPaymentIntent: (() => Promise<string | undefined>) | undefined,
): PaymentIntents {
  const intents = createRefreshable(() => initial, getNewPaymentIntent)
  return {
    current: () => intents.current(),
    async renewAfter404(stale, retriesSoFar, max) {
      return retriesSoFar < max && (await intents.refresh(stale))
    },
  }
}
