import type { PlaceOrderFlow, placeOrderText } from '@aisle/flows'
import { Button, Dialog } from '@aisle/ui'
import { Portal } from '@ark-ui/react/portal'

/**
 * After the order call: 'Order Successfully Placed' when the basket could not be cleared,
 * and 'Modifications Saved' with 'Confirm' when a rejected modify could not be finalized
 * (checkout.md §4).
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
  const saved = order.modificationsSaved !== undefined
  return (
    <Dialog.Root open={placed || saved} closeOnInteractOutside={false} closeOnEscape={false}>
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
            ) : saved ? (
              <>
                <Dialog.Title>{text.modificationsSavedTitle}</Dialog.Title>
                <Dialog.Description>{text.modificationsSavedText}</Dialog.Description>
                <Dialog.Footer>
                  <Button onClick={order.confirmModificationsSaved}>{text.confirm}</Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
