import { cartPaths, framePageText } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { Link } from 'react-router'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'

/** /topic/digital-faqs (checkout.md §2 "Other links"). */
export default function DigitalFaqsPage() {
  return (
    <>
      <PageHeading>{headings.digitalFaqs}</PageHeading>
      <p>{framePageText.digitalFaqs}</p>
      <Button asChild variant="secondary">
        <Link to={cartPaths.cart}>{framePageText.goToCart}</Link>
      </Button>
    </>
  )
}
