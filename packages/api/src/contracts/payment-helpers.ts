// The payment's hold amount without the payment schemas (see helpers.test.ts).

/** A $1 hold is authorized on a bank card whose share is zero (checkout.md §4). */
export const ZERO_SHARE_HOLD_AMOUNT = 1

/** The amount to authorize on the bank card for its share of the order. */
export function bankCardAuthorization(share: number): number {
  return share > 0 ? share : ZERO_SHARE_HOLD_AMOUNT
}
