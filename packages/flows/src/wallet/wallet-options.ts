import type { WalletGroups } from '@aisle/api'
import type { WalletMode } from './screens.js'
import type { WalletOrderInfo, WalletSelection } from './selection.js'
import type { WalletServices } from './wallet-services.js'

/** The host's walletConfig switches (wallet-flyout.md §1). */
export interface WalletConfig {
  saveCardOptionEnabled?: boolean
  showSnapCards?: boolean
  showGiftCards?: boolean
  getGiftCardBalances?: boolean
  selectDefaultCardOnly?: boolean
}

/** A timer the hook can be given, so tests control the 5 s banner (§9). */
export interface WalletTimer {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}
/** The page's own clock. */
export const realTimer: WalletTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface UseWalletOptions {
  services: WalletServices
  appName: string
  mode: WalletMode
  walletConfig?: WalletConfig
  orderInfo?: WalletOrderInfo
  /** checkoutConfig.getEbtCardPaymentTotal: the EBT amount of the order. */
  getEbtCardPaymentTotal?: () => number
  /** The checkout's selection changed by Confirm (checkout mode). */
  onSelectionChange?: (selection: WalletSelection, groups: WalletGroups) => void
  timer?: WalletTimer
}
