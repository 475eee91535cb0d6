// What the payment page needs of its payment section (checkout.md §4 "Payment step"): the
// page owns this state (`useReducer(paymentSectionStatusReducer, ...)`, starting settled
// for a modified order, §6) and hands its dispatch to the section (`usePaymentSection`'s
// `report`), a lazily loaded chunk that sends it events. Kept apart from the section's own
// core, and imported by the section for its types only, so these few lines load with the
// page and no shared chunk is split off for them.

export interface PaymentSectionStatus {
  /** A payment update runs: the page's actions wait. */
  pending: boolean
  /**
   * The checkout's payments are settled (the wallet has loaded, no automatic update is
   * wanted or running): until then an order would go without them, so the order button
   * waits. A modified order keeps its original payment (checkout.md §6): settled at once.
   */
  ready: boolean
}

/**
 * What the section tells the page as it happens: an update started (`pending: true`) or
 * ended (`pending: false`), the payments settled or not (`ready`).
 */
export type PaymentSectionStatusEvent = Partial<PaymentSectionStatus>

/** The same state when nothing changed, so the page does not render again. */
export function paymentSectionStatusReducer(
  state: PaymentSectionStatus,
  event: PaymentSectionStatusEvent,
): PaymentSectionStatus {
  const next = { ...state, ...event }
  return next.pending === state.pending && next.ready === state.ready ? state : next
}
