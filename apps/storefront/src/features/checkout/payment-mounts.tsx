import {
  type CheckoutPage,
  type ContactForm,
  type InstructionsForm,
  orderSubmitContactErrors,
} from '@aisle/flows'
import { PaymentSection } from './payment'
import { PlaceOrderButton } from './place-order'

export interface PaymentMountsProps {
  page: CheckoutPage
  /** Told while a payment update runs, so the page's actions wait (checkout.md §4). */
  onPaymentPendingChange: (pending: boolean) => void
  /** Told whether the payments are settled, so the order button waits for them (checkout.md §4). */
  onPaymentReadyChange: (ready: boolean) => void
}

/** The payment section of the page (features/checkout/payment). */
export function PaymentMount({
  page,
  onPaymentPendingChange,
  onPaymentReadyChange,
}: PaymentMountsProps) {
  if (!page.checkout) return null
  return (
    <PaymentSection
      checkout={page.checkout}
      modify={page.modify}
      onPendingChange={onPaymentPendingChange}
      onReadyChange={onPaymentReadyChange}
    />
  )
}

/**
 * The submit area: what the page still needs (checkout.md §5 "Order submit requires",
 * the acceptances) is listed above the order button, which waits until it is given and
 * while any update is pending.
 */
export function PlaceOrderMount({
  page,
  contact,
  instructions,
  paymentPending,
  paymentReady,
}: {
  page: CheckoutPage
  contact: ContactForm
  instructions: InstructionsForm
  paymentPending: boolean
  /** The payments are settled: before, an order would go without them. */
  paymentReady: boolean
}) {
  const checkout = page.checkout
  if (!checkout) return null
  const missing = [...orderSubmitContactErrors(contact.saved), ...instructions.acceptanceErrors]
  return (
    <div>
      {missing.length > 0 ? (
        <ul aria-live="polite">
          {missing.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <PlaceOrderButton
        checkout={checkout}
        modify={page.modify}
        disabled={page.pending || paymentPending || !paymentReady || missing.length > 0}
      />
    </div>
  )
}
