import type { Checkout } from '@aisle/api'
import { placeOrderText, usePlaceOrder } from '@aisle/flows'
import { Alert, Button } from '@aisle/ui'
import { useNavigate } from 'react-router'
import { useApiClient } from '../../../api-client'
import { encryptPin } from '../../wallet/pin-encryption'
import { OrderFailureDialog } from './order-failure-dialog'
import { OrderNotices } from './order-notices'
import { PinDialog } from './pin-dialog'

export interface PlaceOrderButtonProps {
  /** The checkout to place (ACTIVATE) or, with `modify`, the placed order to re-submit (MODIFY). */
  checkout: Checkout
  /** 'Submit Modified Order' and the modify flow. @default false */
  modify?: boolean
  /** The page's own reasons not to submit yet (an update pending, a form invalid). @default false */
  disabled?: boolean
}

/**
 * 'Place your {Pickup or Delivery} Order' or 'Submit Modified Order' (checkout.md §2, §4):
 * the PIN prompt first when SNAP EBT pays, the order call with an idempotency key, the
 * basket cleared, then the order complete page; a reject goes to the payment error page;
 * every error of §8 opens its modal.
 */
export function PlaceOrderButton({
  checkout,
  modify = false,
  disabled = false,
}: PlaceOrderButtonProps) {
  const client = useApiClient()
  const navigate = useNavigate()
  const order = usePlaceOrder({ client, checkout, modify, navigate, encryptPin })
  const { state } = order
  return (
    <>
      <Button
        fullWidth
        loading={order.busy}
        disabled={disabled || order.busy}
        onClick={order.submit}
      >
        {order.busy
          ? modify
            ? placeOrderText.submittingModified
            : placeOrderText.placing
          : order.label}
      </Button>
      {order.blocked ? <Alert tone="danger" description={order.blocked} /> : null}
      <PinDialog
        open={state.step === 'pin'}
        locked={state.step === 'pin' && state.locked}
        error={state.step === 'pin' ? state.error : undefined}
        onConfirm={order.enterPin}
        onCancel={order.cancelPin}
      />
      <OrderFailureDialog
        failure={order.failure}
        onRetry={order.retry}
        onClose={order.dismiss}
        onScheduling={() => navigate(`/scheduling?fulfillmentType=${checkout.modalityType}`)}
        onRefresh={() => window.location.reload()}
      />
      <OrderNotices order={order} />
    </>
  )
}
