import { cartText } from '@aisle/flows'
import { Spinner } from '@aisle/ui'
import { Suspense } from 'react'
import { useBanner } from '../banner-context'
import { ProductList } from '../features/home'
import { PageHeading } from '../page-heading'
import { useSession } from '../session'

/** The banner's home page: its title and a short product list with Add to Cart. */
export default function HomePage() {
  const banner = useBanner()
  const session = useSession()
  return (
    <>
      <PageHeading documentTitle={null}>{banner.title}</PageHeading>
      <Suspense fallback={<Spinner label={cartText.productsLoading} />}>
        <ProductList signedIn={session !== undefined} />
      </Suspense>
    </>
  )
}
