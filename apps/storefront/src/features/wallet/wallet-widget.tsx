import type { IFRAME_LOAD_ERROR, WalletGroups } from '@aisle/api'
import {
  type CardAction,
  createWalletServices,
  useWallet,
  type WalletSelection,
  type WalletState,
  type WalletTimer,
  walletText,
} from '@aisle/flows'
import { Button, Flyout, Inline, Portal, Spinner } from '@aisle/ui'
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { usePrefetchOnIntent } from '../../prefetch-on-intent'
import { fraudTagSrc, startFraudTag } from './fraud-tag'
import { WalletCardBox } from './wallet-card-box'
import { WalletCardList } from './wallet-card-list'
import {
  type WalletScreensConfig,
  type WalletUiEvent,
  type WalletWidgetConfig,
  walletClientOf,
} from './wallet-config'
import { loadWalletScreens, WalletFormScreen } from './wallet-parts'

export interface WalletWidgetProps {
  config: WalletWidgetConfig
  /** Opens the flyout once the cards are in (the /mywallet link). @default false */
  openOnLoad?: boolean
  /** Called when the flyout closes. */
  onClose?: () => void
  /** The checkout's selection after Confirm or Remove (checkout mode). */
  onSelectionChange?: (selection: WalletSelection, groups: WalletGroups) => void
  /** Tests and stories hand in a timer for the 5 s success banner. */
  timer?: WalletTimer
}

/**
 * The payment wallet widget (wallet-flyout.md): the card box on the host page in
 * checkout mode, and the flyout. Self-contained: it makes its own service client from
 * the host configuration, so any host page can mount it.
 */
export default function WalletWidget({
  config,
  openOnLoad = false,
  onClose,
  onSelectionChange,
  timer,
}: WalletWidgetProps) {
  const client = useMemo(() => walletClientOf(config), [config])
  const services = useMemo(
    () =>
      createWalletServices(client, {
        showSnapCards: config.walletConfig.showSnapCards ?? false,
        showGiftCards: config.walletConfig.showGiftCards ?? false,
        getGiftCardBalances: config.walletConfig.getGiftCardBalances ?? false,
      }),
    [client, config.walletConfig],
  )
  const mode = config.uiConfig.isMyWallet ? 'my-wallet' : 'checkout'
  const emit = (event: Omit<WalletUiEvent, 'componentName' | 'usageContext'>) =>
    config.analyticsConfig?.onEvent({ componentName: 'wallet', usageContext: mode, ...event })
  const wallet = useWallet({
    services,
    appName: config.appName,
    mode,
    walletConfig: config.walletConfig,
    ...(config.checkoutConfig === undefined ? {} : { orderInfo: config.checkoutConfig.orderInfo }),
    ...(config.checkoutConfig?.getEbtCardPaymentTotal === undefined
      ? {}
      : { getEbtCardPaymentTotal: config.checkoutConfig.getEbtCardPaymentTotal }),
    ...(onSelectionChange === undefined ? {} : { onSelectionChange }),
    ...(timer === undefined ? {} : { timer }),
  })

  const opened = useRef(false)
  useEffect(() => {
    if (openOnLoad && !opened.current && wallet.load.status !== 'loading') {
      opened.current = true
      wallet.open()
    }
  })
  // §3 analytics: START_NAVIGATE is the shopper starting a navigation in the wallet, each
  // opening of the flyout (with the page, from the card box, the card box's Check Balance),
  // naming the screen it opens on.
  const wasOpen = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening and closing
  useEffect(() => {
    if (wasOpen.current && !wallet.flyout.open) onClose?.()
    if (!wasOpen.current && wallet.flyout.open) {
      emit({ event: 'START_NAVIGATE', formName: wallet.flyout.screen })
    }
    wasOpen.current = wallet.flyout.open
  }, [wallet.flyout.open, onClose])

  // §3 analytics: UPDATE_PAYMENT_METHOD on each success.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per success banner
  useEffect(() => {
    const kind = wallet.flyout.success
    if (kind === undefined) return
    emit({
      event: 'UPDATE_PAYMENT_METHOD',
      updateType: kind === 'added' ? 'add' : kind === 'deleted' ? 'delete' : 'edit',
    })
  }, [wallet.flyout.success])

  return (
    <>
      {mode === 'checkout' ? <WalletCardBox wallet={wallet} config={config} /> : null}
      <WalletFlyout
        wallet={wallet}
        config={config}
        onAbandon={(formName) => emit({ event: 'FORM_FIELD_ABANDONMENT', formName })}
        onFrameError={(error) =>
          config.analyticsConfig?.onEvent({
            componentName: 'wallet',
            usageContext: mode,
            type: 'CUSTOMER_FACING_SERVICE_ERROR',
            errors: [{ errorCategory: 'CUSTOMER_FACING_SERVICE_ERROR', ...error }],
          })
        }
        onValidationErrors={(formName, descriptions) => {
          // §5: validation errors are user-constraint errors, by description only.
          for (const errorDescription of descriptions) {
            config.analyticsConfig?.onEvent({
              componentName: 'wallet',
              usageContext: mode,
              formName,
              type: 'USER_CONSTRAINT_ERROR',
              errors: [
                {
                  errorCategory: 'USER_CONSTRAINT_ERROR',
                  errorDescription,
                  errorEndpoint: '',
                  errorResponseCode: '',
                },
              ],
            })
          }
        }}
      />
    </>
  )
}

