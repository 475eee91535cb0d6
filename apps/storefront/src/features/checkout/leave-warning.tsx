import { type FlashSales, flashSalesText } from '@aisle/flows'
import { lazy, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { MountOnOpen } from '../../mount-on-open'

// The dialog loads the first time a link out of the page asks first.
const LeaveDialog = lazy(() => import('./leave-dialog'))

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
    <MountOnOpen open={flashSales.leaveTarget !== undefined}>
      <LeaveDialog flashSales={flashSales} go={go} text={flashSalesText} />
    </MountOnOpen>
  )
}
