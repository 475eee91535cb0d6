// Browser-safe. The fraud-detection tag's transactions (src/fraud-script.ts issues one per
// load of the tag; wallet-flyout.md §7 "fraud transaction id"): an add-card request that
// names one is recorded on it, so the sandbox can tell which card came with which load.
import type { Store } from '../store/store.ts'

export const FRAUD_TRANSACTIONS_COLLECTION = 'fraud-transactions'

export interface FraudTransaction {
  transactionId: string
  sessionId: string
  /** The page id the tag was loaded with (one for PROD, one for the other environments). */
  pageId: string
  /** The report group label the tag was loaded with. */
  reportGroup: string
  /** The checkout the payment page loaded the tag for (checkout.md §7). */
  checkoutId?: string
  issuedAt: string
  /** The cards added under this transaction. */
  cards: { banner: string; shopperId: string; cardId: string; at: string }[]
}

/**
 * Records a new card on the transaction a request names. An id the tag never issued is
 * not an error: a tag that failed to load must not stop a card being added (§4), and the
 * sandbox does not score risk.
 */
export function noteFraudTransaction(
  store: Store,
  transactionId: string | undefined,
  card: { banner: string; shopperId: string; cardId: string; now: Date },
): void {
  if (transactionId === undefined) return
  const found = store.get(FRAUD_TRANSACTIONS_COLLECTION, transactionId) as
    | FraudTransaction
    | undefined
  if (found === undefined) return
  const { now, ...who } = card
  const next: FraudTransaction = {
    ...found,
    cards: [...found.cards, { ...who, at: now.toISOString() }],
  }
  store.put(FRAUD_TRANSACTIONS_COLLECTION, transactionId, { ...next })
}
