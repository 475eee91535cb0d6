import { messages, type WalletCard, type WalletGroups } from '@aisle/api'
import { type Dispatch, useCallback } from 'react'
import type { WalletFlyoutEvent, WalletFlyoutState, WalletMode } from './screens.js'
import {
  confirmBlocker,
  type SelectabilityContext,
  selectionChanged,
  type WalletSelection,
} from './selection.js'
import { type WalletCoreEvent, type WalletCoreState, withoutCard } from './wallet-core.js'

export interface WalletFlyoutOptions {
  mode: WalletMode
  core: WalletCoreState
  flyout: WalletFlyoutState
  /** The wallet's state reducer (`walletCoreReducer`). */
  dispatch: Dispatch<WalletCoreEvent>
  /** The flyout's screens reducer (`walletFlyoutReducer`). */
  dispatchFlyout: Dispatch<WalletFlyoutEvent>
  /** The order the selection is checked against, read when a card is toggled. */
  context: () => Omit<SelectabilityContext, 'selection'>
  /** Told of the checkout's new selection (Confirm, Remove). */
  onSelectionChange: (selection: WalletSelection, groups: WalletGroups) => void
}

/**
 * The flyout's own actions (wallet-flyout.md §4 "Selection", "Closing"): opening,
 * moving between screens, toggling the working selection, Confirm, Cancel and the
 * discard question. No calls: those are `useWalletCalls`.
 */
export function useWalletFlyout(options: WalletFlyoutOptions) {
  const { mode, core, flyout, dispatch, dispatchFlyout, context, onSelectionChange } = options
  const { groups, selection, working } = core
  const hasBankCards = mode === 'my-wallet' || groups.bankCards.length > 0

  const open = useCallback(() => {
    dispatch({ type: 'workingReset', clearListError: true })
    dispatchFlyout({ type: 'open', hasBankCards })
  }, [dispatch, dispatchFlyout, hasBankCards])

  const select = (next: WalletSelection) => {
    dispatch({ type: 'selected', selection: next })
    onSelectionChange(next, groups)
  }
  const close = () => {
    dispatch({ type: 'listError', message: undefined })
    dispatchFlyout({ type: 'close' })
  }
  /** Back to the checkout's selection, and closed. */
  const revert = () => {
    dispatch({ type: 'workingReset', clearListError: true })
    close()
  }

  return {
    open,
    /** The card box's EBT "Check Balance": straight to the PIN, closing after (§4 "Balances"). */
    openBalance: (cardId: string) => {
      dispatch({ type: 'workingReset', clearListError: false })
      dispatchFlyout({ type: 'openBalance', cardId })
    },
    go: (event: Extract<WalletFlyoutEvent, { type: 'go' }>) => dispatchFlyout(event),
    navigate: (event: WalletFlyoutEvent) => dispatchFlyout(event),
    back: () => dispatchFlyout({ type: 'back' }),
    /** Escape or backdrop: closes unless the selection changed (§4 "Closing"). */
    exit: () => {
      if (flyout.screen === 'EXIT_CONFIRM') return
      const changed = mode === 'checkout' && selectionChanged(working, selection)
      if (!changed) dispatch({ type: 'listError', message: undefined })
      dispatchFlyout({ type: 'exit', selectionChanged: changed })
    },
    keepChanges: () => dispatchFlyout({ type: 'keepChanges' }),
    discard: revert,
    cancel: revert,
    close,
    /** Checkout Confirm needs a bank card (§4 "Closing"). */
    confirm: () => {
      const blocked = mode === 'checkout' ? confirmBlocker(working, groups) : undefined
      if (blocked !== undefined) {
        dispatch({ type: 'listError', message: messages[blocked] })
        return
      }
      select(working)
      close()
    },
    toggle: (card: WalletCard) => dispatch({ type: 'toggled', card, context: context() }),
    /** The card box's Remove on a selected EBT or gift card. */
    remove: (card: WalletCard) => select(withoutCard(selection, card.id)),
    /** Clears the list's error banner (its 'Okay, I got it!'). */
    dismissListError: () => dispatch({ type: 'listError', message: undefined }),
  }
}
