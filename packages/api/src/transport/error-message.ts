import type { RouteName } from '../contracts/routes.js'
import { type MessageContext, messageFor } from '../errors/index.js'
import { MissingMessageVariableError, messages } from '../errors/messages.js'
import { MISSING_VERSION_KEY_CODE, missingVersionKeyMessage } from '../errors/version-key.js'
import type { WalletOperation } from '../errors/wallet.js'
import type { ApiErrorKind } from './api-error.js'

/** The wallet calls and the operation whose messages they use (wallet-flyout.md §8). */
const walletOperations: Partial<Record<RouteName, WalletOperation>> = {
  wallet: 'getCards',
  addWalletCard: 'addCard',
  editWalletCard: 'editCard',
  setDefaultCard: 'setPreferred',
  deleteWalletCard: 'deleteCard',
  billingAddresses: 'getBilling',
  updateBillingAddress: 'updateBilling',
  ebtBalance: 'ebtBalance',
  giftCardBalance: 'giftBalance',
}

export function walletOperationOf(route: RouteName): WalletOperation | undefined {
  return walletOperations[route]
}

/** The address calls whose failures use the address catalogue (account-area.md §8). */
const addressRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'legacyAddresses',
  'legacyAddAddress',
  'legacyUpdateAddress',
  'legacyRemoveAddress',
  'addresses',
  'addAddress',
  'updateAddress',
  'removeAddress',
])

export interface FailureFacts {
  kind: ApiErrorKind
  status: number
  code?: string
  reason?: string
}

/**
 * The catalogue text of a failed call. Wallet calls follow wallet-flyout.md §8 (by
 * status, then the operation's default, which is also what a malformed answer
 * shows); address calls account-area.md §8; other calls the generic texts. Screens
 * with their own wording (checkout.md §8) choose it from `status` and `code`.
 * A text that needs `{phone}` when none was configured falls back to the generic
 * form error rather than showing a placeholder or throwing.
 */
export function messageOfFailure(
  route: RouteName,
  failure: FailureFacts,
  context: MessageContext = {},
): string {
  try {
    return catalogueText(route, failure, context)
  } catch (error) {
    if (error instanceof MissingMessageVariableError) return messages.formError
    throw error
  }
}

function catalogueText(route: RouteName, failure: FailureFacts, context: MessageContext): string {
  const operation = walletOperationOf(route)
  switch (failure.kind) {
    case 'network':
      return messages.offline
    case 'unauthenticated':
      return operation === undefined ? messages.sessionExpired : messages.sessionExpiredLogIn
  }
  if (failure.kind === 'malformed' && failure.code === MISSING_VERSION_KEY_CODE) {
    return missingVersionKeyMessage
  }
  if (operation !== undefined) {
    const { status, code, reason } = failure
    return messageFor({ area: 'wallet', operation, status, code, reason }, context)
  }
  if (failure.kind === 'timeout') return messages.technicalDifficultiesTryLater
  if (failure.kind === 'http' && addressRoutes.has(route)) {
    return messageFor({ area: 'address', status: failure.status, code: failure.code }, context)
  }
  return messages.formError
}
