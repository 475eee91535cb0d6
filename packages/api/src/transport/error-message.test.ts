import { describe, expect, it } from 'vitest'
import { messages } from '../errors/messages.js'
import { messageOfFailure, walletOperationOf } from './error-message.js'

const phone = '1-800-555-0100'

describe('catalogue messages of failed calls', () => {
  it('maps each wallet call to its operation (wallet-flyout.md §8 "Per-operation defaults")', () => {
    expect(walletOperationOf('wallet')).toBe('getCards')
    expect(walletOperationOf('setDefaultCard')).toBe('setPreferred')
    expect(walletOperationOf('profile')).toBeUndefined()
  })

  it('uses the wallet table by status, then the default (wallet-flyout.md §8)', () => {
    expect(messageOfFailure('addWalletCard', { kind: 'http', status: 409 })).toBe(
      messages.cardAlreadyInWallet,
    )
    expect(messageOfFailure('deleteWalletCard', { kind: 'http', status: 500 }, { phone })).toBe(
      messages.deleteCardDefault.replace('{phone}', phone),
    )
  })

  it('never shows {phone} nor throws when no number is configured', () => {
    expect(messageOfFailure('wallet', { kind: 'timeout', status: 408 })).toBe(messages.formError)
  })

  it('uses the address catalogue for address calls (account-area.md §8)', () => {
    expect(
      messageOfFailure('legacyAddAddress', {
        kind: 'http',
        status: 404,
        code: 'ADDRESS_NOT_FOUND',
      }),
    ).toBe(messages.addressNotFound)
  })

  it('uses the session, offline and generic texts elsewhere (checkout.md §8, account-area.md §8)', () => {
    expect(messageOfFailure('checkout', { kind: 'unauthenticated', status: 403 })).toBe(
      messages.sessionExpired,
    )
    expect(messageOfFailure('checkout', { kind: 'network', status: 0 })).toBe(messages.offline)
    expect(messageOfFailure('checkout', { kind: 'timeout', status: 408 })).toBe(
      messages.technicalDifficultiesTryLater,
    )
    expect(messageOfFailure('checkout', { kind: 'http', status: 500 })).toBe(messages.formError)
  })
})
