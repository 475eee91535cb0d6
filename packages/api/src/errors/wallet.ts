import type { HostApplication } from '../banners/index.js'
import type { MessageKey } from './messages.js'

/** The wallet calls whose failures have their own default text (wallet-flyout.md §8). */
export type WalletOperation =
  | 'getCards'
  | 'addCard'
  | 'editCard'
  | 'setPreferred'
  | 'deleteCard'
  | 'getBilling'
  | 'updateBilling'
  | 'ebtBalance'
  | 'giftBalance'

export interface WalletFailure {
  /** The response's errors.statusCode; a timeout (ECONNABORTED) is 408. */
  status: number
  code?: string | number
  reason?: string
  operation: WalletOperation
}

/** wallet-flyout.md §8 "By status": 400 with this reason. */
export const EBT_CARD_EXISTS_REASON = 'EBT card already exists'
/** wallet-flyout.md §7: a 404 with this reason asks the host for a new payment intent. */
export const PAYMENT_INTENT_NOT_FOUND_REASON = 'Could not find the requested payment intent.'
/** wallet-flyout.md §7 "Client behaviour on responses". */
export const WALLET_TIMEOUT_MS = 10_000
export const WALLET_MAX_RETRIES = 5
/** wallet-flyout.md §7: an iframe that fails to load is reported with these values. */
export const IFRAME_LOAD_ERROR = {
  errorDescription: 'Error loading eProtect iframes.',
  errorEndpoint: 'No relevant value.',
  errorResponseCode: '-1',
} as const

const operationDefaults: Record<WalletOperation, MessageKey> = {
  getCards: 'getCardsDefault',
  addCard: 'addCardDefault',
  editCard: 'updateCardDefault',
  setPreferred: 'updateCardDefault',
  deleteCard: 'deleteCardDefault',
  getBilling: 'getBillingDefault',
  updateBilling: 'updateBillingDefault',
  ebtBalance: 'ebtBalanceDefault',
  giftBalance: 'giftBalanceDefault',
}

const status402: Partial<Record<string, MessageKey>> = {
  RV62751: 'addressIssueRV62751',
  RV32937: 'cardIssueRV32937',
  GIFT_CARD_ZERO_BALANCE: 'giftCardZeroBalance',
}

const status422: Partial<Record<string, MessageKey>> = {
  KC2617: 'paymentInfoInvalidKC2617',
  RV72632: 'contactCustomerServiceRV72632',
  GIFT_CARD_LIMIT_REACHED: 'giftCardLimitReached',
}

/** The message of a failed wallet call (wallet-flyout.md §8, in its table's order). */
export function walletMessageKey(failure: WalletFailure, host?: HostApplication): MessageKey {
  const code = failure.code === undefined ? undefined : String(failure.code)
  switch (failure.status) {
    case 408:
      return host === 'MEMBERSHIP' ? 'walletTimeoutMembership' : 'walletTimeout'
    case 400:
      if (failure.reason === EBT_CARD_EXISTS_REASON) return 'oneSnapCardOnly'
      break
    case 401:
      return 'sessionExpiredLogIn'
    case 402:
      if (failure.operation === 'ebtBalance') {
        if (code === '55') return 'invalidPin'
        if (code === '75') return 'pinLocked'
        return 'ebtBalanceDefault'
      }
      return (code === undefined ? undefined : status402[code]) ?? 'walletCardDeclined'
    case 409:
      return 'cardAlreadyInWallet'
    case 422: {
      const key = code === undefined ? undefined : status422[code]
      if (key !== undefined) return key
      break
    }
  }
  return operationDefaults[failure.operation]
}

/** 4xx is a user-constraint error, 5xx a customer-facing service error (wallet-flyout.md §7). */
export function analyticsCategoryOf(
  status: number,
): 'USER_CONSTRAINT_ERROR' | 'CUSTOMER_FACING_SERVICE_ERROR' | undefined {
  if (status >= 400 && status < 500) return 'USER_CONSTRAINT_ERROR'
  if (status >= 500) return 'CUSTOMER_FACING_SERVICE_ERROR'
  return undefined
}

/** ECONNABORTED is treated as status 408 (wallet-flyout.md §7). */
export function statusOfTransportError(error: {
  code?: string
  status?: number
}): number | undefined {
  return error.code === 'ECONNABORTED' ? 408 : error.status
}
