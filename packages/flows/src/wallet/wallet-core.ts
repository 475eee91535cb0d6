import {
  type AddCardRequest,
  addCardKindOf,
  isApiError,
  messages,
  shownMessageOf,
  type WalletCard,
  type WalletGroups,
} from '@aisle/api'
import {
  emptySelection,
  pruneSelection,
  type SelectabilityContext,
  toggleCard,
  type WalletSelection,
} from './selection.js'
import {
  emptyGroups,
  replaceCard,
  type WalletGroupsEvent,
  walletGroupsReducer,
} from './wallet-groups.js'

/**
 * The wallet's state apart from its screens (wallet-flyout.md §4): the cards, the
 * checkout's selection, the flyout's working copy, the list's error banner and the cards
 * whose PIN entry is locked. A pure reducer, so each outcome is tested without React.
 */
export interface WalletCoreState {
  groups: WalletGroups
  /** The checkout's selection (the card box shows it). */
  selection: WalletSelection
  /** The flyout's working selection, copied on open and on Confirm. */
  working: WalletSelection
  /** Error banner of the list (delete and preferred failures, the no-card Confirm). */
  listError: string | undefined
  /** Cards whose PIN entry answered code 75 in this wallet (§4 "Balances"). */
  pinLockedIds: ReadonlySet<string>
}

export const initialWalletCore: WalletCoreState = {
  groups: emptyGroups,
  selection: emptySelection,
  working: emptySelection,
  listError: undefined,
  pinLockedIds: new Set(),
}

export type WalletCoreEvent =
  /** §4 "Default selection after a fetch": the cards and the selection picked for them. */
  | { type: 'loaded'; groups: WalletGroups; chosen: WalletSelection }
  /** The working copy goes back to the selection (open, Cancel, discard, Check Balance). */
  | { type: 'workingReset'; clearListError: boolean }
  /** The selection and its working copy both become `selection` (Confirm, Remove). */
  | { type: 'selected'; selection: WalletSelection }
  | { type: 'toggled'; card: WalletCard; context: Omit<SelectabilityContext, 'selection'> }
  | { type: 'listError'; message: string | undefined }
  | { type: 'added'; card: WalletCard; request: AddCardRequest }
  | { type: 'edited'; card: WalletCard; preferred: boolean }
  | { type: 'deleted'; cardId: string }
  | { type: 'preferred'; cardId: string }
  | Extract<WalletGroupsEvent, { type: 'snapBalance' | 'giftBalance' }>
  | { type: 'pinLocked'; cardId: string }

const withGroups = (state: WalletCoreState, event: WalletGroupsEvent): WalletCoreState => ({
  ...state,
  groups: walletGroupsReducer(state.groups, event),
})

/** A card added: its group's rule (§4) and the working selection it leads to. */
function added(state: WalletCoreState, card: WalletCard, request: AddCardRequest) {
  const kind = addCardKindOf(request)
  const w = state.working
  if (kind === 'snap') {
    // §4: a new SNAP card replaces the list and the selection.
    const next = withGroups(state, { type: 'snapAdded', card })
    return { ...next, working: { ...w, snapCardIds: [card.id] } }
  }
  if (kind === 'gift') {
    const next = withGroups(state, { type: 'giftAdded', card })
    return { ...next, working: { ...w, giftCardIds: [...w.giftCardIds, card.id] } }
  }
  const preferred = 'defaultCard' in request && request.defaultCard === true
  const next = withGroups(state, { type: 'bankAdded', card, preferred })
  const chosen = w.bankCardId === undefined || preferred
  return { ...next, working: chosen ? { ...w, bankCardId: card.id } : w }
}

export function walletCoreReducer(state: WalletCoreState, event: WalletCoreEvent): WalletCoreState {
  switch (event.type) {
    case 'loaded':
      return { ...state, groups: event.groups, selection: event.chosen, working: event.chosen }
    case 'workingReset':
      return {
        ...state,
        working: state.selection,
        listError: event.clearListError ? undefined : state.listError,
      }
    case 'selected':
      return { ...state, selection: event.selection, working: event.selection }
    case 'toggled':
      return {
        ...state,
        working: toggleCard(state.working, event.card, state.groups, event.context),
      }
    case 'listError':
      return { ...state, listError: event.message }
    case 'added':
      return added(state, event.card, event.request)
    case 'edited':
      return withGroups(state, event)
    case 'deleted': {
      // A failed earlier try's message goes with the success (§4).
      const next = replaceCard(state.groups, event.cardId)
      return {
        ...withGroups(state, event),
        listError: undefined,
        working: pruneSelection(state.working, next),
        selection: pruneSelection(state.selection, next),
      }
    }
    case 'preferred':
      return {
        ...withGroups(state, event),
        working: { ...state.working, bankCardId: event.cardId },
      }
    case 'snapBalance':
    case 'giftBalance':
      return withGroups(state, event)
    case 'pinLocked':
      return { ...state, pinLockedIds: new Set(state.pinLockedIds).add(event.cardId) }
  }
}

/** The selection without a removed EBT or gift card (the card box's Remove). */
export const withoutCard = (selection: WalletSelection, cardId: string): WalletSelection => ({
  ...selection,
  snapCardIds: selection.snapCardIds.filter((id) => id !== cardId),
  giftCardIds: selection.giftCardIds.filter((id) => id !== cardId),
})

export type WalletLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready' }

/** A call's outcome for the form that made it: an error keeps the form and is shown in it. */
export type WalletResult = { ok: true } | { ok: false; message: string; code?: string }

/** A failed call as its form shows it; anything but an API error is thrown again. */
export const failure = (error: unknown): { ok: false; message: string; code?: string } => {
  if (!isApiError(error)) throw error
  const code = error.kind === 'http' && error.code !== undefined ? String(error.code) : undefined
  // A card this account does not hold (§8 "Wrong account").
  if (code === 'CARD_NOT_FOUND') return { ok: false, message: messages.cardNotOnAccount, code }
  return code === undefined
    ? { ok: false, message: shownMessageOf(error) }
    : { ok: false, message: shownMessageOf(error), code }
}

/** The cards' read as the card box shows it: loading (a Retry too), the error, or ready. */
export function walletLoadOf(read: {
  data?: unknown
  error?: unknown
  isValidating: boolean
}): WalletLoad {
  if (read.isValidating) return { status: 'loading' }
  if (read.error !== undefined) return { status: 'error', message: failure(read.error).message }
  return read.data === undefined ? { status: 'loading' } : { status: 'ready' }
}
