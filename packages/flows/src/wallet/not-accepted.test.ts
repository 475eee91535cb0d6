// wallet-flyout.md §2 "Checkout tiles": 'Disabled cards show "{card brand} is not accepted
// for {fulfillment type} at this time."' The field that says so (`notAllowedFulfillmentTypes`)
// is ours: the spec names none.
import type { WalletCard, WalletGroups } from '@aisle/api'
import { walletCardSchema } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  defaultSelection,
  emptySelection,
  notAcceptedFor,
  notAcceptedText,
  selectBlocker,
  toggleCard,
  type WalletOrderInfo,
} from './selection.js'

const card = (id: string, over: Partial<WalletCard> = {}): WalletCard =>
  ({
    id,
    cardType: 'CREDIT_CARD',
    brand: 'VISA',
    lastFourPan: '4242',
    expired: false,
    saved: true,
    isPreferred: false,
    ...over,
  }) as WalletCard
const diners = card('d', { brand: 'DINERS', notAllowedFulfillmentTypes: ['Delivery'] })
const visa = card('v')
const groups: WalletGroups = { bankCards: [diners, visa], giftCards: [], snapCards: [] }
const order = (fulfillmentType?: WalletOrderInfo['fulfillmentType']): WalletOrderInfo => ({
  total: 50,
  hasSnapEligibleItems: false,
  ebtTotalFromCheckout: 0,
  ...(fulfillmentType === undefined ? {} : { fulfillmentType }),
})
const checkout = (orderInfo: WalletOrderInfo) => ({
  mode: 'checkout' as const,
  orderInfo,
  selection: emptySelection,
})

describe('a card not accepted for the order’s fulfilment type', () => {
  it("is disabled with '{brand} is not accepted for {fulfillment type} at this time.'", () => {
    expect(notAcceptedFor(diners, order('Delivery'))).toBe('Delivery')
    expect(notAcceptedText(diners, order('Delivery'))).toBe(
      'Diners Club is not accepted for Delivery at this time.',
    )
    expect(selectBlocker(diners, groups, checkout(order('Delivery')))).toBe('not-accepted')
  })

  it('is accepted for another type, with no type known, in my-wallet mode, and other cards are', () => {
    expect(notAcceptedText(diners, order('Pickup'))).toBeUndefined()
    expect(notAcceptedText(diners, order())).toBeUndefined()
    expect(notAcceptedText(visa, order('Delivery'))).toBeUndefined()
    expect(selectBlocker(diners, groups, checkout(order('Pickup')))).toBeUndefined()
    expect(
      selectBlocker(diners, groups, { mode: 'my-wallet', selection: emptySelection }),
    ).toBeUndefined()
  })

  it('names In Store in words', () => {
    const refused = card('s', { brand: 'JCB', notAllowedFulfillmentTypes: ['InStore'] })
    expect(notAcceptedText(refused, order('InStore'))).toBe(
      'JCB is not accepted for In Store at this time.',
    )
  })

  it('cannot be picked, and is not the default even when preferred', () => {
    const context = { mode: 'checkout' as const, orderInfo: order('Delivery') }
    expect(toggleCard(emptySelection, diners, groups, context)).toEqual(emptySelection)
    const preferred = { ...groups, bankCards: [{ ...diners, isPreferred: true }, visa] }
    expect(defaultSelection(preferred, { orderInfo: order('Delivery') }).bankCardId).toBe('v')
    expect(defaultSelection(preferred, { orderInfo: order('Pickup') }).bankCardId).toBe('d')
  })

  it('the service field takes the checkout’s types, at most 3', () => {
    const base = { id: 'd', cardType: 'CREDIT_CARD', brand: 'DINERS', lastFourPan: '0004' }
    const parse = (types: unknown) =>
      walletCardSchema.safeParse({ ...base, notAllowedFulfillmentTypes: types }).success
    expect(parse(['Pickup', 'Delivery', 'InStore'])).toBe(true)
    expect(parse(['Pickup', 'Delivery', 'InStore', 'Pickup'])).toBe(false)
    expect(parse(['Ship'])).toBe(false)
  })
})
