import {
  cartPaths,
  cartText,
  formatCartPrice,
  formatOrderDate,
  fulfilmentLabel,
  orderStatusLabel,
  pendingOrderPath,
  purchasesText,
  useOrders,
} from '@aisle/flows'
import { Alert, Button, ImageSummary, Spinner } from '@aisle/ui'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'

/** /mypurchases: the shopper's placed orders, newest first, each opening its page. */
export function PurchasesScreen() {
  const state = useOrders(useApiClient())
  if (state.status === 'loading') return <Spinner label={purchasesText.loading} />
  if (state.status === 'error')
    return (
      <Alert
        tone="danger"
        description={purchasesText.loadError}
        actionLabel={purchasesText.tryAgain}
        onAction={state.retry}
      />
    )
  if (state.status === 'empty')
    return (
      <>
        <p>{purchasesText.empty}</p>
        <Button asChild variant="primary">
          <Link to={cartPaths.startMyCart}>{purchasesText.startShopping}</Link>
        </Button>
      </>
    )
  return (
    <ul aria-label={purchasesText.ordersLabel}>
      {state.orders.map((order) => {
        const date = formatOrderDate(order.placedAt)
        return (
          <li key={order.id}>
            <h2>{purchasesText.orderNumber(order.id)}</h2>
            <dl>
              <dt>{purchasesText.status}</dt>
              <dd>{orderStatusLabel(order.status)}</dd>
              <dt>{purchasesText.placed}</dt>
              <dd>{date}</dd>
              <dt>{purchasesText.fulfilment}</dt>
              <dd>{fulfilmentLabel(order.modalityType)}</dd>
              <dt>{purchasesText.itemCount}</dt>
              <dd>{order.summary.itemCount}</dd>
              <dt>{purchasesText.total}</dt>
              <dd>{formatCartPrice(order.summary.cost.total)}</dd>
            </dl>
            <ImageSummary
              label={cartText.imagesLabel}
              images={order.imageUrls.map((src) => ({ src, alt: '' }))}
              totalCount={order.summary.itemCount}
              formatMore={cartText.moreItems}
              size="sm"
            />
            <Link to={pendingOrderPath(order.id)}>{purchasesText.viewOrder(date)}</Link>
          </li>
        )
      })}
    </ul>
  )
}