/**
 * The flyout of a wallet state (wallet-flyout.md §2): its screens, header and footer.
 * A host that keeps its own card box (the checkout's payment section) mounts it beside it.
 */
export function WalletFlyout({
  wallet,
  config,
  onAbandon,
  onFrameError,
  onValidationErrors,
}: {
  wallet: WalletState
  config: WalletScreensConfig
  /** The shopper left the add or edit form without success (FORM_FIELD_ABANDONMENT). */
  onAbandon?: (formName: string) => void
  /** A card-entry frame did not load in time (§7 "Iframe load failure"). */
  onFrameError?: (error: typeof IFRAME_LOAD_ERROR) => void
  /** A card form's validation errors (§5: reported as user-constraint errors). */
  onValidationErrors?: (formName: string, descriptions: string[]) => void
}) {
  // WAI-ARIA dialog pattern: on close, focus returns to what opened the flyout; opened
  // with the page (the /mywallet link), to the page's heading.
  const opener = useRef<HTMLElement | null>(null)
  const captured = useRef(false)
  const open = wallet.flyout.open
  if (open && !captured.current && typeof document !== 'undefined') {
    captured.current = true
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }
  useEffect(() => {
    if (open) return
    if (!captured.current) return
    captured.current = false
    const first = opener.current
    opener.current = null
    // The host may have drawn its opener again meanwhile (the card box after Confirm):
    // then the button of the same text, else the page's heading.
    const find = (): HTMLElement | null => {
      if (first?.isConnected) return first
      const text = first?.textContent?.trim()
      const again = text
        ? [...document.querySelectorAll<HTMLElement>('button, a')].find(
            (el) => el.textContent?.trim() === text && !el.closest('[role="dialog"]'),
          )
        : undefined
      return again ?? null
    }
    let tries = 0
    const focus = () => {
      // Opened again meanwhile: the flyout keeps its focus.
      if (document.querySelector('[role="dialog"][data-state="open"]')) return
      const target = find()
      if (target === null && tries < 10) {
        tries += 1
        setTimeout(focus, 50)
        return
      }
      const heading = target ?? document.querySelector<HTMLElement>('main h1, h1')
      if (heading === null) return
      if (target === null) heading.tabIndex = -1
      heading.focus()
    }
    // After the flyout's own focus handling has run; not cancelled when the host unmounts
    // the widget on close (the /mywallet link), so focus still lands on the page.
    setTimeout(focus, 0)
  }, [open])
  // §4: the fraud-detection tag loads on the first open (never for pharmacy, §6); the
  // payment page may have started it already with its checkout id.
  const fraudSrc = fraudTagSrc(config)
  useEffect(() => {
    if (open) startFraudTag(fraudSrc)
  }, [open, fraudSrc])
  return (
    <Flyout.Root
      open={wallet.flyout.open}
      onOpenChange={({ open }) => {
        if (!open) wallet.exit()
      }}
    >
      <Portal
        {...(config.flyoutDiv === undefined ? {} : { container: { current: config.flyoutDiv } })}
      >
        <Flyout.Backdrop />
        <Flyout.Positioner>
          <Flyout.Content>
            <FlyoutScreens
              wallet={wallet}
              config={config}
              onAbandon={(formName) => onAbandon?.(formName)}
              {...(onFrameError === undefined ? {} : { onFrameError })}
              {...(onValidationErrors === undefined ? {} : { onValidationErrors })}
            />
          </Flyout.Content>
        </Flyout.Positioner>
      </Portal>
    </Flyout.Root>
  )
}

