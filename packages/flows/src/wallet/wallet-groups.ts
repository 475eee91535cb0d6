import type { WalletCard, WalletGroups } from '@aisle/api'

/**
 * The wallet's cards as the flyout changes them (wallet-flyout.md §4 "Add, edit, delete,
 * preferred", "Balances"): a pure reducer, so each rule is tested without React.
 */
export type WalletGroupsEvent =
  | { type: 'loaded'; groups: WalletGroups }
  /** §4: a new SNAP card replaces the list. */
  | { type: 'snapAdded'; card: WalletCard }
  | { type: 'giftAdded'; card: WalletCard }
  /** §4: a new preferred card clears the flag on the others of its group, and goes first. */
  | { type: 'bankAdded'; card: WalletCard; preferred: boolean }
  /** §4: the edited card replaces the old one; a preferred edit is the only preferred one. */
  | { type: 'edited'; card: WalletCard; preferred: boolean }
  | { type: 'deleted'; cardId: string }
  | { type: 'preferred'; cardId: string }
  /** §4: after a successful check every SNAP card receives the balance. */
  | { type: 'snapBalance'; balance: number }
  | { type: 'giftBalance'; card: WalletCard; balance: number }

export const emptyGroups: WalletGroups = { bankCards: [], giftCards: [], snapCards: [] }

export const allCards = (groups: WalletGroups) => [
  ...groups.bankCards,
  ...groups.snapCards,
  ...groups.giftCards,
]

/** Replaces (or removes, with `next` undefined) a card in its group. */
export function replaceCard(groups: WalletGroups, id: string, next?: WalletCard): WalletGroups {
  const map = (cards: WalletCard[]) =>
    next === undefined
      ? cards.filter((card) => card.id !== id)
      : cards.map((card) => (card.id === id ? next : card))
  return {
    bankCards: map(groups.bankCards),
    snapCards: map(groups.snapCards),
    giftCards: map(groups.giftCards),
  }
}

/** Only `id` is the preferred card of its group (§4 "Add, edit, delete, preferred"). */
export const onlyPreferred = (cards: WalletCard[], id: string) =>
  cards.map((card) => ({ ...card, isPreferred: card.id === id }))

export function walletGroupsReducer(groups: WalletGroups, event: WalletGroupsEvent): WalletGroups {
  switch (event.type) {
    case 'loaded':
      return event.groups
    case 'snapAdded':
      return { ...groups, snapCards: [event.card] }
    case 'giftAdded':
      return { ...groups, giftCards: [...groups.giftCards, event.card] }
    case 'bankAdded': {
      const card = { ...event.card, isPreferred: event.card.isPreferred || event.preferred }
      return {
        ...groups,
        bankCards: event.preferred
          ? onlyPreferred([card, ...groups.bankCards], card.id)
          : [...groups.bankCards, card],
      }
    }
    case 'edited': {
      const next = replaceCard(groups, event.card.id, event.card)
      return event.preferred
        ? { ...next, bankCards: onlyPreferred(next.bankCards, event.card.id) }
        : next
    }
    case 'deleted':
      return replaceCard(groups, event.cardId)
    case 'preferred':
      return { ...groups, bankCards: onlyPreferred(groups.bankCards, event.cardId) }
    case 'snapBalance':
      return {
        ...groups,
        snapCards: groups.snapCards.map((card) => ({ ...card, balance: event.balance })),
      }
    case 'giftBalance':
      return replaceCard(groups, event.card.id, { ...event.card, balance: event.balance })
  }
}
