import type { MessageKey } from './messages.js'

/** Purchase decline codes (account-area.md §8 "Payment"). */
export const purchaseDeclineCodes = [
  'TRANSACTION_DECLINED',
  'MAX_PIN_TRIES_EXCEEDED',
  'INSUFFICIENT_FUNDS',
  'INVALID_PIN',
  'INVALID_CARD_NUMBER',
  'CARD_LOST_OR_STOLEN',
  'FRAUD_REJECTION',
  'CARD_USE_EXCEEDED',
  'DUPLICATE_TRANSACTION',
  'CARD_NETWORK_SYSTEM_ERROR',
  'NO_MATCH_FOR_REVERSAL',
  'CARD_OR_PIN_ALREADY_ACTIVE',
  'CARD_OR_PIN_NOT_ACTIVE',
  'INSUFFICIENT_CREDIT',
  'BANK_DECLINE',
  'CARD_EXPIRED',
  'REQUEST_STILL_PROCESSING',
] as const
export type PurchaseDeclineCode = (typeof purchaseDeclineCodes)[number]

export function isPurchaseDeclineCode(code: unknown): code is PurchaseDeclineCode {
  return typeof code === 'string' && (purchaseDeclineCodes as readonly string[]).includes(code)
}

/**
 * A purchase failure shows the default payment error, title 'Processing Error'
 * (account-area.md §8). The spec lists the decline codes without a text of their
 * own, so every code gets the default.
 */
export function purchaseErrorFor(_code: string | undefined): {
  title: MessageKey
  message: MessageKey
} {
  return { title: 'processingErrorTitle', message: 'processingError' }
}

/** Error code of the payment error page in the modify flow (checkout.md §2, §8). */
export const MODIFY_CANCELED_ERROR_CODE = 'RV9547'

/** A 409 on a checkout update: the order changed on another device (checkout.md §8). */
export function checkoutUpdateErrorKey(status: number): MessageKey {
  return status === 409 ? 'orderUpdatedElsewhere' : 'checkoutTechnicalDifficulties'
}

/** Promo apply and remove failures (checkout.md §8). */
export function promoFailureKey(action: 'Add' | 'Remove'): MessageKey {
  return action === 'Add' ? 'promoApplyFailed' : 'promoRemoveFailed'
}

/** Tip failures: a chosen tip, or a custom amount (checkout.md §8). */
export function tipFailureKey(kind: 'tip' | 'customAmount'): MessageKey {
  return kind === 'tip' ? 'tipUpdateFailed' : 'tipAmountUpdateFailed'
}

export interface PinEntryOutcome {
  message: MessageKey
  /** Code 75 locks entry; the heading reads 'Too Many PIN Attempts'. */
  locked: boolean
  /** Codes 884, 885 and 889 also raise a customer-facing service error event. */
  reportAsServiceError: boolean
}

/** SNAP EBT PIN entry codes (checkout.md §8, wallet-flyout.md §8). */
export function pinEntryOutcome(code: string | number | undefined): PinEntryOutcome {
  const c = code === undefined ? '' : String(code)
  if (c === '75') return { message: 'pinLocked', locked: true, reportAsServiceError: false }
  if (c === '55' || c === '893' || c === '894') {
    return { message: 'invalidPin', locked: false, reportAsServiceError: false }
  }
  const reportAsServiceError = c === '884' || c === '885' || c === '889'
  return { message: 'pinNotVerified', locked: false, reportAsServiceError }
}

const cardEntryCodes: Partial<Record<string, MessageKey>> = {
  '871': 'cardEntryInvalidCard',
  '876': 'cardEntryInvalidCard',
  '872': 'cardEntryNumberTooShort',
  '873': 'cardEntryNumberTooLong',
  '874': 'cardEntryNumberNotNumeric',
  '881': 'cardEntryInvalidCvv',
  '882': 'cardEntryCvvTooShort',
  '883': 'cardEntryCvvTooLong',
}

/** Secure card-entry response codes (wallet-flyout.md §5); `undefined` for a generic error. */
export function cardEntryMessageKey(code: string | number): MessageKey | undefined {
  return cardEntryCodes[String(code)]
}

/** 881 and 882 mean a bad security code, which only enlarges the field (wallet-flyout.md §4). */
export function isBadSecurityCode(code: string | number): boolean {
  return String(code) === '881' || String(code) === '882'
}
