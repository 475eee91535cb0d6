import {
  type CheckoutPage,
  type ContactForm,
  type InstructionsForm,
  orderSubmitContactErrors,
  type PaymentSectionStatusEvent,
} from '@aisle/flows'
import { PaymentSection } from './payment'
import { PlaceOrderButton } from './place-order'

export interface PaymentMountsProps {
  page: CheckoutPage
  /** The dispatch of the page's payment status (`paymentSectionStatusReducer`, checkout.md §4). */
  report: (event: PaymentSectionStatusEvent) => void
}

/** The payment section of the page (features/checkout/payment). */
export function PaymentMount({ page, report }: PaymentMountsProps) {
  if (!page.checkout) return null
  return <PaymentSection checkout={page.checkout} modify={page.modify} report={report} />
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
  paymentReady,
}: {
  /** The page, `pending` also while a payment update runs (checkout.md §4). */
  page: CheckoutPage
  contact: ContactForm
  instructions: InstructionsForm
  /** The payments are settled: before, an order would go without them (checkout.md §4). */
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
        disabled={page.pending || !paymentReady || missing.length > 0}
      />
    </div>
  )
}
