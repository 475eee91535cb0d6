import { describe, expect, it } from 'vitest'
import { messageFor } from './index.js'
import { formatMessage } from './messages.js'
import {
  analyticsCategoryOf,
  statusOfTransportError,
  type WalletFailure,
  type WalletOperation,
  walletMessageKey,
} from './wallet.js'

const phone = '1-800-555-0100'
const add = (status: number, extra: Partial<WalletFailure> = {}): WalletFailure => ({
  status,
  operation: 'addCard',
  ...extra,
})

describe('wallet messages by status (wallet-flyout.md §8 "By status")', () => {
  it.each([
    [
      add(400, { reason: 'EBT card already exists' }),
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    ],
    [add(401), 'It looks like your session has expired. Please log in again to continue.'],
    [add(402, { operation: 'ebtBalance', code: 55 }), 'Invalid PIN, please try again.'],
    [
      add(402, { operation: 'ebtBalance', code: '75' }),
      'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
    ],
    [
      add(402, { operation: 'ebtBalance', code: '99' }),
      "We couldn't retrieve your SNAP EBT card balance. Please try again.",
    ],
    [
      add(402, { code: 'RV62751' }),
      'There was an issue with your address, please verify your information. (Error code: RV62751)',
    ],
    [
      add(402, { code: 'RV32937' }),
      'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
    ],
    [add(402, { code: 'GIFT_CARD_ZERO_BALANCE' }), 'You cannot add a Gift Card with a $0 balance.'],
    [
      add(402, { code: 'OTHER' }),
      "We're sorry, but your card has been declined. Please check all fields and try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    ],
    [
      add(409),
      'The card you are trying to add is already in your wallet, please add a different card.',
    ],
    [
      add(422, { code: 'KC2617' }),
      'Your payment information is invalid. Please check your card information, use a different card, contact your credit card provider, or contact Customer Service at 1-800-555-0100.',
    ],
    [
      add(422, { code: 'RV72632' }),
      'Please Contact the Customer Service Center at 1-800-555-0100 (Error Code: RV72632)',
    ],
    [
      add(422, { code: 'GIFT_CARD_LIMIT_REACHED' }),
      'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    ],
  ])('%o', (failure, text) => {
    expect(messageFor({ area: 'wallet', ...failure }, { phone })).toBe(text)
  })
  it('keeps the reason check exact: another 400 reason falls to the operation default', () => {
    expect(walletMessageKey(add(400, { reason: 'ebt card already exists' }))).toBe('addCardDefault')
  })
})

describe('timeouts (wallet-flyout.md §8 "Timeouts (408)", §7)', () => {
  it('uses the membership wording for the MEMBERSHIP host', () => {
    expect(messageFor({ area: 'wallet', ...add(408) }, { phone, host: 'CLICKLIST' })).toBe(
      "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    )
    expect(messageFor({ area: 'wallet', ...add(408) }, { phone, host: 'MEMBERSHIP' })).toBe(
      "We're currently experiencing technical difficulties. Please try again or contact Customer Service at 1-800-555-0100.",
    )
  })
  it('treats ECONNABORTED as 408', () => {
    expect(statusOfTransportError({ code: 'ECONNABORTED' })).toBe(408)
    expect(statusOfTransportError({ status: 500 })).toBe(500)
  })
  it('refuses to show a message that needs {phone} without one', () => {
    expect(() => messageFor({ area: 'wallet', ...add(408) })).toThrow('{phone}')
  })
})

describe('per-operation defaults (wallet-flyout.md §8)', () => {
  const defaults: [WalletOperation, string][] = [
    [
      'addCard',
      "We're sorry, but we weren't able to add your card. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    ],
    [
      'editCard',
      "We're sorry, but we weren't able to update your card. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    ],
    [
      'setPreferred',
      "We're sorry, but we weren't able to update your card. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    ],
    [
      'getCards',
      'There was a problem retrieving your cards, please retry. If the problem persists, please contact Customer Service at 1-800-555-0100.',
    ],
    [
      'deleteCard',
      'There was a problem deleting your card, please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.',
    ],
    ['getBilling', "We couldn't load your saved address at this time . Please add a new address."],
    ['updateBilling', "We're sorry, but we weren't able to save your address. Please try again."],
    ['ebtBalance', "We couldn't retrieve your SNAP EBT card balance. Please try again."],
    ['giftBalance', "We couldn't retrieve your gift card's balance. Please try again."],
  ]
  it.each(defaults)('%s on a 500', (operation, text) => {
    expect(messageFor({ area: 'wallet', status: 500, operation }, { phone })).toBe(text)
  })
  it('falls to the default for a 422 of an unknown code', () => {
    expect(walletMessageKey({ status: 422, code: 'NEW', operation: 'deleteCard' })).toBe(
      'deleteCardDefault',
    )
  })
})

describe('analytics categories (wallet-flyout.md §7)', () => {
  it('reports 4xx as user-constraint and 5xx as customer-facing service errors', () => {
    expect(analyticsCategoryOf(402)).toBe('USER_CONSTRAINT_ERROR')
    expect(analyticsCategoryOf(503)).toBe('CUSTOMER_FACING_SERVICE_ERROR')
    expect(analyticsCategoryOf(200)).toBeUndefined()
  })
  it('formats catalogue entries used by the flyout verbatim', () => {
    expect(formatMessage('bankCardRequired')).toBe(
      'Please add a new Credit/Debit card to continue.',
    )
  })
})
