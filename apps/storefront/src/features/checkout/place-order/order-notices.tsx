import type { PlaceOrderFlow, placeOrderText } from '@aisle/flows'
import { Button, MessageDialog } from '@aisle/ui'

/**
 * After the order call: 'Order Successfully Placed' when the basket could not be cleared
 * (checkout.md §4). 'Modifications Saved' is a toast (PlaceOrderButton).
 */
export function OrderNotices({
  order,
  text,
}: {
  order: PlaceOrderFlow
  /** The texts (`placeOrderText`), from the page, which has them loaded already. */
  text: typeof placeOrderText
}) {
  const placed = order.placedWithItemsLeft !== undefined
  return (
    // A notice, not an alert: the order went through. Only Continue moves on.
    <MessageDialog
      role="dialog"
      open={placed}
      title={text.orderPlacedTitle}
      description={text.orderPlacedItemsRemain}
      actions={<Button onClick={order.continueToComplete}>{text.continue}</Button>}
    />
  )
}
