import { lazy } from 'react'

// The flyout's parts that its first screen, the card list in My Wallet, does not show
// (docs/performance.md): every other screen, and the checkout's selection tiles. Each loads
// when it is first drawn; the flyout starts the screens when the shopper reaches into its
// body, the payment section starts all of them when the shopper reaches for its card box.

/** Every screen but the card list: card forms, billing, balance check, delete, exit. */
export const loadWalletScreens = () => import('./wallet-form-screens')
/** The card list's checkout mode: radio tiles for bank cards, checkbox tiles for the rest. */
export const loadCheckoutTiles = () => import('./wallet-checkout-tiles')

export const WalletFormScreen = lazy(loadWalletScreens)
export const BankTiles = lazy(() => loadCheckoutTiles().then((m) => ({ default: m.BankTiles })))
export const SelectTile = lazy(() => loadCheckoutTiles().then((m) => ({ default: m.SelectTile })))
