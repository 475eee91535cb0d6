// wallet-flyout.md §4 ("Selection", "Add, edit, delete, preferred", "Balances", "Closing")
// and §8 "Wrong account", as the pure core under useWallet: the outcomes of the wallet's
// calls and of the flyout's own actions, without React.
import {
  type AddCardRequest,
  ApiRequestError,
  messages,
  type WalletCard,
  type WalletGroups,
} from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { emptySelection, type WalletSelection } from './selection.js'
import {
  failure,
  initialWalletCore,
  type WalletCoreState,
  walletCoreReducer,
  walletLoadOf,
  withoutCard,
} from './wallet-core.js'

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
const groups: WalletGroups = {
  bankCards: [card('a', { isPreferred: true }), card('b')],
  snapCards: [card('s', { cardType: 'EBT_CARD' })],
  giftCards: [card('g', { cardType: 'GIFT_CARD', balance: 5 })],
}
const chosen: WalletSelection = { bankCardId: 'a', snapCardIds: ['s'], giftCardIds: ['g'] }
const loaded: WalletCoreState = walletCoreReducer(initialWalletCore, {
  type: 'loaded',
  groups,
  chosen,
})
const request = (paymentType: string, defaultCard?: boolean) =>
  ({
    paymentMethod: { paymentType },
    ...(defaultCard === undefined ? {} : { defaultCard }),
  }) as unknown as AddCardRequest

const httpError = (code?: string) =>
  ApiRequestError.of({
    kind: 'http',
    route: 'wallet',
    endpoint: '/payment/v2/wallet',
    status: 500,
    message: 'Something went wrong.',
    body: {},
    ...(code === undefined ? {} : { code }),
  } as Parameters<typeof ApiRequestError.of>[0])