function FlyoutScreens({
  wallet,
  config,
  onAbandon,
  onFrameError,
  onValidationErrors,
}: {
  wallet: WalletState
  config: WalletScreensConfig
  onAbandon: (form: string) => void
  onFrameError?: (error: typeof IFRAME_LOAD_ERROR) => void
  onValidationErrors?: (formName: string, descriptions: string[]) => void
}) {
  const { screen } = wallet.flyout
  const body = useRef<HTMLDivElement>(null)
  usePrefetchOnIntent(body, loadWalletScreens)
  // WAI-ARIA dialog pattern: each new screen moves focus to its title, so it is read
  // out and Tab starts from the top of the screen (never lost on the body).
  const header = useRef<HTMLDivElement>(null)
  const shown = useRef(screen)
  useEffect(() => {
    if (shown.current === screen) return
    shown.current = screen
    header.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [screen])
  const onBack = () => {
    if (screen === 'ADD_CARD' || screen === 'EDIT_CARD') onAbandon(screen)
    wallet.back()
  }
  const onAction = (card: Parameters<WalletState['toggle']>[0], action: CardAction) => {
    if (action === 'makePreferred') void wallet.makePreferred(card)
    else
      wallet.go({
        type: 'go',
        screen: action === 'edit' ? 'EDIT_CARD' : 'DELETE_CARD',
        cardId: card.id,
      })
  }
  return (
    <>
      <Flyout.Header ref={header}>
        {wallet.header.back ? <Flyout.BackTrigger onClick={onBack} /> : null}
        <Flyout.Title tabIndex={-1}>{wallet.title}</Flyout.Title>
        {wallet.header.close ? <Flyout.CloseTrigger /> : null}
      </Flyout.Header>
      <Flyout.Body ref={body}>
        <Suspense fallback={<Spinner label="Loading" />}>
          {screen === 'CARD_LIST' ? (
            <WalletCardList wallet={wallet} config={config} onAction={onAction} />
          ) : (
            <WalletFormScreen
              wallet={wallet}
              config={config}
              {...(onFrameError === undefined ? {} : { onFrameError })}
              {...(onValidationErrors === undefined ? {} : { onValidationErrors })}
            />
          )}
        </Suspense>
      </Flyout.Body>
      {screen === 'CARD_LIST' ? (
        <Flyout.Footer>
          <Inline justify="end">
            {config.uiConfig.isMyWallet ? (
              <Button onClick={wallet.close}>{walletText.close}</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={wallet.cancel}>
                  {walletText.cancel}
                </Button>
                <Button onClick={wallet.confirm}>{walletText.confirm}</Button>
              </>
            )}
          </Inline>
        </Flyout.Footer>
      ) : null}
    </>
  )
}
