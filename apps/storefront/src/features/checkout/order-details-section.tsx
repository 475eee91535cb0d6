import type { Checkout } from '@aisle/api'
import { checkoutPageText, paymentOrderDetails } from '@aisle/flows'
import { DataList } from '@aisle/ui'
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
      <DataList.Root orientation="vertical">
        {details.destination ? (
          <DataList.Item>
            <DataList.Label>{details.destinationLabel}</DataList.Label>
            {details.destination.lines.map((line) => (
              <DataList.Value key={line}>{line}</DataList.Value>
            ))}
          </DataList.Item>
        ) : null}
        {details.timeWindow ? (
          <DataList.Item>
            <DataList.Label>{checkoutPageText.timeWindow}</DataList.Label>
            <DataList.Value>{details.timeWindow}</DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      <Link to={details.changeTimePath}>{checkoutPageText.changeTime}</Link>
    </CheckoutSection>
  )
}
