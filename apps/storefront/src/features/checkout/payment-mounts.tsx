import { type CheckoutPage, checkoutPageText, placeOrderLabel } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { CheckoutSection } from './checkout-section'

/**
 * MOUNT POINT for the payment section (features/checkout/payment, `PaymentSection`): the
 * wallet card box, SNAP EBT and gift cards mount here once that part exists.
 */
export function PaymentMount(_props: { page: CheckoutPage }) {
  return (
    <CheckoutSection title={checkoutPageText.payment}>
      <p>{checkoutPageText.paymentPending}</p>
    </CheckoutSection>
  )
}

/**
 * MOUNT POINT for the submit area (features/checkout/place-order, `PlaceOrderButton`):
 * until that part exists the button shows its label, disabled.
 */
export function PlaceOrderMount({ page }: { page: CheckoutPage }) {
  const checkout = page.checkout
  if (!checkout) return null
  return (
    <Button fullWidth disabled>
      {placeOrderLabel(checkout.modalityType, page.modify)}
    </Button>
  )
}
