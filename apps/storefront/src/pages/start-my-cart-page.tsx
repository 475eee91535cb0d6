import { cartText, framePageText } from '@aisle/flows'
import { Spinner } from '@aisle/ui'
import { Suspense } from 'react'
import { ProductList } from '../features/home'
import { headings } from '../messages'
import { PageHeading } from '../page-heading'
import { useSession } from '../session'

/** /products/start-my-cart: where an empty cart sends the shopper (checkout.md §2). */
export default function StartMyCartPage() {
  const session = useSession()
  return (
    <>
      <PageHeading>{headings.startMyCart}</PageHeading>
      <p>{framePageText.startMyCart}</p>
      <Suspense fallback={<Spinner label={cartText.productsLoading} />}>
        <ProductList signedIn={session !== undefined} />
      </Suspense>
    </>
  )
}
