export type { WalletEnvironment, WalletUiEvent, WalletWidgetConfig } from './wallet-config'
export type { WalletWidgetProps } from './wallet-widget'
/** The widget, loaded on first use so no page's initial JS grows. */
export const loadWalletWidget = () => import('./wallet-widget')
