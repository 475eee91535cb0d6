import { CartPageBody } from '../features/cart'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /cart and /shopping/cart (checkout.md §2 "Other links"). */
export default function CartPage() {
  return (
    <>
      <PageHeading>{headings.cart}</PageHeading>
      <CartPageBody mode={{ mode: 'cart' }} />
    </>
  )
}
