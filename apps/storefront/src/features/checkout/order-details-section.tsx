import type { Checkout } from '@aisle/api'
import { checkoutPageText } from '@aisle/flows'
import { Link } from 'react-router'
import { CheckoutSection } from './checkout-section'

/** Order details: the modality, the item count and a way back to the time (checkout.md §2). */
export function OrderDetailsSection({ checkout }: { checkout: Checkout }) {
  const modality = checkout.modalityType === 'Delivery' ? 'Delivery' : 'Pickup'
  const count = checkout.summary?.itemCount ?? checkout.lineItems.length
  return (
    <CheckoutSection title={checkoutPageText.orderDetails}>
      <p>
        {modality} · {checkoutPageText.itemCount(count)}
      </p>
      <Link to={`/scheduling?fulfillmentType=${modality}&edit=true`}>
        {checkoutPageText.changeTime}
      </Link>
    </CheckoutSection>
  )
}
