import { PaymentErrorScreen } from '../features/confirmation/payment-error-screen'

/**
 * /checkout/payment-error, the post-auth reject page (checkout.md §2). Query `isModify=true`
 * selects the modify wording; location state `{ reason?: string }` carries the rejection's
 * reason. See `PaymentErrorScreen`.
 */
export default function PaymentErrorPage() {
  return <PaymentErrorScreen />
}
