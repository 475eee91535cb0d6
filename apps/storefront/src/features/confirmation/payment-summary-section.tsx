import { confirmationText, type OrderConfirmation } from '@aisle/flows'

/** 'Payment Summary' and, while the order is not complete, the hold notice (checkout.md §2). */
export function PaymentSummarySection({ confirmation }: { confirmation: OrderConfirmation }) {
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
      </dl>
      {confirmation.holdNotice ? <p>{confirmationText.holdNotice}</p> : null}
    </section>
  )
}
