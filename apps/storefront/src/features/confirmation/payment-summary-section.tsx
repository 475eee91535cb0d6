import {
  confirmationText,
  formatCartPrice,
  type OrderConfirmation,
  useGiftCardRemainingBalance,
} from '@aisle/flows'
import { DataList, Surface } from '@aisle/ui'
import { useApiClient } from '../../api-client'

/** 'Payment Summary' and, while the order is not complete, the hold notice (checkout.md §2). */
export function PaymentSummarySection({ confirmation }: { confirmation: OrderConfirmation }) {
  // What a gift card that paid has left (checkout.md §7 "Get payment").
  const giftRemaining = useGiftCardRemainingBalance(useApiClient(), confirmation.order.checkout)
  return (
    <Surface.Root aria-labelledby="confirmation-payment-summary">
      <Surface.Title id="confirmation-payment-summary">
        {confirmationText.paymentSummary}
      </Surface.Title>
      <DataList.Root>
        {confirmation.summary.flatMap((row) => [
          <DataList.Item key={row.label} data-total={row.total ? '' : undefined}>
            <DataList.Label>{row.total ? <strong>{row.label}</strong> : row.label}</DataList.Label>
            <DataList.Value>
              {row.total ? <strong>{row.amount}</strong> : row.amount}
            </DataList.Value>
          </DataList.Item>,
          // A line's nested lines (e.g. savings under the subtotal) follow it.
          ...row.nested.map((nested) => (
            <DataList.Item key={`${row.label}/${nested.label}`}>
              <DataList.Label>{nested.label}</DataList.Label>
              <DataList.Value>{nested.amount}</DataList.Value>
            </DataList.Item>
          )),
        ])}
        {giftRemaining === undefined ? null : (
          <DataList.Item>
            <DataList.Label>{confirmationText.giftCardRemaining}</DataList.Label>
            <DataList.Value>{formatCartPrice(giftRemaining)}</DataList.Value>
          </DataList.Item>
        )}
      </DataList.Root>
      {confirmation.holdNotice ? <p>{confirmationText.holdNotice}</p> : null}
    </Surface.Root>
  )
}
