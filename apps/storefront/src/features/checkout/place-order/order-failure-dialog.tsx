import type { OrderFailure, placeOrderText } from '@aisle/flows'
import { Button, Dialog, Portal } from '@aisle/ui'

export interface OrderFailureDialogProps {
  failure: OrderFailure | undefined
  onRetry: () => void
  onClose: () => void
  /** 'Your order has expired. Please return to the scheduling page.' */
  onScheduling: () => void
  /** 'Please refresh and try again.' */
  onRefresh: () => void
  /** The texts (`placeOrderText`), from the page, which has them loaded already. */
  text: typeof placeOrderText
}

/** The error modals of placing and modifying (checkout.md §8 "Payment and order"), and 'Order Timed Out'. */
export function OrderFailureDialog({
  failure,
  onRetry,
  onClose,
  onScheduling,
  onRefresh,
  text,
}: OrderFailureDialogProps) {
  const shown = failure?.kind === 'message' || failure?.kind === 'timedOut' ? failure : undefined
  return (
    <Dialog.Root
      role="alertdialog"
      open={shown !== undefined}
      closeOnInteractOutside={false}
      onOpenChange={({ open }) => {
        if (!open) onClose()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {shown?.kind === 'timedOut' ? (
              <>
                <Dialog.Title>{text.orderTimedOutTitle}</Dialog.Title>
                <Dialog.Footer>
                  <Button onClick={onClose}>{text.backToCheckout}</Button>
                </Dialog.Footer>
              </>
            ) : shown?.kind === 'message' ? (
              <>
                <Dialog.Title>{shown.title ?? text.somethingWentWrong}</Dialog.Title>
                <Dialog.Description>{shown.message}</Dialog.Description>
                <Dialog.Footer>
                  <Button variant="secondary" onClick={onClose}>
                    {text.close}
                  </Button>
                  {shown.action === 'retry' ? (
                    <Button onClick={onRetry}>{text.tryAgain}</Button>
                  ) : null}
                  {shown.action === 'scheduling' ? (
                    <Button onClick={onScheduling}>{text.returnToScheduling}</Button>
                  ) : null}
                  {shown.action === 'refresh' ? (
                    <Button onClick={onRefresh}>{text.refresh}</Button>
                  ) : null}
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
