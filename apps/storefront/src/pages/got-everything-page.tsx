import { cartPaths, framePageText } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { Link } from 'react-router'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /got-everything (checkout.md §2 "Other links"). */
export default function GotEverythingPage() {
  return (
    <>
      <PageHeading>{headings.gotEverything}</PageHeading>
      <p>{framePageText.gotEverything}</p>
      <Button asChild variant="secondary">
        <Link to={cartPaths.cart}>{framePageText.goToCart}</Link>
      </Button>
    </>
  )
}
