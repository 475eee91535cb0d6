import { type PaymentSectionState, paymentSectionText, usePaymentSection } from '@aisle/flows'
import { Alert } from '@aisle/ui'
import { lazy, use, useEffect, useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useApiClient } from '../../../api-client'
import { useBanner } from '../../../banner-context'
import { MountOnOpen } from '../../../mount-on-open'
import { usePrefetchOnIntent } from '../../../prefetch-on-intent'
import { cardFrameOrigin } from '../../wallet/card-frame-origin'
import { fraudTagSrc, startFraudTag } from '../../wallet/fraud-tag'
import type { WalletScreensConfig } from '../../wallet/wallet-config'
import { CheckoutCardBox, loadSnapAmountDialog } from './checkout-card-box'
import { OriginalPayment } from './original-payment'
import type { PaymentSectionProps } from './payment-section'
import '../checkout.css'

// The wallet flyout (with its selection tiles, other screens, card forms and the card-entry
// frame), the SNAP EBT amount modal and the update's failure modal load when they open, the
// first two also when the shopper reaches for the card box (pointer over it, focus in it),
// not with the section: what the first screen shows is the card box alone
// (docs/performance.md).
// The flyout's own lazy parts (wallet-parts.ts) are named here rather than imported from
// there, so that the section does not load that module with its first screen.
const loadWallet = () => import('../../wallet/wallet-widget')
const loadCardBoxParts = () =>
  Promise.all([
    loadWallet(),
    import('../../wallet/wallet-checkout-tiles'),
    import('../../wallet/wallet-form-screens'),
    loadSnapAmountDialog(),
  ])
const WalletFlyout = lazy(() => loadWallet().then((m) => ({ default: m.WalletFlyout })))
const PaymentUpdateDialog = lazy(() =>
  import('./payment-update-dialog').then((m) => ({ default: m.PaymentUpdateDialog })),
)

export default function PaymentSectionBody({ modify = false, ...props }: PaymentSectionProps) {
  return modify ? <OriginalPayment checkout={props.checkout} /> : <DraftPayment {...props} />
}

/** A draft checkout: the wallet in checkout mode and the automatic payment update. */
function DraftPayment({ checkout, report }: Omit<PaymentSectionProps, 'modify'>) {
  const client = useApiClient()
  const banner = useBanner()
  const navigate = useNavigate()
  const frameOrigin = use(cardFrameOrigin())
  const cardBox = useRef<HTMLDivElement>(null)
  usePrefetchOnIntent(cardBox, loadCardBoxParts)
  const section = usePaymentSection({
    client,
    checkout,
    modify: false,
    ...(report ? { report } : {}),
  })
  const config = useMemo(
    (): WalletScreensConfig => ({
      environment: 'LOCAL',
      appName: 'CLICKLIST',
      tenantName: banner.tenantName,
      bannerDomain: `${banner.id}.example`,
      walletConfig: {
        saveCardOptionEnabled: false,
        showSnapCards: true,
        showGiftCards: true,
        getGiftCardBalances: true,
      },
      uiConfig: { isMyWallet: false },
      cardEntryOrigin: frameOrigin,
      checkoutConfig: { orderInfo: section.orderInfo, checkoutId: checkout.id },
    }),
    [banner, frameOrigin, section.orderInfo, checkout.id],
  )
  // checkout.md §7: the payment page loads the fraud-detection tag with its checkout id.
  const fraudSrc = fraudTagSrc(config)
  useEffect(() => startFraudTag(fraudSrc), [fraudSrc])
  return (
    <>
      <div ref={cardBox} className="checkout-contents">
        <CheckoutCardBox section={section} />
      </div>
      <AddToOrderFailure addToOrder={section.addToOrder} />
      <MountOnOpen open={section.wallet.flyout.open}>
        <WalletFlyout wallet={section.wallet} config={config} />
      </MountOnOpen>
      <MountOnOpen open={section.modal !== undefined}>
        <PaymentUpdateDialog
          modal={section.modal}
          onRetry={section.retryUpdate}
          onRemoveCard={section.removeSnapCard}
          onBackToCart={() => navigate('/cart')}
        />
      </MountOnOpen>
      {section.update.status === 'pending' ? (
        <p role="status">{paymentSectionText.updating}</p>
      ) : null}
    </>
  )
}

/**
 * A card added during checkout that did not reach the order (checkout.md §8 "Add-card
 * retry"): the card stays in the wallet; the alert says why and, when the service may
 * take it on a second try, offers 'Try again'.
 */
function AddToOrderFailure({ addToOrder }: { addToOrder: PaymentSectionState['addToOrder'] }) {
  if (addToOrder.state.status !== 'failed') return null
  const { failure } = addToOrder.state
  return (
    <Alert
      tone="danger"
      description={failure.message}
      {...(failure.retry
        ? { actionLabel: paymentSectionText.tryAgain, onAction: () => void addToOrder.retry() }
        : {})}
      onDismiss={addToOrder.dismiss}
    />
  )
}
