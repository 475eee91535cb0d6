// wallet-flyout.md §4 "Add, edit, delete, preferred" and "Balances", as the pure reducer
// under useWallet.
import type { WalletCard, WalletGroups } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { allCards, emptyGroups, walletGroupsReducer } from './wallet-groups.js'

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
const start: WalletGroups = {
  bankCards: [card('a', { isPreferred: true }), card('b')],
  snapCards: [card('s', { cardType: 'EBT_CARD' })],
  giftCards: [card('g', { cardType: 'GIFT_CARD', balance: 5 })],
}
const ids = (cards: WalletCard[]) => cards.map((c) => c.id)
const preferred = (cards: WalletCard[]) => cards.filter((c) => c.isPreferred).map((c) => c.id)

describe('the wallet groups reducer', () => {
  it('a fetch replaces everything', () => {
    expect(walletGroupsReducer(emptyGroups, { type: 'loaded', groups: start })).toBe(start)
  })

  it('a new SNAP card replaces the SNAP list; a gift card is appended', () => {
    const snap = card('s2', { cardType: 'EBT_CARD' })
    expect(walletGroupsReducer(start, { type: 'snapAdded', card: snap }).snapCards).toEqual([snap])
    const gift = card('g2', { cardType: 'GIFT_CARD' })
    expect(ids(walletGroupsReducer(start, { type: 'giftAdded', card: gift }).giftCards)).toEqual([
      'g',
      'g2',
    ])
  })

  it('a new bank card is appended; a new preferred one goes first and alone preferred', () => {
    const plain = walletGroupsReducer(start, {
      type: 'bankAdded',
      card: card('c'),
      preferred: false,
    })
    expect(ids(plain.bankCards)).toEqual(['a', 'b', 'c'])
    expect(preferred(plain.bankCards)).toEqual(['a'])
    const first = walletGroupsReducer(start, {
      type: 'bankAdded',
      card: card('c'),
      preferred: true,
    })
    expect(ids(first.bankCards)).toEqual(['c', 'a', 'b'])
    expect(preferred(first.bankCards)).toEqual(['c'])
  })

  it('an edit replaces the card in place; a preferred edit clears the others', () => {
    const edited = card('b', { lastFourPan: '1111' })
    const plain = walletGroupsReducer(start, { type: 'edited', card: edited, preferred: false })
    expect(plain.bankCards[1]).toBe(edited)
    expect(preferred(plain.bankCards)).toEqual(['a'])
    const made = walletGroupsReducer(start, { type: 'edited', card: edited, preferred: true })
    expect(preferred(made.bankCards)).toEqual(['b'])
  })

  it('a delete removes the card from whichever group holds it', () => {
    expect(ids(allCards(walletGroupsReducer(start, { type: 'deleted', cardId: 'g' })))).toEqual([
      'a',
      'b',
      's',
    ])
  })

  it('making a card preferred clears the flag on the others', () => {
    expect(
      preferred(walletGroupsReducer(start, { type: 'preferred', cardId: 'b' }).bankCards),
    ).toEqual(['b'])
  })

  it('a SNAP balance goes to every SNAP card; a gift balance to its card', () => {
    const two = { ...start, snapCards: [card('s', { cardType: 'EBT_CARD' }), card('t')] }
    const snap = walletGroupsReducer(two, { type: 'snapBalance', balance: 142.37 })
    expect(snap.snapCards.map((c) => c.balance)).toEqual([142.37, 142.37])
    const gift = walletGroupsReducer(start, {
      type: 'giftBalance',
      card: start.giftCards[0] as WalletCard,
      balance: 20,
    })
    expect(gift.giftCards[0]?.balance).toBe(20)
  })
})
