import type { Checkout } from '@aisle/api'
import { checkoutPageText, paymentOrderDetails } from '@aisle/flows'
import { Link } from 'react-router'
import { CheckoutSection } from './checkout-section'

/**
 * Order details (checkout.md §2): the modality and the item count, where the order goes
 * and when, as scheduling reserved them, and a way back to the time.
 */
export function OrderDetailsSection({ checkout }: { checkout: Checkout }) {
  const details = paymentOrderDetails(checkout)
  return (
    <CheckoutSection title={checkoutPageText.orderDetails}>
      <p>{details.summary}</p>
      <dl>
        {details.destination ? (
          <div>
            <dt>{details.destinationLabel}</dt>
            {details.destination.lines.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ) : null}
        {details.timeWindow ? (
          <div>
            <dt>{checkoutPageText.timeWindow}</dt>
            <dd>{details.timeWindow}</dd>
          </div>
        ) : null}
      </dl>
      <Link to={details.changeTimePath}>{checkoutPageText.changeTime}</Link>
    </CheckoutSection>
  )
}
