import { type OrderSummary, orderSummaryText, type SummarySection } from '@aisle/flows'
import { Alert, Collapsible } from '@aisle/ui'
import { CheckoutSection } from './checkout-section'

function Rows({ rows }: { rows: SummarySection['rows'] }) {
  return (
    <dl>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>
            {row.label}
            {row.regulated ? ` (${orderSummaryText.regulated})` : ''}
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The order summary from uiPaymentSummary lines, with the savings, regulatory fees and
 * cost change sections that expand and collapse, and the free-delivery banner
 * (checkout.md §2, §3, §9).
 */
export function OrderSummarySection({ summary }: { summary: OrderSummary }) {
  return (
    <CheckoutSection title={orderSummaryText.heading}>
      {summary.freeDeliveryText ? (
        <Alert tone="info" description={summary.freeDeliveryText} />
      ) : null}
      <Rows rows={summary.rows} />
      {summary.savings ? (
        <Collapsible
          summary={`${orderSummaryText.savings} ${summary.savings.total}`}
          headingLevel={3}
        >
          <Rows rows={summary.savings.rows} />
        </Collapsible>
      ) : null}
      {summary.regulatoryFees ? (
        <Collapsible
          summary={`${orderSummaryText.regulatoryFees} ${summary.regulatoryFees.total}`}
          headingLevel={3}
        >
          <Rows rows={summary.regulatoryFees.rows} />
        </Collapsible>
      ) : null}
      {summary.costChange ? (
        <Collapsible
          summary={`${orderSummaryText.costChange} ${summary.costChange.change}`}
          headingLevel={3}
        >
          <dl>
            <div>
              <dt>{orderSummaryText.previousTotal}</dt>
              <dd>{summary.costChange.previousTotal}</dd>
            </div>
            <div>
              <dt>{orderSummaryText.newTotal}</dt>
              <dd>{summary.costChange.newTotal}</dd>
            </div>
          </dl>
        </Collapsible>
      ) : null}
    </CheckoutSection>
  )
}
