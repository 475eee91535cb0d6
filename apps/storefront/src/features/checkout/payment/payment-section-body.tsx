import { paymentSectionText, usePaymentSection } from '@aisle/flows'
import { use, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { useApiClient } from '../../../api-client'
import { useBanner } from '../../../banner-context'
import { cardFrameOrigin } from '../../wallet/card-frame-origin'
import type { WalletScreensConfig } from '../../wallet/wallet-config'
import { WalletFlyout } from '../../wallet/wallet-widget'
import { CheckoutCardBox } from './checkout-card-box'
import { OriginalPayment } from './original-payment'
import type { PaymentSectionProps } from './payment-section'
import { PaymentUpdateDialog } from './payment-update-dialog'

export default function PaymentSectionBody({ modify = false, ...props }: PaymentSectionProps) {
  return modify ? <OriginalPayment checkout={props.checkout} /> : <DraftPayment {...props} />
}

/** A draft checkout: the wallet in checkout mode and the automatic payment update. */
function DraftPayment({
  checkout,
  onPendingChange,
  onReadyChange,
}: Omit<PaymentSectionProps, 'modify'>) {
  const client = useApiClient()
  const banner = useBanner()
  const navigate = useNavigate()
  const frameOrigin = use(cardFrameOrigin())
  const section = usePaymentSection({
    client,
    checkout,
    modify: false,
    ...(onPendingChange ? { onPendingChange } : {}),
    ...(onReadyChange ? { onReadyChange } : {}),
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
      checkoutConfig: { orderInfo: section.orderInfo },
    }),
    [banner, frameOrigin, section.orderInfo],
  )
  return (
    <>
      <CheckoutCardBox section={section} />
      <WalletFlyout wallet={section.wallet} config={config} />
      <PaymentUpdateDialog
        modal={section.modal}
        onRetry={section.retryUpdate}
        onRemoveCard={section.removeSnapCard}
        onBackToCart={() => navigate('/cart')}
      />
      {section.update.status === 'pending' ? (
        <p role="status">{paymentSectionText.updating}</p>
      ) : null}
    </>
  )
}
