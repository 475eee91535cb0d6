import type { FlashSales, flashSalesText } from '@aisle/flows'
import { Button, Dialog, Portal } from '@aisle/ui'

/** 'Keep Items' or 'Remove Items' before leaving with flash-sale coupons applied (checkout.md §2, §4). */
export default function LeaveDialog({
  flashSales,
  go,
  text,
}: {
  flashSales: FlashSales
  go: (target: string | undefined) => void
  /** The texts, from the page (which has them loaded already). */
  text: typeof flashSalesText
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={flashSales.leaveTarget !== undefined}
      onOpenChange={({ open }) => {
        if (!open) flashSales.cancelLeave()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{text.leaveTitle}</Dialog.Title>
            <Dialog.Description>{text.leaveText}</Dialog.Description>
            <Dialog.Footer>
              <Button variant="secondary" onClick={() => go(flashSales.keepAndLeave())}>
                {text.keepItems}
              </Button>
              <Button
                disabled={flashSales.pending}
                loading={flashSales.pending}
                onClick={() => void flashSales.removeAndLeave().then(go)}
              >
                {text.removeItems}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
