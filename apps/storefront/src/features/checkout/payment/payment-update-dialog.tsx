import { paymentSectionText as text } from '@aisle/flows'
import { Button, Dialog, Portal } from '@aisle/ui'

export interface PaymentUpdateDialogProps {
  /** Which failure modal is open, if any (checkout.md §4 "Payment step"). */
  modal: 'payments-update-failed' | 'remove-card' | undefined
  onRetry: () => void
  /** The remove-card modal's 'Remove Card': unchecks SNAP EBT. */
  onRemoveCard: () => void
  /** 'payments update failed' offers the way back to the cart (wallet-flyout.md §8). */
  onBackToCart: () => void
}

/**
 * 'payments update failed' (retry or back to cart) and, with SNAP EBT checked, the
 * remove-card modal ('Try again' or 'Remove Card') (checkout.md §4).
 */
export function PaymentUpdateDialog({
  modal,
  onRetry,
  onRemoveCard,
  onBackToCart,
}: PaymentUpdateDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={modal !== undefined}
      closeOnInteractOutside={false}
      closeOnEscape={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {modal === undefined ? null : (
              <>
                <Dialog.Title>
                  {modal === 'remove-card' ? text.removeCardTitle : text.paymentsUpdateFailedTitle}
                </Dialog.Title>
                <Dialog.Description>{text.paymentsUpdateFailed}</Dialog.Description>
                <Dialog.Footer>
                  {modal === 'remove-card' ? (
                    <Button variant="secondary" onClick={onRemoveCard}>
                      {text.removeCard}
                    </Button>
                  ) : (
                    <Button variant="secondary" onClick={onBackToCart}>
                      {text.backToCart}
                    </Button>
                  )}
                  <Button onClick={onRetry}>{text.tryAgain}</Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
