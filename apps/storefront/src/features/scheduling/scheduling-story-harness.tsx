// Stories only: the scheduling page at its route, and where its redirects land.
import { PageLayout } from '@aisle/ui'
import { Route, Routes, useLocation } from 'react-router'
import SchedulingPage from '../../pages/scheduling-page'

function Elsewhere() {
  const location = useLocation()
  return <p>{`Went to ${location.pathname}${location.search}`}</p>
}

export function SchedulingStoryPage() {
  return (
    <PageLayout.Root variant="checkout">
      <PageLayout.Main>
        <Routes>
          <Route path="/scheduling" element={<SchedulingPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </PageLayout.Main>
    </PageLayout.Root>
  )
}

/** The sandbox's shopper id: the tooltip's key and the reservation's scope. */
export const SANDBOX_SHOPPER_ID = 'sandbox-shopper'

/** A fresh start per story: no reservation kept, the tooltip already seen unless asked. */
export function resetSchedulingStorage({ tooltipSeen = true } = {}) {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('aisle:reservation:') || key.startsWith('aisle:own-delivery-tooltip:')) {
      localStorage.removeItem(key)
    }
  }
  if (tooltipSeen) localStorage.setItem(`aisle:own-delivery-tooltip:${SANDBOX_SHOPPER_ID}`, 'shown')
}
