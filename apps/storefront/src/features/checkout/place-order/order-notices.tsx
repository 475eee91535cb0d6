import type { PlaceOrderFlow, placeOrderText } from '@aisle/flows'
import { Button, Dialog, Portal } from '@aisle/ui'

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
    <Dialog.Root open={placed} closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {placed ? (
              <>
                <Dialog.Title>{text.orderPlacedTitle}</Dialog.Title>
                <Dialog.Description>{text.orderPlacedItemsRemain}</Dialog.Description>
                <Dialog.Footer>
                  <Button onClick={order.continueToComplete}>{text.continue}</Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
