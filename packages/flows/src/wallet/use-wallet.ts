import type { AccountAddress, WalletCard, WalletServiceCard } from '@aisle/api'
import { groupWallet } from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import {
  closedFlyout,
  successBanner,
  walletFlyoutReducer,
  walletFooter,
  walletHeaderControls,
  walletTitle,
} from './screens.js'
import {
  addAvailability,
  defaultSelection,
  giftCardAddBlocker,
  selectBlocker,
} from './selection.js'
import { useWalletCalls } from './use-wallet-calls.js'
import { useWalletFlyout } from './use-wallet-flyout.js'
import { initialWalletCore, walletCoreReducer, walletLoadOf } from './wallet-core.js'
import { allCards } from './wallet-groups.js'
import { realTimer, type UseWalletOptions } from './wallet-options.js'
import { SUCCESS_BANNER_MS } from './wallet-text.js'

export type { WalletLoad, WalletResult } from './wallet-core.js'
export type { UseWalletOptions, WalletConfig, WalletTimer } from './wallet-options.js'

/**
 * The wallet flyout (wallet-flyout.md §2, §4): fetches and groups the cards, picks
 * the default selection, keeps a working selection copied on open and on Confirm,
 * runs add, edit, delete, preferred and balance calls (`useWalletCalls`), shows success
 * banners for 5 s and asks before discarding changed selections. The state's rules are
 * the pure `walletCoreReducer` and `walletFlyoutReducer`.
 */
export function useWallet(options: UseWalletOptions) {
  const { services, appName, mode, orderInfo } = options
  const timer = options.timer ?? realTimer
  const latest = useRef(options)
  latest.current = options

  const [core, dispatchCore] = useReducer(walletCoreReducer, initialWalletCore)
  const { groups, selection, working, listError, pinLockedIds } = core
  const [flyout, dispatch] = useReducer(walletFlyoutReducer, closedFlyout)

  // The cards through SWR (the wallet area's `getCards` verb): each arrival regroups them
  // and picks the default selection (§4 "Fetching cards", "Default selection after a
  // fetch"). No automatic retry: the card box's Retry is the retry (§2 "Card box").
  const cardsRead = useServiceQuery(
    ['wallet', 'cards', services, appName] as const,
    ([, , , app]) => services.getCards().then((cards) => groupWallet(cards, app)),
    {
      shouldRetryOnError: false,
      onSuccess: (next) => {
        const { walletConfig: config = {}, orderInfo: order } = latest.current
        const chosen = defaultSelection(next, {
          selectDefaultCardOnly: config.selectDefaultCardOnly ?? false,
          ...(order === undefined ? {} : { orderInfo: order }),
        })
        dispatchCore({ type: 'loaded', groups: next, chosen })
      },
    },
  )
  const { mutate: revalidateCards } = cardsRead
  const reload = useCallback(() => {
    void revalidateCards()
  }, [revalidateCards])

  // §9: a success banner stays 5000 ms.
  useEffect(() => {
    if (flyout.success === undefined) return
    const handle = timer.set(() => dispatch({ type: 'clearSuccess' }), SUCCESS_BANNER_MS)
    return () => timer.clear(handle)
  }, [flyout.success, timer])

  const context = () => ({
    mode,
    ...(orderInfo === undefined ? {} : { orderInfo }),
    ebtPaymentTotal: latest.current.getEbtCardPaymentTotal?.() ?? 0,
  })
  const flyoutActions = useWalletFlyout({
    mode,
    core,
    flyout,
    dispatch: dispatchCore,
    dispatchFlyout: dispatch,
    context,
    onSelectionChange: (next, from) => latest.current.onSelectionChange?.(next, from),
  })
  const calls = useWalletCalls({
    services,
    appName,
    dispatch: dispatchCore,
    dispatchFlyout: dispatch,
    pinLockedIds,
  })

  const cards = useMemo(() => allCards(groups), [groups])
  const cardOf = (id: string | undefined) => cards.find((card) => card.id === id)

  return {
    /** The calls, for the billing screens. */
    services,
    load: walletLoadOf(cardsRead),
    groups,
    /** The checkout's selection (the card box shows it). */
    selection,
    /** The flyout's working selection. */
    working,
    flyout,
    listError,
    title: walletTitle(flyout, mode),
    header: walletHeaderControls(flyout),
    footer: walletFooter(mode),
    success: successBanner(flyout),
    add: addAvailability(groups, mode),
    /** The card the current screen is about. */
    card: cardOf(flyout.cardId),
    cardOf,
    /** Why no more gift cards can be added to the order (checkout mode), or undefined. */
    giftAddBlocker: giftCardAddBlocker(groups, { ...context(), selection: working }),
    /** PIN entry for this card answered code 75 (too many attempts) in this wallet (§4). */
    pinLocked: (card: WalletCard) => pinLockedIds.has(card.id),
    blocker: (card: WalletCard) =>
      selectBlocker(card, groups, { ...context(), selection: working }),
    ...flyoutActions,
    reload,
    ...calls,
  }
}

export type WalletState = ReturnType<typeof useWallet>

export type { AccountAddress, WalletServiceCard }
