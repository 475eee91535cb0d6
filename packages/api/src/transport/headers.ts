import type { HostApplication } from '../banners/index.js'
import { type RouteName, routes } from '../contracts/routes.js'

/**
 * The header names of the transport rules. The spec names the values, not the
 * headers (wallet-flyout.md §7), so the names are ours; the sandbox reads these.
 */
export const transportHeaders = {
  authorization: 'authorization',
  applicationId: 'x-application-id',
  channel: 'x-channel',
  tenant: 'x-tenant',
  idempotencyKey: 'idempotency-key',
  authType: 'x-payment-auth-type',
  paymentIntentId: 'x-payment-intent-id',
  botTelemetry: 'x-bot-telemetry',
} as const

/**
 * The header that names the banner a call is for (`greenleaf`, `hilltop`, ...): the
 * services, like the sandbox, answer with that banner's data. `createApiClient({ banner })`
 * sends it on every call.
 */
export const BANNER_HEADER = 'x-banner'

/**
 * `fetch` that names the banner on every call, for a host that makes its own calls or
 * hands its own `fetch` to another library. The header is set, replacing any given.
 */
export function bannerFetch(
  banner: string,
  send: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): typeof globalThis.fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set(BANNER_HEADER, banner)
    return send(input, { ...init, headers })
  }
}

/** The channel header's value on every wallet call. */
export const WALLET_CHANNEL = 'WEB'

/** Authentication types (wallet-flyout.md §1). */
export type PaymentAuthType = 'B2C' | 'AX'

/** The wallet's configuration that becomes headers (wallet-flyout.md §1 "Widget configuration"). */
export interface WalletHeaderConfig {
  /** The host application, sent as the application id. */
  appName: HostApplication
  tenant: string
  authType: PaymentAuthType
  /** Sent when set; replaced when the host hands out a new intent. */
  paymentIntentId?: string
  /** The bot-detection telemetry header's value, when the host has one. */
  getBotTelemetry?: () => string | undefined
}

/** Every call to the payment service's wallet, under /payment/v2/wallet. */
export function isWalletRoute(name: RouteName): boolean {
  const path: string = routes[name].path
  return path === '/payment/v2/wallet' || path.startsWith('/payment/v2/wallet/')
}

export function bearerHeader(token: string | undefined): Record<string, string> {
  return token === undefined || token === ''
    ? {}
    : { [transportHeaders.authorization]: `Bearer ${token}` }
}

/** The wallet's headers except the token and idempotency key (wallet-flyout.md §7). */
export function walletHeaders(
  config: WalletHeaderConfig,
  paymentIntentId: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    [transportHeaders.applicationId]: config.appName,
    [transportHeaders.channel]: WALLET_CHANNEL,
    [transportHeaders.tenant]: config.tenant,
    [transportHeaders.authType]: config.authType,
  }
  if (paymentIntentId !== undefined && paymentIntentId !== '') {
    headers[transportHeaders.paymentIntentId] = paymentIntentId
  }
  const telemetry = config.getBotTelemetry?.()
  if (telemetry !== undefined && telemetry !== '')
    headers[transportHeaders.botTelemetry] = telemetry
  return headers
}
