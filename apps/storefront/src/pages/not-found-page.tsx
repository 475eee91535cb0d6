import { Button } from '@aisle/ui'
import { Link } from 'react-router'
import { headings, layout, paths } from '../messages'
import { PageHeading } from '../page-heading'

export default function NotFoundPage() {
  return (
    <>
      <PageHeading>{headings.notFound}</PageHeading>
      <p>{layout.notFoundText}</p>
      <p>
        <Button asChild variant="plain">
          <Link to={paths.home}>{layout.notFoundHome}</Link>
        </Button>
      </p>
    </>
  )
}
