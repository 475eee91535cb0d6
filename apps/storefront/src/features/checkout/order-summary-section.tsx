import { type OrderSummary, orderSummaryText, type SummarySection } from '@aisle/flows'
import { Alert, Collapsible, DataList } from '@aisle/ui'
import { CheckoutSection } from './checkout-section'

function Rows({ rows }: { rows: SummarySection['rows'] }) {
  return (
    <DataList.Root>
      {rows.map((row) => (
        <DataList.Item key={row.key} data-total={row.type === 'TOTAL' ? '' : undefined}>
          <DataList.Label>
            {row.label}
            {row.regulated ? ` (${orderSummaryText.regulated})` : ''}
          </DataList.Label>
          <DataList.Value>{row.value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
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
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>{orderSummaryText.previousTotal}</DataList.Label>
              <DataList.Value>{summary.costChange.previousTotal}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{orderSummaryText.newTotal}</DataList.Label>
              <DataList.Value>{summary.costChange.newTotal}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Collapsible>
      ) : null}
    </CheckoutSection>
  )
}
