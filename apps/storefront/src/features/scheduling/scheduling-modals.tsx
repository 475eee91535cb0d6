import {
  deliveryUnavailableTitle,
  orderTimedOutText,
  type Scheduling,
  schedulingText,
  timeExpired,
} from '@aisle/flows'
import { Button, MessageDialog } from '@aisle/ui'

export interface SchedulingModalsProps {
  scheduling: Pick<
    Scheduling,
    'modal' | 'fulfillmentType' | 'selectNewTime' | 'dismiss' | 'clearCheckoutState'
  > &
    Partial<Pick<Scheduling, 'modalReason'>>
  /** The banner's title, for '{banner} Delivery Unavailable'. */
  bannerTitle: string
  /** 'Back To Cart': the checkout state is cleared, then the cart opens. */
  onBackToCart: () => void
}

interface ModalContent {
  title: string
  text?: string
  action: string
  onAction: () => void
}

/** The modals of checkout.md §2 "Modals on scheduling"; the flow decides which is open. */
export function SchedulingModals({ scheduling, bannerTitle, onBackToCart }: SchedulingModalsProps) {
  const modality = scheduling.fulfillmentType === 'Delivery' ? 'Delivery' : 'Pickup'
  const content: ModalContent | undefined = (() => {
    switch (scheduling.modal) {
      case 'reservationExpired':
        return {
          title: schedulingText.reservationExpiredTitle,
          action: schedulingText.selectNewTime,
          onAction: scheduling.selectNewTime,
        }
      case 'timeExpired': {
        const { title, text } = timeExpired(modality)
        return {
          title,
          text,
          action: schedulingText.selectNewTime,
          onAction: scheduling.selectNewTime,
        }
      }
      case 'somethingWentWrong':
        return {
          title: schedulingText.somethingWentWrongTitle,
          // 'Setting modality failed' or 'Modality not defined' (checkout.md §4).
          ...(scheduling.modalReason ? { text: scheduling.modalReason } : {}),
          action: schedulingText.backToCartModal,
          onAction: () => {
            scheduling.clearCheckoutState()
            onBackToCart()
          },
        }
      case 'deliveryUnavailable':
        return {
          title: deliveryUnavailableTitle(bannerTitle),
          action: schedulingText.continueToScheduler,
          onAction: scheduling.dismiss,
        }
      case 'orderTimedOut':
        return {
          title: schedulingText.orderTimedOutTitle,
          text: orderTimedOutText,
          action: schedulingText.backToCheckout,
          onAction: scheduling.selectNewTime,
        }
      default:
        return undefined
    }
  })()
  return (
    // Escape does what the one button does.
    <MessageDialog
      open={content !== undefined}
      onDismiss={content?.onAction}
      title={content?.title}
      description={content?.text}
      actions={content ? <Button onClick={content.onAction}>{content.action}</Button> : null}
    />
  )
}
