import {
  type AnalyticsErrorEvent,
  type ApiClient,
  type BannerRecord,
  createApiClient,
  type HostApplication,
  type PaymentAuthType,
} from '@aisle/api'
import type { WalletConfig, WalletLocation, WalletOrderInfo } from '@aisle/flows'

export type WalletEnvironment = 'PROD' | 'STAGE' | 'TEST' | 'LOCAL'

/** The widget's configuration, supplied by the host page (wallet-flyout.md §1). */
export interface WalletWidgetConfig {
  environment: WalletEnvironment
  paymentIntentId?: string
  authConfig: {
    type: PaymentAuthType
    /** The bearer token, or a getter for the current one. */
    token: string | (() => string | undefined)
    getNewToken: () => Promise<string | undefined>
    redirectToSignIn: () => void
  }
  /** The element the flyout attaches to. @default document.body */
  flyoutDiv?: HTMLElement
  appName: HostApplication
  tenantName: string
  bannerDomain: string
  walletConfig: WalletConfig
  locationData?: WalletLocation
  checkoutConfig?: {
    orderInfo: WalletOrderInfo
    getEbtCardPaymentTotal?: () => number
    getNewPaymentIntent?: () => Promise<string | undefined>
    checkoutId?: string
  }
  analyticsConfig?: { onEvent: (event: AnalyticsErrorEvent | WalletUiEvent) => void }
  uiConfig: {
    isMyWallet: boolean
    hideCardBoxTitle?: boolean
    hideChangePaymentLink?: boolean
    hideNoCardsMessage?: boolean
    hidePaymentSummary?: boolean
    /** The card box's optional payment-summary text. */
    paymentSummary?: string
  }
  /** The customer-service numbers of the banner (the number depends on the host application, §8). */
  customerService: BannerRecord['customerService']
  /** The hosted card-entry frame's origin (the card processor's; the sandbox's second port). */
  cardEntryOrigin: string | undefined
  /** The transport under the client (a host may add its own headers). @default fetch */
  fetch?: typeof fetch
}

/** What the flyout's screens read of the configuration (the services come with the wallet state). */
export type WalletScreensConfig = Pick<
  WalletWidgetConfig,
  | 'environment'
  | 'appName'
  | 'tenantName'
  | 'bannerDomain'
  | 'walletConfig'
  | 'locationData'
  | 'uiConfig'
  | 'cardEntryOrigin'
  | 'flyoutDiv'
  | 'checkoutConfig'
>

/** A UI analytics event (wallet-flyout.md §3 "Analytic events"). */
export interface WalletUiEvent {
  event: 'START_NAVIGATE' | 'FORM_FIELD_ABANDONMENT' | 'UPDATE_PAYMENT_METHOD'
  componentName: 'wallet'
  formName?: string
  usageContext: 'checkout' | 'my-wallet'
  paymentMethod?: string
  updateType?: 'add' | 'edit' | 'delete'
}

/**
 * The payment service's host, from environment, tenant and banner domain (§7). LOCAL is
 * the page's own origin (the sandbox); the others follow the hosts' naming.
 */
export function walletServiceBaseUrl(
  environment: WalletEnvironment,
  tenantName: string,
  bannerDomain: string,
): string {
  if (environment === 'LOCAL') return ''
  const prefix = environment === 'PROD' ? '' : `${environment.toLowerCase()}-`
  return `https://${prefix}${tenantName}.payments.${bannerDomain}`
}

/** The widget's own service client: every transport rule of §7 with the wallet's headers. */
export function walletClientOf(config: WalletWidgetConfig): ApiClient {
  const { authConfig } = config
  const phone =
    config.customerService.byHostApplication[config.appName]?.display ??
    config.customerService.default.display
  const onEvent = config.analyticsConfig?.onEvent
  return createApiClient({
    baseUrl: walletServiceBaseUrl(config.environment, config.tenantName, config.bannerDomain),
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
    getToken: () =>
      typeof authConfig.token === 'function' ? authConfig.token() : authConfig.token,
    getNewToken: authConfig.getNewToken,
    redirectToSignIn: authConfig.redirectToSignIn,
    wallet: {
      appName: config.appName,
      tenant: config.tenantName,
      authType: authConfig.type,
      ...(config.paymentIntentId === undefined ? {} : { paymentIntentId: config.paymentIntentId }),
    },
    ...(config.checkoutConfig?.getNewPaymentIntent === undefined
      ? {}
      : { getNewPaymentIntent: config.checkoutConfig.getNewPaymentIntent }),
    ...(onEvent === undefined ? {} : { onAnalyticsError: onEvent }),
    messageContext: { phone, host: config.appName },
  })
}
