import type { HostApplication } from '../banners/index.js'
import { addressFailure } from './address.js'
import { type MessageKey, messages, renderMessage } from './messages.js'
import { cardEntryMessageKey, pinEntryOutcome } from './payment.js'
import { type WalletFailure, walletMessageKey } from './wallet.js'

export * from './address.js'
export * from './messages.js'
export * from './payment.js'
export * from './scheduling.js'
export * from './version-key.js'
export * from './wallet.js'

/** A failure, tagged by the catalogue that explains it. */
export type Failure =
  | ({ area: 'wallet' } & WalletFailure)
  | { area: 'address'; status?: number; code?: string; offline?: boolean }
  | { area: 'pin'; code?: string | number }
  | { area: 'cardEntry'; code: string | number }
  | { area: 'addressValidation'; withCustomerService?: boolean }

export interface MessageContext {
  /** The customer-service number for `{phone}` (of the banner, host application or vendor). */
  phone?: string
  host?: HostApplication
}

/** Fill a message, throwing when `{phone}` is needed and missing. */
function fill(key: MessageKey, context: MessageContext): string {
  return renderMessage(key, context.phone === undefined ? {} : { phone: context.phone })
}

/**
 * The text a shopper sees for a failure, placeholders filled:
 * `messageFor({ area: 'wallet', status: 402, operation: 'addCard' }, { phone })`.
 * Unknown address codes and generic card-entry codes give the generic form error.
 */
export function messageFor(failure: Failure, context: MessageContext = {}): string {
  switch (failure.area) {
    case 'wallet':
      return fill(walletMessageKey(failure, context.host), context)
    case 'address': {
      const result = addressFailure(failure)
      return fill(result.kind === 'message' ? result.key : 'technicalDifficultiesTryLater', context)
    }
    case 'pin':
      return fill(pinEntryOutcome(failure.code).message, context)
    case 'cardEntry':
      return fill(cardEntryMessageKey(failure.code) ?? 'invalidCardInformation', context)
    case 'addressValidation': {
      const text = messages.addressValidationFailed
      return failure.withCustomerService === true
        ? `${text} ${fill('addressValidationPersists', context)}`
        : text
    }
  }
}
