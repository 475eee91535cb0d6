import { checkoutPageText, paymentStepHeading, useCheckoutPage } from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { Navigate } from 'react-router'
import { useApiClient } from '../../api-client'
import { useDeferredReady } from '../../deferred-render'
import { documentTitles, paths } from '../../messages'
import { PageHeading } from '../../page-heading'
import { CheckoutScreen } from './checkout-screen'
import { CheckoutToaster } from './checkout-toaster'

/** The cart-modify route (checkout.md §2 Routes). */
const CART_MODIFY = '/cart/modify'

export interface PaymentStepProps {
  /** The orderId query parameter. */
  checkoutId: string | null
  /** im=true: the modify variant. */
  modify: boolean
}

/**
 * The payment step with its heading, loading, error and redirects (checkout.md §2): to
 * scheduling when the checkout needs rescheduling, to the cart when it is empty or
 * missing, to the cart-modify route in the modify variant without a checkout.
 */
export function PaymentStep({ checkoutId, modify }: PaymentStepProps) {
  const client = useApiClient()
  const page = useCheckoutPage({ client, checkoutId, modify })
  // The screen is the payment step's largest render: the spinner stays until it has been
  // rendered in short tasks (docs/performance.md, "Long tasks after the first paint").
  const screen = useDeferredReady(page.page.status === 'ready')
  if (page.page.status === 'redirect') {
    const { redirect } = page.page
    const type = page.checkout?.modalityType === 'Delivery' ? 'Delivery' : 'Pickup'
    const to =
      redirect.to === 'scheduling'
        ? `${paths.scheduling}?fulfillmentType=${type}`
        : redirect.to === 'cart-modify'
          ? CART_MODIFY
          : redirect.to === 'signin'
            ? paths.signIn
            : paths.cart
    return <Navigate replace to={to} />
  }
  return (
    <>
      <PageHeading documentTitle={documentTitles.payment}>{paymentStepHeading(modify)}</PageHeading>
      {/* Loading, or ready and not yet rendered: the redirect has returned above. */}
      {!screen && page.page.status !== 'error' ? (
        <Spinner label={checkoutPageText.loading} />
      ) : null}
      {page.page.status === 'error' ? (
        <Alert
          tone="danger"
          description={page.page.error.message}
          actionLabel={checkoutPageText.retry}
          onAction={page.reload}
        />
      ) : null}
      {screen ? <CheckoutScreen page={page} /> : null}
      <CheckoutToaster />
    </>
  )
}
