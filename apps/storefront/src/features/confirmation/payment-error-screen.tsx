import { paymentErrorParams, paymentErrorText, paymentErrorView } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { Link, useLocation } from 'react-router'
import { useBanner } from '../../banner-context'
import { PageHeading } from '../../page-heading'
import { confirmationPaths } from './confirmation-paths'

/**
 * The payment error (post-auth reject) page, checkout.md §2 and §8.
 *
 * How to get here: navigate to `/checkout/payment-error` with
 * - `?isModify=true` in the modify flow (shows 'Order Canceled', the banner's customer-service
 *   number and Error Code RV9547; anything else shows 'We're sorry, we could not complete
 *   your order.');
 * - the rejection's reason, when there is one, in the location state: `{ reason?: string }`,
 *   e.g. `navigate('/checkout/payment-error?isModify=true', { state: { reason } })`, or in a
 *   `reason` query parameter (the state wins when both are given).
 */
export function PaymentErrorScreen() {
  const location = useLocation()
  const banner = useBanner()
  const view = paymentErrorView(
    paymentErrorParams(location.search, location.state),
    banner.customerService.default,
  )
  return (
    <>
      <PageHeading>{view.heading}</PageHeading>
      {view.reason ? <p>{view.reason}</p> : null}
      {view.customerService ? (
        <p>
          {paymentErrorText.callCustomerService}{' '}
          <a href={`tel:${view.customerService.e164}`}>{view.customerService.display}</a>.
        </p>
      ) : null}
      {view.errorCode ? <p>{view.errorCode}</p> : null}
      {/* Its own width: the page's column would stretch the button across it. */}
      <div>
        <Button asChild variant="secondary">
          <Link to={confirmationPaths.cart}>{paymentErrorText.backToCart}</Link>
        </Button>
      </div>
    </>
  )
}
