import {
  confirmationText,
  formatCartPrice,
  type OrderConfirmation,
  useGiftCardRemainingBalance,
} from '@aisle/flows'
import { useApiClient } from '../../api-client'

/** 'Payment Summary' and, while the order is not complete, the hold notice (checkout.md §2). */
export function PaymentSummarySection({ confirmation }: { confirmation: OrderConfirmation }) {
  // What a gift card that paid has left (checkout.md §7 "Get payment").
  const giftRemaining = useGiftCardRemainingBalance(useApiClient(), confirmation.order.checkout)
  return (
    <section aria-labelledby="confirmation-payment-summary">
      <h2 id="confirmation-payment-summary">{confirmationText.paymentSummary}</h2>
      <dl>
        {confirmation.summary.flatMap((row) => [
          <div key={row.label}>
            <dt>{row.total ? <strong>{row.label}</strong> : row.label}</dt>
            <dd>{row.total ? <strong>{row.amount}</strong> : row.amount}</dd>
          </div>,
          // A line's nested lines (e.g. savings under the subtotal) follow it.
          ...row.nested.map((nested) => (
            <div key={`${row.label}/${nested.label}`}>
              <dt>{nested.label}</dt>
              <dd>{nested.amount}</dd>
            </div>
          )),
        ])}
        {giftRemaining === undefined ? null : (
          <div>
            <dt>{confirmationText.giftCardRemaining}</dt>
            <dd>{formatCartPrice(giftRemaining)}</dd>
          </div>
        )}
      </dl>
      {confirmation.holdNotice ? <p>{confirmationText.holdNotice}</p> : null}
    </section>
  )
}
