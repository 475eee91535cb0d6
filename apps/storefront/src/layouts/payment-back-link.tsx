// The payment step's back link, loaded with the payment page's data client.
import { useApiQuery } from '@aisle/api/swr'
import { paymentBackPath, paymentBackTarget } from '@aisle/flows'
import { SiteHeader } from '@aisle/ui'
import { Link, useSearchParams } from 'react-router'
import { useApiClient } from '../api-client'
import { layout } from '../messages'
import { BackLinkLabel } from './back-link-label'

/**
 * Back to the scheduling page of the checkout's own fulfillment type, or to the cart-modify
 * page in a modify review (checkout.md §2). It reads the checkout through the same query as
 * the payment step, so it makes no call of its own.
 */
export default function PaymentBackLink() {
  const [search] = useSearchParams()
  const orderId = search.get('orderId')
  const client = useApiClient()
  const query = useApiQuery(
    client,
    'checkout',
    orderId === null ? null : { params: { checkoutId: orderId } },
  )
  const target = paymentBackTarget({
    modify: search.get('im') === 'true',
    orderId,
    modalityType: query.data?.modalityType,
  })
  return (
    <SiteHeader.BackLink asChild>
      <Link to={paymentBackPath(target)}>
        <BackLinkLabel
          label={target.to === 'scheduling' ? layout.backToScheduling : layout.backToCart}
        />
      </Link>
    </SiteHeader.BackLink>
  )
}