describe('the wallet core reducer', () => {
  it('a fetch sets the cards, the selection and its working copy (§4 "Default selection")', () => {
    expect(loaded).toMatchObject({ groups, selection: chosen, working: chosen })
  })

  it('a reset copies the selection back; only the list-clearing reset clears the error', () => {
    const edited = walletCoreReducer(
      walletCoreReducer(loaded, { type: 'selected', selection: chosen }),
      { type: 'listError', message: 'x' },
    )
    const changed = { ...edited, working: emptySelection }
    const kept = walletCoreReducer(changed, { type: 'workingReset', clearListError: false })
    expect(kept).toMatchObject({ working: chosen, listError: 'x' })
    const cleared = walletCoreReducer(changed, { type: 'workingReset', clearListError: true })
    expect(cleared).toMatchObject({ working: chosen, listError: undefined })
  })

  it('Confirm and Remove set the selection and the working copy alike', () => {
    const next = withoutCard(chosen, 'g')
    expect(next).toEqual({ bankCardId: 'a', snapCardIds: ['s'], giftCardIds: [] })
    const state = walletCoreReducer(loaded, { type: 'selected', selection: next })
    expect(state.selection).toBe(next)
    expect(state.working).toBe(next)
  })

  it('toggling a bank card changes only the working copy (§4 "Selection")', () => {
    const state = walletCoreReducer(loaded, {
      type: 'toggled',
      card: card('b'),
      context: { mode: 'checkout' },
    })
    expect(state.working.bankCardId).toBe('b')
    expect(state.selection.bankCardId).toBe('a')
  })

  it('a new SNAP card replaces the list and the SNAP selection (§4)', () => {
    const added = card('s2', { cardType: 'EBT_CARD' })
    const state = walletCoreReducer(loaded, {
      type: 'added',
      card: added,
      request: request('EBT_CARD'),
    })
    expect(state.groups.snapCards).toEqual([added])
    expect(state.working.snapCardIds).toEqual(['s2'])
    expect(state.selection).toBe(chosen)
  })

  it('a new gift card joins the list and the gift selection', () => {
    const state = walletCoreReducer(loaded, {
      type: 'added',
      card: card('g2', { cardType: 'GIFT_CARD' }),
      request: request('GIFT_CARD'),
    })
    expect(state.groups.giftCards.map((c) => c.id)).toEqual(['g', 'g2'])
    expect(state.working.giftCardIds).toEqual(['g', 'g2'])
  })

  it('a new bank card is chosen when none was, or when it is the preferred one', () => {
    const plain = { type: 'added' as const, card: card('c'), request: request('CREDIT_CARD') }
    expect(walletCoreReducer(loaded, plain).working.bankCardId).toBe('a')
    const none = { ...loaded, working: { ...chosen, bankCardId: undefined } }
    expect(walletCoreReducer(none, plain).working.bankCardId).toBe('c')
    const preferred = walletCoreReducer(loaded, { ...plain, request: request('CREDIT_CARD', true) })
    expect(preferred.working.bankCardId).toBe('c')
    expect(preferred.groups.bankCards.filter((c) => c.isPreferred).map((c) => c.id)).toEqual(['c'])
  })

  it('a delete prunes both selections and clears an earlier failure (§4)', () => {
    const failed = walletCoreReducer(loaded, { type: 'listError', message: 'x' })
    const state = walletCoreReducer(failed, { type: 'deleted', cardId: 'a' })
    expect(state.groups.bankCards.map((c) => c.id)).toEqual(['b'])
    expect(state.working.bankCardId).toBeUndefined()
    expect(state.selection.bankCardId).toBeUndefined()
    expect(state.listError).toBeUndefined()
  })

  it('a new preferred card is flagged alone and chosen in the working copy (§4)', () => {
    const state = walletCoreReducer(loaded, { type: 'preferred', cardId: 'b' })
    expect(state.groups.bankCards.map((c) => c.isPreferred)).toEqual([false, true])
    expect(state.working.bankCardId).toBe('b')
    expect(state.selection.bankCardId).toBe('a')
  })

  it('an edit replaces the card; balances reach their cards (§4 "Balances")', () => {
    const edited = card('b', { lastFourPan: '0005' })
    const state = walletCoreReducer(loaded, { type: 'edited', card: edited, preferred: false })
    expect(state.groups.bankCards[1]).toBe(edited)
    const snap = walletCoreReducer(loaded, { type: 'snapBalance', balance: 12 })
    expect(snap.groups.snapCards[0]?.balance).toBe(12)
    const giftCard = groups.giftCards[0] as WalletCard
    const gift = walletCoreReducer(loaded, { type: 'giftBalance', card: giftCard, balance: 7 })
    expect(gift.groups.giftCards[0]?.balance).toBe(7)
  })

  it('code 75 locks PIN entry for that card, in a new set (§4 "Balances")', () => {
    const state = walletCoreReducer(loaded, { type: 'pinLocked', cardId: 's' })
    expect([...state.pinLockedIds]).toEqual(['s'])
    expect(loaded.pinLockedIds.size).toBe(0)
  })
})

describe("a call's failure", () => {
  it("a card this account does not hold says so (§8 'Wrong account')", () => {
    expect(failure(httpError('CARD_NOT_FOUND'))).toEqual({
      ok: false,
      message: messages.cardNotOnAccount,
      code: 'CARD_NOT_FOUND',
    })
  })

  it('keeps the service code; without one there is none; anything else is thrown again', () => {
    expect(failure(httpError('75'))).toMatchObject({ ok: false, code: '75' })
    expect(failure(httpError())).toEqual({ ok: false, message: 'Something went wrong.' })
    const bug = new TypeError('bug')
    expect(() => failure(bug)).toThrow(bug)
  })

  it("the cards' read: loading while it runs, then the error or ready", () => {
    expect(walletLoadOf({ isValidating: true, data: {} })).toEqual({ status: 'loading' })
    expect(walletLoadOf({ isValidating: false })).toEqual({ status: 'loading' })
    expect(walletLoadOf({ isValidating: false, data: {} })).toEqual({ status: 'ready' })
    expect(walletLoadOf({ isValidating: false, error: httpError() })).toEqual({
      status: 'error',
      message: 'Something went wrong.',
    })
  })
})
