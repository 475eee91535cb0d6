import {
  canEditOrder,
  cartPaths,
  formatCartPrice,
  formatOrderDate,
  fulfilmentLabel,
  orderStatusLabel,
  purchasesText,
  toCartItemLine,
  useOrder,
} from '@aisle/flows'
import { Alert, Button, Spinner } from '@aisle/ui'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'
import { CartItemTable } from '../cart-items'

/**
 * /mypurchases/pending/{id}: the order's status, items and totals, and 'Add or Edit Items'
 * that opens the order's items in the cart's modify mode.
 */
export function PendingOrderScreen({ orderId }: { orderId: string }) {
  const state = useOrder(useApiClient(), orderId)
  const back = (
    <p>
      <Link to="/mypurchases">{purchasesText.backToPurchases}</Link>
    </p>
  )
  if (state.status === 'loading') return <Spinner label={purchasesText.loading} />
  if (state.status === 'not-found')
    return (
      <>
        <p>{purchasesText.notFound}</p>
        {back}
      </>
    )
  if (state.status === 'error')
    return (
      <Alert
        tone="danger"
        description={purchasesText.orderLoadError}
        actionLabel={purchasesText.tryAgain}
        onAction={state.retry}
      />
    )
  const { order } = state
  const cost = order.summary.cost
  return (
    <>
      <h2>{purchasesText.orderNumber(order.id)}</h2>
      <dl>
        <dt>{purchasesText.status}</dt>
        <dd>{orderStatusLabel(order.status)}</dd>
        <dt>{purchasesText.placed}</dt>
        <dd>{formatOrderDate(order.placedAt)}</dd>
        <dt>{purchasesText.fulfilment}</dt>
        <dd>{fulfilmentLabel(order.modalityType)}</dd>
      </dl>
      <CartItemTable
        caption={purchasesText.orderNumber(order.id)}
        lines={order.lines.map(toCartItemLine)}
      />
      <dl>
        <dt>{purchasesText.subtotal}</dt>
        <dd>{formatCartPrice(cost.itemTotal)}</dd>
        {cost.taxTotal === undefined ? null : (
          <>
            <dt>{purchasesText.tax}</dt>
            <dd>{formatCartPrice(cost.taxTotal)}</dd>
          </>
        )}
        {cost.gratuityTotal ? (
          <>
            <dt>{purchasesText.tip}</dt>
            <dd>{formatCartPrice(cost.gratuityTotal)}</dd>
          </>
        ) : null}
        <dt>{purchasesText.total}</dt>
        <dd>{formatCartPrice(cost.total)}</dd>
      </dl>
      {canEditOrder(order) ? (
        <Button asChild variant="primary">
          <Link to={cartPaths.modify(order.id)}>{purchasesText.addOrEditItems}</Link>
        </Button>
      ) : (
        <p>{purchasesText.cannotModify}</p>
      )}
      {back}
    </>
  )
}
