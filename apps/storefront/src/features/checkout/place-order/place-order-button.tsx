import type { AnalyticsErrorEvent, Checkout } from '@aisle/api'
import { placeOrderText, usePlaceOrder } from '@aisle/flows'
import { Alert, Button } from '@aisle/ui'
import { lazy, type Ref, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useApiClient } from '../../../api-client'
import { MountOnOpen } from '../../../mount-on-open'
import { checkoutToaster } from '../checkout-toaster'

// The PIN prompt (the card-entry frame), the failure modals and the notices load when they first open.
const PinDialog = lazy(() => import('./pin-dialog').then((m) => ({ default: m.PinDialog })))
const OrderFailureDialog = lazy(() =>
  import('./order-failure-dialog').then((m) => ({ default: m.OrderFailureDialog })),
)
const OrderNotices = lazy(() =>
  import('./order-notices').then((m) => ({ default: m.OrderNotices })),
)

/**
 * The page's analytics sink for the order: each event as an `aisle:checkout-analytics`
 * window event (PIN codes 884, 885 and 889, checkout.md §8), as the wallet's events go
 * out as `aisle:wallet-analytics`.
 */
const reportServiceError = (event: AnalyticsErrorEvent) =>
  window.dispatchEvent(new CustomEvent('aisle:checkout-analytics', { detail: event }))

export interface PlaceOrderButtonProps {
  /** The checkout to place (ACTIVATE) or, with `modify`, the placed order to re-submit (MODIFY). */
  checkout: Checkout
  /** 'Submit Modified Order' and the modify flow. @default false */
  modify?: boolean
  /** The page's own reasons not to submit yet (an update pending, a form invalid). @default false */
  disabled?: boolean
  /** The order button's element, for whoever hands it the focus. */
  buttonRef?: Ref<HTMLButtonElement> | undefined
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
  buttonRef,
}: PlaceOrderButtonProps) {
  const client = useApiClient()
  const navigate = useNavigate()
  const order = usePlaceOrder({
    client,
    checkout,
    modify,
    navigate,
    onServiceError: reportServiceError,
  })
  const { state } = order
  const failureShown = order.failure?.kind === 'message' || order.failure?.kind === 'timedOut'
  const noticeShown = order.placedWithItemsLeft !== undefined
  // 'Modifications Saved' is a toast with a 'Confirm' link (checkout.md §4 "Modify submit").
  const saved = order.modificationsSaved
  const confirmSaved = useRef(order.confirmModificationsSaved)
  confirmSaved.current = order.confirmModificationsSaved
  useEffect(() => {
    if (saved === undefined) return
    checkoutToaster.create({
      title: placeOrderText.modificationsSavedTitle,
      description: placeOrderText.modificationsSavedText,
      type: 'info',
      action: { label: placeOrderText.confirm, onClick: () => confirmSaved.current() },
      duration: Number.POSITIVE_INFINITY,
    })
  }, [saved])
  return (
    <>
      <Button
        ref={buttonRef}
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
      <MountOnOpen open={state.step === 'pin'}>
        <PinDialog
          open={state.step === 'pin'}
          locked={state.step === 'pin' && state.locked}
          error={state.step === 'pin' ? state.error : undefined}
          onConfirm={order.enterPin}
          onCancel={order.cancelPin}
          text={placeOrderText}
          lockedAlert={(message) => <Alert tone="danger" description={message} />}
        />
      </MountOnOpen>
      <MountOnOpen open={failureShown}>
        <OrderFailureDialog
          failure={order.failure}
          onRetry={order.retry}
          onClose={order.dismiss}
          onScheduling={() => navigate(`/scheduling?fulfillmentType=${checkout.modalityType}`)}
          onRefresh={() => window.location.reload()}
          text={placeOrderText}
        />
      </MountOnOpen>
      <MountOnOpen open={noticeShown}>
        <OrderNotices order={order} text={placeOrderText} />
      </MountOnOpen>
    </>
  )
}
