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
import { Alert, Button, Columns, DataList, ImageSummary, Spinner, Surface } from '@aisle/ui'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'

/**
 * /mypurchases: the shopper's placed orders, newest first, each on a card with its details
 * as labels and values and a link to its page; two cards across from 768 px.
 */
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
    <Columns count="2" gap="4" asChild>
      <ul aria-label={purchasesText.ordersLabel}>
        {state.orders.map((order) => {
          const date = formatOrderDate(order.placedAt)
          const rows: [string, string | number][] = [
            [purchasesText.status, orderStatusLabel(order.status)],
            [purchasesText.placed, date],
            [purchasesText.fulfilment, fulfilmentLabel(order.modalityType)],
            [purchasesText.itemCount, order.summary.itemCount],
            [purchasesText.total, formatCartPrice(order.summary.cost.total)],
          ]
          return (
            <li key={order.id}>
              <Surface.Root asChild>
                <div>
                  <Surface.Title asChild>
                    <h2>{purchasesText.orderNumber(order.id)}</h2>
                  </Surface.Title>
                  <DataList.Root>
                    {rows.map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.Label>{label}</DataList.Label>
                        <DataList.Value>{value}</DataList.Value>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                  <ImageSummary
                    label={cartText.imagesLabel}
                    images={order.imageUrls.map((src) => ({ src, alt: '' }))}
                    totalCount={order.summary.itemCount}
                    formatMore={cartText.moreItems}
                    size="sm"
                  />
                  <Link to={pendingOrderPath(order.id)}>{purchasesText.viewOrder(date)}</Link>
                </div>
              </Surface.Root>
            </li>
          )
        })}
      </ul>
    </Columns>
  )
}
