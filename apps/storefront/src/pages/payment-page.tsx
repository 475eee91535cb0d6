import { useSearchParams } from 'react-router'
import { PaymentStep } from '../features/checkout'

/** /checkout?orderId=... (checkout.md §2 Routes): signed-in only through the app's guard. */
export default function PaymentPage() {
  const [search] = useSearchParams()
  return <PaymentStep checkoutId={search.get('orderId')} modify={search.get('im') === 'true'} />
}
