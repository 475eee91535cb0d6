import { describe, expect, it } from 'vitest'
import { messageFor } from './index.js'
import { formatMessage, renderMessage } from './messages.js'
import {
  cardEntryMessageKey,
  checkoutUpdateErrorKey,
  isBadSecurityCode,
  isPurchaseDeclineCode,
  pinEntryOutcome,
  promoFailureKey,
  purchaseDeclineCodes,
  purchaseErrorFor,
  tipFailureKey,
} from './payment.js'

describe('purchase decline codes (account-area.md §8 "Payment")', () => {
  it('lists the 17 codes and shows the default Processing Error', () => {
    expect(purchaseDeclineCodes).toHaveLength(17)
    expect(isPurchaseDeclineCode('BANK_DECLINE')).toBe(true)
    expect(isPurchaseDeclineCode('NOPE')).toBe(false)
    const { title, message } = purchaseErrorFor('CARD_EXPIRED')
    expect(renderMessage(title)).toBe('Processing Error')
    expect(renderMessage(message)).toBe(
      "We're having trouble processing your order. Please try again.",
    )
  })
})

describe('SNAP EBT PIN codes (checkout.md §8, wallet-flyout.md §8)', () => {
  it('locks on 75 with the locked text', () => {
    expect(pinEntryOutcome(75)).toEqual({
      message: 'pinLocked',
      locked: true,
      reportAsServiceError: false,
    })
    expect(formatMessage('tooManyPinAttemptsTitle')).toBe('Too Many PIN Attempts')
  })
  it.each(['55', '893', '894'])("%s gives 'Invalid PIN, please try again.'", (code) => {
    expect(messageFor({ area: 'pin', code })).toBe('Invalid PIN, please try again.')
  })
  it.each(['884', '885', '889'])(
    '%s raises a customer-facing service error with the default text',
    (code) => {
      expect(pinEntryOutcome(code).reportAsServiceError).toBe(true)
      expect(messageFor({ area: 'pin', code })).toBe(
        'We were unable to verify your PIN. Please try again.',
      )
    },
  )
  it('defaults to the unable-to-verify text', () => {
    expect(pinEntryOutcome(undefined)).toEqual({
      message: 'pinNotVerified',
      locked: false,
      reportAsServiceError: false,
    })
  })
})

describe('card-entry codes (wallet-flyout.md §5)', () => {
  it.each([
    ['871', 'Please enter a valid credit or debit card.'],
    ['876', 'Please enter a valid credit or debit card.'],
    ['872', 'Card number too short.'],
    ['873', 'Card number too long.'],
    ['874', 'Card number not numeric.'],
    ['881', 'Invalid CVV.'],
    ['882', 'CVV too short.'],
    ['883', 'CVV too long.'],
    ['999', 'Invalid card information.'],
  ])('%s', (code, text) => {
    expect(messageFor({ area: 'cardEntry', code })).toBe(text)
  })
  it('has no text of its own for other codes and knows the bad security codes (§4)', () => {
    expect(cardEntryMessageKey(870)).toBeUndefined()
    expect(isBadSecurityCode(881)).toBe(true)
    expect(isBadSecurityCode('883')).toBe(false)
  })
})

describe('order, promo and tip failures (checkout.md §8)', () => {
  it('shows the changed-elsewhere text on a 409', () => {
    expect(renderMessage(checkoutUpdateErrorKey(409))).toBe(
      'Your order has been updated on another device. Please refresh and try again.',
    )
    expect(renderMessage(checkoutUpdateErrorKey(500))).toBe(
      'We are experiencing technical difficulties. Please try again in a few moments.',
    )
  })
  it('gives the promo and tip texts', () => {
    expect(renderMessage(promoFailureKey('Add'))).toBe(
      "Something went and we weren't able to apply your promo code. Please try entering the code in again.",
    )
    expect(promoFailureKey('Remove')).toBe('promoRemoveFailed')
    expect(renderMessage(tipFailureKey('tip'))).toBe(
      "Something went wrong and we weren't able to update your tip.",
    )
    expect(renderMessage(tipFailureKey('customAmount'))).toBe(
      'Something went wrong when updating your tip amount. Please try again.',
    )
  })
})
