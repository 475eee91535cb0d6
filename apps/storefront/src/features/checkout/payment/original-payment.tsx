import type { Checkout } from '@aisle/api'
import { formatUsd, paymentKindLabel, paymentSectionText as text } from '@aisle/flows'

/** A modified order keeps its original payment method (checkout.md §1, §6): shown, not changed. */
export function OriginalPayment({ checkout }: { checkout: Checkout }) {
  return (
    <section aria-labelledby="payment-method-title">
      <h2 id="payment-method-title">{text.title}</h2>
      <p>{text.originalPayment}</p>
      <ul>
        {checkout.payments.map((p) => (
          <li key={`${p.paymentType}-${p.id ?? ''}`}>
            {`${paymentKindLabel(p.paymentType)}: ${formatUsd(p.authorizedAmount ?? p.amountToAuthorize ?? 0)}`}
          </li>
        ))}
      </ul>
    </section>
  )
}
