import {
  bannerDeliveryName,
  emptyBasketText,
  fulfillmentTypeOf,
  schedulingText,
  storageReservationStore,
  useScheduling,
} from '@aisle/flows'
import { Alert, Spinner } from '@aisle/ui'
import { useEffect, useMemo } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { useApiClient } from '../api-client'
import { useBanner } from '../banner-context'
import { preloadDeliveryFilters, SchedulingScreen } from '../features/scheduling'
import { documentTitles, headings, paths } from '../messages'
import { PageHeading } from '../page-heading'

/** Where the redirects of checkout.md §2 lead. */
const redirectPaths = {
  signin: paths.signIn,
  cart: paths.cart,
  'cart-modify': '/cart/modify',
} as const

/** /scheduling?fulfillmentType=Pickup|Delivery (checkout.md §2 Routes, "Scheduling screen"). */
export default function SchedulingPage() {
  const [search] = useSearchParams()
  const type = fulfillmentTypeOf(search.get('fulfillmentType'))
  if (type === undefined) return <Navigate replace to={paths.cart} />
  return (
    <Scheduling
      type={type}
      modifyMode={search.get('im') === 'true'}
      editing={search.get('edit') === 'true'}
    />
  )
}

function Scheduling({
  type,
  modifyMode,
  editing,
}: {
  type: 'Pickup' | 'Delivery'
  modifyMode: boolean
  editing: boolean
}) {
  const client = useApiClient()
  const banner = useBanner()
  const navigate = useNavigate()
  // Delivery's filters load beside the page's own reads, ready before the screen shows.
  useEffect(() => {
    if (type === 'Delivery') preloadDeliveryFilters()
  }, [type])
  const reservations = useMemo(
    () => storageReservationStore(globalThis.localStorage, banner.id),
    [banner.id],
  )
  const scheduling = useScheduling({
    client,
    banner,
    fulfillmentType: type,
    modifyMode,
    editingFromPayment: editing,
    reservations,
    onCheckoutCreated: (orderId) =>
      navigate(`/checkout?orderId=${encodeURIComponent(orderId)}&nc=true`),
  })
  const { page } = scheduling
  const heading = (
    <PageHeading documentTitle={documentTitles.scheduling}>{headings.scheduling}</PageHeading>
  )
  if (page.status === 'redirect') {
    if (page.redirect.to !== 'empty')
      return <Navigate replace to={redirectPaths[page.redirect.to]} />
    return (
      <>
        {heading}
        <p>{emptyBasketText(type)}</p>
        <Link to="/products/start-my-cart">{schedulingText.startMyCart}</Link>
      </>
    )
  }
  return (
    <>
      {heading}
      {page.status === 'loading' ? <Spinner label={schedulingText.loadingTimes} /> : null}
      {page.status === 'error' ? (
        <>
          <Alert tone="danger" description={page.error.message} />
          <Link to={paths.cart}>{schedulingText.backToCart}</Link>
        </>
      ) : null}
      {page.status === 'ready' ? (
        <SchedulingScreen
          scheduling={scheduling}
          bannerTitle={bannerDeliveryName(banner)}
          cartPath={paths.cart}
          onBackToCart={() => navigate(paths.cart)}
        />
      ) : null}
    </>
  )
}
