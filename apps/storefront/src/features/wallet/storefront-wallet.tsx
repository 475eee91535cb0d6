import { bannerFetch } from '@aisle/api'
import { signInPathFor } from '@aisle/flows'
import { use, useMemo } from 'react'
import { useBanner } from '../../banner-context'
import { useSessionStore } from '../../session'
import { cardFrameOrigin } from './card-frame-origin'
import type { WalletWidgetConfig } from './wallet-config'
import WalletWidget from './wallet-widget'

/** The storefront as the widget's host: its session, banner and the sandbox's frame origin. */
export default function StorefrontWallet({
  myWallet,
  onClose,
}: {
  myWallet: boolean
  onClose?: () => void
}) {
  const store = useSessionStore()
  const banner = useBanner()
  const frameOrigin = use(cardFrameOrigin())
  const config = useMemo(
    (): WalletWidgetConfig => ({
      environment: 'LOCAL',
      authConfig: {
        type: 'B2C',
        token: () => store.current()?.accessToken,
        getNewToken: () => store.refresh(),
        redirectToSignIn: () => window.location.assign(signInPathFor(window.location)),
      },
      appName: 'CLICKLIST',
      tenantName: banner.tenantName,
      bannerDomain: `${banner.id}.example`,
      walletConfig: {
        saveCardOptionEnabled: false,
        showSnapCards: true,
        showGiftCards: true,
        getGiftCardBalances: true,
        selectDefaultCardOnly: false,
      },
      uiConfig: { isMyWallet: myWallet },
      customerService: banner.customerService,
      // The page's analytics sink: each event as an `aisle:wallet-analytics` window event,
      // for whatever tag manager the page has (and the end-to-end tests) to read.
      analyticsConfig: {
        onEvent: (event) =>
          window.dispatchEvent(new CustomEvent('aisle:wallet-analytics', { detail: event })),
      },
      cardEntryOrigin: frameOrigin,
      fetch: bannerFetch(banner.id),
    }),
    [store, banner, frameOrigin, myWallet],
  )
  return <WalletWidget config={config} openOnLoad={myWallet} {...(onClose ? { onClose } : {})} />
}
