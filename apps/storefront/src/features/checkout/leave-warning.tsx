import { type FlashSales, flashSalesText } from '@aisle/flows'
import { Button, Dialog } from '@aisle/ui'
import { Portal } from '@ark-ui/react/portal'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/**
 * The warning on leaving the page while flash-sale coupons are applied to items, with
 * 'Keep Items' or 'Remove Items' (checkout.md §2, §4). Links out of the page ask first.
 */
export function LeaveWarning({ flashSales }: { flashSales: FlashSales }) {
  const navigate = useNavigate()
  const { requestLeave } = flashSales
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      if (!requestLeave(`${url.pathname}${url.search}`)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [requestLeave])

  const go = (target: string | undefined) => {
    if (target !== undefined) navigate(target)
  }
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
            <Dialog.Title>{flashSalesText.leaveTitle}</Dialog.Title>
            <Dialog.Description>{flashSalesText.leaveText}</Dialog.Description>
            <Dialog.Footer>
              <Button variant="secondary" onClick={() => go(flashSales.keepAndLeave())}>
                {flashSalesText.keepItems}
              </Button>
              <Button
                disabled={flashSales.pending}
                loading={flashSales.pending}
                onClick={() => void flashSales.removeAndLeave().then(go)}
              >
                {flashSalesText.removeItems}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
