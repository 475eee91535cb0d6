import type { WalletCard, WalletGroups } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  choiceOfSelection,
  giftCheckboxDisabled,
  type PaymentChoice,
  parseSnapAmount,
  paymentChoiceReducer,
  paymentSplit,
  paymentsOf,
  samePayments,
  snapAmountLimits,
} from './payment-section.js'

const card = (over: Partial<WalletCard> & Pick<WalletCard, 'id' | 'cardType'>): WalletCard => ({
  brand: over.cardType === 'EBT_CARD' ? 'EBT' : over.cardType === 'GIFT_CARD' ? 'NONE' : 'VISA',
  lastFourPan: '1234',
  saved: true,
  isPreferred: false,
  ...over,
})
const visa = card({ id: 'visa', cardType: 'CREDIT_CARD', paymentGram: 'pg-visa' })
const snap = card({ id: 'snap', cardType: 'EBT_CARD', balance: 50 })
const gift25 = card({ id: 'gift25', cardType: 'GIFT_CARD', balance: 25 })
const gift0 = card({ id: 'gift0', cardType: 'GIFT_CARD', balance: 0 })
const cards = [visa, snap, gift25, gift0]
const cardOf = (id: string | undefined) => cards.find((c) => c.id === id)
const groups: WalletGroups = { bankCards: [visa], snapCards: [snap], giftCards: [gift25, gift0] }

const choice = (over: Partial<PaymentChoice> = {}): PaymentChoice => ({
  bankCardId: 'visa',
  snapCardId: 'snap',
  snapChecked: false,
  snapAmount: undefined,
  giftCardIds: [],
  ...over,
})

describe('SNAP EBT box: checkout.md §4 "Payment step"', () => {
  it('is checked by default when the wallet chose the SNAP card (its default for SNAP-eligible orders)', () => {
    const chosen = choiceOfSelection(
      { bankCardId: 'visa', snapCardIds: ['snap'], giftCardIds: [] },
      groups,
    )
    expect(chosen).toMatchObject({ snapChecked: true, snapCardId: 'snap', bankCardId: 'visa' })
  })

  it('checking it clears the selected gift cards; unchecking keeps them cleared', () => {
    const withGift = choice({ giftCardIds: ['gift25'] })
    const checked = paymentChoiceReducer(withGift, { type: 'snapToggled', checked: true })
    expect(checked).toMatchObject({ snapChecked: true, giftCardIds: [] })
    expect(paymentChoiceReducer(checked, { type: 'snapToggled', checked: false }).snapChecked).toBe(
      false,
    )
  })
})

describe('the split and the $1 hold: checkout.md §4', () => {
  const amounts = { total: 60, ebtTotal: 20 }

  it('SNAP pays the EBT-eligible total, gift cards next up to their balance, the bank card the rest', () => {
    const split = paymentSplit(choice({ snapChecked: true }), amounts, cardOf)
    expect(split).toMatchObject({ snap: 20, bankShare: 40, bankAuthorization: 40 })
    const gifts = paymentSplit(choice({ giftCardIds: ['gift25'] }), amounts, cardOf)
    expect(gifts).toMatchObject({ gifts: [{ cardId: 'gift25', amount: 25 }], bankShare: 35 })
  })

  it('a bank card whose share is zero gets a $1 hold', () => {
    const covered = paymentSplit(
      choice({ giftCardIds: ['gift25'] }),
      { total: 20, ebtTotal: 0 },
      cardOf,
    )
    expect(covered).toMatchObject({ bankShare: 0, bankAuthorization: 1, giftsCoverTotal: true })
    const payments = paymentsOf(choice({ giftCardIds: ['gift25'] }), covered, cardOf)
    expect(payments).toEqual([
      { id: 'gift25', paymentType: 'GIFT_CARD', amountToAuthorize: 20 },
      { id: 'visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 1, paymentGram: 'pg-visa' },
    ])
  })

  it('a set SNAP amount is used, never more than the balance', () => {
    const set = paymentSplit(choice({ snapChecked: true, snapAmount: 12.34 }), amounts, cardOf)
    expect(set.snap).toBe(12.34)
    const over = paymentSplit(
      choice({ snapChecked: true, snapAmount: 80 }),
      { total: 90, ebtTotal: 80 },
      cardOf,
    )
    expect(over.snap).toBe(50)
  })

  it('equal payments need no update; a changed amount does', () => {
    const split = paymentSplit(choice(), amounts, cardOf)
    const a = paymentsOf(choice(), split, cardOf)
    expect(samePayments(a, [...a])).toBe(true)
    expect(samePayments(a, [{ ...a[0], paymentType: 'CREDIT_CARD', amountToAuthorize: 59 }])).toBe(
      false,
    )
  })
})

describe('gift cards: checkout.md §4', () => {
  const amounts = { total: 60, ebtTotal: 20 }
  it('only with a bank card', () => {
    const noBank = choice({ bankCardId: undefined })
    expect(giftCheckboxDisabled(gift25, noBank, paymentSplit(noBank, amounts, cardOf))).toBe(true)
    expect(giftCheckboxDisabled(gift25, choice(), paymentSplit(choice(), amounts, cardOf))).toBe(
      false,
    )
  })
  it('disabled at a zero balance, when EBT alone covers the order, or when others already cover it', () => {
    expect(giftCheckboxDisabled(gift0, choice(), paymentSplit(choice(), amounts, cardOf))).toBe(
      true,
    )
    const ebtOnly = choice({ snapChecked: true })
    expect(
      giftCheckboxDisabled(
        gift25,
        ebtOnly,
        paymentSplit(ebtOnly, { total: 20, ebtTotal: 20 }, cardOf),
      ),
    ).toBe(true)
    const other = card({ id: 'gift99', cardType: 'GIFT_CARD', balance: 99 })
    const withBig = choice({ giftCardIds: ['gift99'] })
    const lookup = (id: string | undefined) => (id === 'gift99' ? other : cardOf(id))
    const split = paymentSplit(withBig, amounts, lookup)
    expect(giftCheckboxDisabled(gift25, withBig, split)).toBe(true)
    expect(giftCheckboxDisabled(other, withBig, split)).toBe(false)
  })
})

describe('SNAP EBT amount modal: checkout.md §5', () => {
  const checkout = { summary: { itemCount: 1, cost: { itemTotal: 30, total: 30 } } }
  it('at least $0.01, at most the SNAP balance and the order total', () => {
    const limits = snapAmountLimits(checkout, snap)
    expect(limits).toEqual({ snapBalance: 50, orderTotal: 30 })
    expect(parseSnapAmount('', limits)).toEqual({ ok: false, error: 'Amount is required' })
    expect(parseSnapAmount('0.00', limits)).toEqual({
      ok: false,
      error: 'The minimum amount you can charge to your SNAP EBT card is $0.01',
    })
    expect(parseSnapAmount('30.01', limits)).toEqual({
      ok: false,
      error: 'The maximum amount you can charge to your SNAP EBT card is $30.00',
    })
    expect(parseSnapAmount('12.50', limits)).toEqual({ ok: true, amount: 12.5 })
  })
  it('at least what is already authorized on the card (a modified order)', () => {
    const limits = snapAmountLimits(
      {
        ...checkout,
        paymentDetails: { paymentMethods: { existingAuthorizations: [{ id: 'snap', amount: 8 }] } },
      },
      snap,
    )
    expect(parseSnapAmount('5.00', limits)).toEqual({
      ok: false,
      error: 'The minimum amount you can charge to your SNAP EBT card is $8.00',
    })
  })
})
