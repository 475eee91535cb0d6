import type { Checkout, WalletCard } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import type { PaymentChoice } from './payment-section.js'
import { initialPaymentSection, wantsPaymentUpdate } from './payment-section-core.js'
import {
  type PaymentViewInput,
  paymentOrderInfo,
  paymentSectionView,
} from './payment-section-view.js'

// What the payment section shows and sends for a choice, without React (checkout.md §4
// "Payment step", §5).

// The wallet's cards by id, each with only what the view reads.
const walletCard = (id: string, cardType: WalletCard['cardType'], extra: Partial<WalletCard>) =>
  ({
    id,
    cardType,
    brand: 'VISA',
    lastFourPan: '0000',
    saved: true,
    isPreferred: false,
    ...extra,
  }) as WalletCard
const visa = walletCard('visa', 'CREDIT_CARD', { paymentGram: 'pg-visa' })
const snap = walletCard('snap', 'EBT_CARD', { balance: 50 })
const cards = [
  visa,
  walletCard('old', 'CREDIT_CARD', { expired: true }),
  snap,
  walletCard('gift', 'GIFT_CARD', { balance: 100 }),
]

const checkout = {
  id: 'c1',
  status: 'DRAFT',
  versionKey: 'v1',
  payments: [],
  summary: { cost: { total: 30, ebtTotal: 10 } },
} as unknown as Checkout

const visaWithSnapCard: PaymentChoice = {
  bankCardId: 'visa',
  snapCardId: 'snap',
  snapChecked: false,
  snapAmount: undefined,
  giftCardIds: [],
}
const choice = (over: Partial<PaymentChoice> = {}) => ({ ...visaWithSnapCard, ...over })

const input = (over: Partial<PaymentViewInput> = {}): PaymentViewInput => ({
  choice: choice(),
  amounts: { total: 30, ebtTotal: 10 },
  checkout,
  modify: false,
  walletStatus: 'ready',
  cardOf: (id) => cards.find((c) => c.id === id),
  snapCards: [snap],
  ...over,
})

describe('the payment section view (checkout.md §4 "Payment step")', () => {
  it('says whether the order has SNAP-eligible items, and its fulfilment type only when known', () => {
    expect(paymentOrderInfo({ total: 30, ebtTotal: 10 }, 'Pickup')).toEqual({
      total: 30,
      hasSnapEligibleItems: true,
      ebtTotalFromCheckout: 10,
      fulfillmentType: 'Pickup',
    })
    const info = paymentOrderInfo({ total: 30, ebtTotal: 0 }, undefined)
    expect(info).toEqual({ total: 30, hasSnapEligibleItems: false, ebtTotalFromCheckout: 0 })
    expect('fulfillmentType' in info).toBe(false)
  })

  it('pays SNAP EBT first, then the bank card for the rest', () => {
    const view = paymentSectionView(input({ choice: choice({ snapChecked: true }) }))
    expect(view.split.snap).toBe(10)
    expect(view.payments).toEqual([
      { id: 'snap', paymentType: 'EBT_CARD', amountToAuthorize: 10 },
      { id: 'visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 20, paymentGram: 'pg-visa' },
    ])
    expect(view.bankCard).toBe(visa)
    expect(view.facts.payments).toBe(view.payments)
  })

  it('authorizes the $1 hold on the bank card when gift cards cover the order (checkout.md §4)', () => {
    const view = paymentSectionView(input({ choice: choice({ giftCardIds: ['gift'] }) }))
    expect(view.split.bankShare).toBe(0)
    expect(view.payments.at(-1)).toMatchObject({ id: 'visa', amountToAuthorize: 1 })
  })

  it('an expired bank card is no card chosen, so no update is wanted (checkout.md §5 expired card)', () => {
    const view = paymentSectionView(input({ choice: choice({ bankCardId: 'old' }) }))
    expect(view.expired).toBe(true)
    expect(view.facts.cardChosen).toBe(false)
    expect(wantsPaymentUpdate(initialPaymentSection, view.facts)).toBe(false)
    const fresh = paymentSectionView(input())
    expect(fresh.facts.cardChosen).toBe(true)
    expect(wantsPaymentUpdate(initialPaymentSection, fresh.facts)).toBe(true)
  })

  it('no bank card chosen is no card chosen', () => {
    const view = paymentSectionView(input({ choice: choice({ bankCardId: undefined }) }))
    expect(view.bankCard).toBeUndefined()
    expect(view.expired).toBe(false)
    expect(view.facts.cardChosen).toBe(false)
  })

  it('the SNAP EBT amount modal falls back to the first SNAP card and its balance (checkout.md §5)', () => {
    const view = paymentSectionView(input({ choice: choice({ snapCardId: undefined }) }))
    expect(view.snapCard).toBe(snap)
    expect(view.snapLimits).toEqual({ snapBalance: 50, orderTotal: 30 })
    const none = paymentSectionView(
      input({ choice: choice({ snapCardId: undefined }), snapCards: [] }),
    )
    expect(none.snapCard).toBeUndefined()
    expect(none.snapLimits).toEqual({ snapBalance: 30, orderTotal: 30 })
  })

  it('hands the update its facts: modify, wallet status and the checkout as given', () => {
    const view = paymentSectionView(input({ modify: true, walletStatus: 'loading' }))
    expect(view.facts).toMatchObject({ modify: true, walletStatus: 'loading', checkout })
  })
})
