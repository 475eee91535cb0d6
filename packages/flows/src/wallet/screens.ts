import { type WalletSuccess, walletSuccess, walletText } from './wallet-text.js'

/** The flyout's screens (wallet-flyout.md §2). */
export type WalletScreen =
  | 'CARD_LIST'
  | 'ADD_CARD'
  | 'ADD_SNAP_EBT_CARD'
  | 'ADD_GIFT_CARD'
  | 'EDIT_CARD'
  | 'DELETE_CARD'
  | 'ADDRESS_LIST'
  | 'UPDATE_ADDRESS'
  | 'CHECK_BALANCE'
  | 'EXIT_CONFIRM'

export type WalletMode = 'checkout' | 'my-wallet'

export interface WalletFlyoutState {
  open: boolean
  screen: WalletScreen
  /** The card the edit, delete or balance screen is about. */
  cardId?: string
  /** The billing address being edited; undefined while adding one. */
  addressId?: string
  /** The check-balance screen was opened from the card box: back is hidden, success closes. */
  fromCardBox: boolean
  /** The screen the address screens return to. */
  addressReturn?: WalletScreen
  success?: WalletSuccess
}

export type WalletFlyoutEvent =
  | { type: 'open'; hasBankCards: boolean }
  | { type: 'openBalance'; cardId: string }
  | { type: 'go'; screen: WalletScreen; cardId?: string }
  | { type: 'back' }
  | { type: 'openAddresses' }
  | { type: 'editAddress'; addressId?: string }
  | { type: 'addressSaved' }
  | { type: 'addressPicked' }
  | { type: 'done'; success: WalletSuccess }
  | { type: 'balanceChecked' }
  | { type: 'clearSuccess' }
  /** Escape or backdrop: closes, unless the selection changed (checkout mode). */
  | { type: 'exit'; selectionChanged: boolean }
  | { type: 'keepChanges' }
  | { type: 'close' }

export const closedFlyout: WalletFlyoutState = {
  open: false,
  screen: 'CARD_LIST',
  fromCardBox: false,
}

const list = (state: WalletFlyoutState): WalletFlyoutState => {
  const { cardId: _c, addressId: _a, addressReturn: _r, ...rest } = state
  return { ...rest, screen: 'CARD_LIST', fromCardBox: false }
}

/**
 * The flyout's navigation (wallet-flyout.md §2 "Header", §4 "Closing", "Balances",
 * "Billing address flow"), pure: the hook runs the calls and the 5 s banner timer.
 */
export function walletFlyoutReducer(
  state: WalletFlyoutState,
  event: WalletFlyoutEvent,
): WalletFlyoutState {
  switch (event.type) {
    case 'open':
      // §4: checkout mode with no bank cards goes straight to the add-card screen.
      return {
        open: true,
        screen: event.hasBankCards ? 'CARD_LIST' : 'ADD_CARD',
        fromCardBox: false,
      }
    case 'openBalance':
      return { open: true, screen: 'CHECK_BALANCE', cardId: event.cardId, fromCardBox: true }
    case 'go': {
      const next: WalletFlyoutState = { ...state, screen: event.screen, fromCardBox: false }
      if (event.cardId === undefined) delete next.cardId
      else next.cardId = event.cardId
      delete next.success
      return next
    }
    case 'back':
      if (state.screen === 'UPDATE_ADDRESS') return { ...state, screen: 'ADDRESS_LIST' }
      if (state.screen === 'ADDRESS_LIST') {
        return { ...state, screen: state.addressReturn ?? 'ADD_CARD' }
      }
      return list(state)
    case 'openAddresses':
      return { ...state, screen: 'ADDRESS_LIST', addressReturn: state.screen }
    case 'editAddress': {
      const next: WalletFlyoutState = { ...state, screen: 'UPDATE_ADDRESS' }
      if (event.addressId === undefined) delete next.addressId
      else next.addressId = event.addressId
      return next
    }
    case 'addressSaved':
      return { ...state, screen: 'ADDRESS_LIST' }
    case 'addressPicked':
      return { ...state, screen: state.addressReturn ?? 'ADD_CARD' }
    case 'done':
      return { ...list(state), success: event.success }
    case 'balanceChecked':
      // §4 "Balances": back to the list, or closed when opened from the card box.
      return state.fromCardBox ? closedFlyout : list(state)
    case 'clearSuccess': {
      const { success: _, ...rest } = state
      return rest
    }
    case 'exit':
      if (!state.open) return state
      return event.selectionChanged ? { ...state, screen: 'EXIT_CONFIRM' } : closedFlyout
    case 'keepChanges':
      return list(state)
    case 'close':
      return closedFlyout
  }
}

/** The header title of a screen per mode (§2 "Header"). */
export function walletTitle(state: WalletFlyoutState, mode: WalletMode): string {
  switch (state.screen) {
    case 'CHECK_BALANCE':
      return walletText.titleCheckBalance
    case 'ADD_CARD':
      return walletText.titleAddCard
    case 'ADD_SNAP_EBT_CARD':
      return walletText.titleAddSnap
    case 'ADD_GIFT_CARD':
      return walletText.titleAddGift
    case 'EDIT_CARD':
      return walletText.titleEditCard
    case 'UPDATE_ADDRESS':
      return state.addressId === undefined
        ? walletText.titleAddBillingAddress
        : walletText.titleEditBillingAddress
    default:
      return mode === 'my-wallet' ? walletText.titleMyWallet : walletText.titleCheckout
  }
}

/**
 * A back button on the add screens, the edit screen, the address screens, and on
 * check-balance unless it was opened from the card box; a close button on the list
 * (§2 "Header").
 */
export function walletHeaderControls(state: WalletFlyoutState): { back: boolean; close: boolean } {
  const backScreens: WalletScreen[] = [
    'ADD_CARD',
    'ADD_SNAP_EBT_CARD',
    'ADD_GIFT_CARD',
    'EDIT_CARD',
    'ADDRESS_LIST',
    'UPDATE_ADDRESS',
  ]
  const back =
    backScreens.includes(state.screen) || (state.screen === 'CHECK_BALANCE' && !state.fromCardBox)
  // Check Balance opened from the card box has no Back (§2), so it offers the close
  // control instead: every screen has a way out besides Escape.
  const close =
    state.screen === 'CARD_LIST' || (state.screen === 'CHECK_BALANCE' && state.fromCardBox === true)
  return { back, close }
}

/** The list footer: Confirm and Cancel in checkout mode, only Close in my-wallet mode (§2). */
export function walletFooter(mode: WalletMode): string[] {
  return mode === 'checkout' ? [walletText.confirm, walletText.cancel] : [walletText.close]
}

/** The success banner of a state, if any. */
export function successBanner(
  state: WalletFlyoutState,
): { title: string; text: string } | undefined {
  return state.success === undefined ? undefined : walletSuccess[state.success]
}
