import { describe, expect, it } from 'vitest'
import {
  formatMessage,
  MissingMessageVariableError,
  messages,
  wordingNotInSpec,
} from './messages.js'

describe('message catalogue', () => {
  it('holds each text once (CONVENTIONS: no spec message typed twice)', () => {
    const texts = Object.values(messages)
    expect(new Set(texts).size).toBe(texts.length)
  })
  it('keeps texts verbatim: wallet-flyout.md §8 "Get billing" keeps its space before the period', () => {
    expect(formatMessage('getBillingDefault')).toBe(
      "We couldn't load your saved address at this time . Please add a new address.",
    )
  })
  it('keeps texts verbatim: checkout.md §8 promo failure reads "Something went and"', () => {
    expect(formatMessage('promoApplyFailed')).toBe(
      "Something went and we weren't able to apply your promo code. Please try entering the code in again.",
    )
  })
  it('fills {phone} (wallet-flyout.md §8 "Timeouts (408)")', () => {
    expect(formatMessage('walletTimeout', { phone: '1-800-555-0100' })).toBe(
      "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    )
  })
  it('fills a placeholder used twice (checkout.md §8)', () => {
    expect(formatMessage('mustHaveModalityItems', { type: 'Pickup' })).toBe(
      'You must have Pickup items in your cart to schedule your Pickup order. Start shopping now!',
    )
  })
  it('throws rather than show a raw placeholder', () => {
    // @ts-expect-error: the vars are required by the type too
    expect(() => formatMessage('walletTimeout')).toThrow(MissingMessageVariableError)
  })
  it('marks only messages that exist as not in the spec', () => {
    for (const key of wordingNotInSpec) expect(messages[key]).toBeTypeOf('string')
  })
})
