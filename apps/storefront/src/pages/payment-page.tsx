import { checkoutPageText, paymentStepHeading, useCheckoutPage } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { Navigate, useSearchParams } from 'react-router'
import { useApiClient } from '../api-client'
import { CheckoutScreen, CheckoutToaster } from '../features/checkout'
import { documentTitles, paths } from '../messages'
import { PageHeading } from '../page-heading'

/** The cart-modify route (checkout.md §2 Routes). */
const CART_MODIFY = '/cart/modify'

/**
 * /checkout?orderId=... (checkout.md §2 "Payment step (review)"): signed-in only (the app's
 * sign-in guard); to scheduling when the checkout needs rescheduling, to the cart when it
 * is empty; im=true is the modify variant, which goes to the cart-modify route without a
 * checkout.
 */
export default function PaymentPage() {
  const [search] = useSearchParams()
  const client = useApiClient()
  const modify = search.get('im') === 'true'
  const page = useCheckoutPage({ client, checkoutId: search.get('orderId'), modify })
  const heading = (
    <PageHeading documentTitle={documentTitles.payment}>{paymentStepHeading(modify)}</PageHeading>
  )
  if (page.page.status === 'redirect') {
    const { redirect } = page.page
    const to =
      redirect.to === 'scheduling'
        ? `${paths.scheduling}?fulfillmentType=${page.checkout?.modalityType === 'Delivery' ? 'Delivery' : 'Pickup'}`
        : redirect.to === 'cart-modify'
          ? CART_MODIFY
          : redirect.to === 'signin'
            ? paths.signIn
            : paths.cart
    return <Navigate replace to={to} />
  }
  return (
    <>
      {heading}
      {page.page.status === 'loading' ? <Spinner label={checkoutPageText.loading} /> : null}
      {page.page.status === 'error' ? (
        <Alert
          tone="danger"
          description={page.page.error.message}
          actionLabel={checkoutPageText.retry}
          onAction={page.reload}
        />
      ) : null}
      {page.page.status === 'ready' ? <CheckoutScreen page={page} /> : null}
      <CheckoutToaster />
    </>
  )
}
