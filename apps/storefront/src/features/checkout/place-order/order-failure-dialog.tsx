import type { OrderFailure, placeOrderText } from '@aisle/flows'
import { Button, MessageDialog } from '@aisle/ui'

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
    <MessageDialog
      open={shown !== undefined}
      onDismiss={onClose}
      title={
        shown?.kind === 'timedOut'
          ? text.orderTimedOutTitle
          : shown?.kind === 'message'
            ? (shown.title ?? text.somethingWentWrong)
            : undefined
      }
      description={shown?.kind === 'message' ? shown.message : undefined}
      actions={
        shown?.kind === 'timedOut' ? (
          <Button onClick={onClose}>{text.backToCheckout}</Button>
        ) : shown?.kind === 'message' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {text.close}
            </Button>
            {shown.action === 'retry' ? <Button onClick={onRetry}>{text.tryAgain}</Button> : null}
            {shown.action === 'scheduling' ? (
              <Button onClick={onScheduling}>{text.returnToScheduling}</Button>
            ) : null}
            {shown.action === 'refresh' ? (
              <Button onClick={onRefresh}>{text.refresh}</Button>
            ) : null}
          </>
        ) : null
      }
    />
  )
}
