import { cartPaths, framePageText } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { Link } from 'react-router'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /cl/coupons/ (checkout.md §2 "Other links"). */
export default function CouponsPage() {
  return (
    <>
      <PageHeading>{headings.coupons}</PageHeading>
      <p>{framePageText.coupons}</p>
      <Button asChild variant="secondary">
        <Link to={cartPaths.cart}>{framePageText.goToCart}</Link>
      </Button>
    </>
  )
}
