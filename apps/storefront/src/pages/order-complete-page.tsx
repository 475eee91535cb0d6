import { applyStoredRedirect, isModifiedOrder } from '@aisle/flows'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { OrderCompleteScreen } from '../features/confirmation/order-complete-screen'

/**
 * /checkout/{appName}/{orderId}/complete, query flag im (checkout.md §2 Routes). If the
 * stored redirect path is this page, it is reset to / and the shopper goes to /.
 */
export default function OrderCompletePage() {
  const { orderId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const [stay, setStay] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule runs once, on arrival
  useEffect(() => {
    const to = applyStoredRedirect(window.sessionStorage, location)
    if (to === undefined) setStay(true)
    else navigate(to, { replace: true })
  }, [])
  if (!stay) return null
  return <OrderCompleteScreen orderId={orderId} modified={isModifiedOrder(location.search)} />
}
