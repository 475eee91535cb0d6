import { cartModeOf, cartText, purchasesText } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { Link, useLocation } from 'react-router'
import { CartPageBody } from '../features/cart'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/**
 * /cart/modify?orderId=...: the items of a placed order being modified, checked out to its
 * payment step in modify mode (checkout.md §2 "Cart-modify route", §4 "Modify submit").
 */
export default function CartModifyPage() {
  const mode = cartModeOf(useLocation().search, true)
  return (
    <>
      <PageHeading>{headings.cartModify}</PageHeading>
      {mode.mode === 'modify' ? (
        <CartPageBody mode={mode} />
      ) : (
        <>
          <p>{cartText.modifyMissingOrder}</p>
          <Button asChild variant="primary">
            <Link to="/mypurchases">{purchasesText.backToPurchases}</Link>
          </Button>
        </>
      )}
    </>
  )
}
