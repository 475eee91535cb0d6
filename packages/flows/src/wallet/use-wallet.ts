import {
  type AccountAddress,
  type AddCardRequest,
  addCardKindOf,
  groupWallet,
  isApiError,
  messages,
  shownMessageOf,
  toWalletCard,
  type WalletCard,
  type WalletGroups,
  type WalletServiceCard,
} from '@aisle/api'
import { useServiceQuery } from '@aisle/api/swr'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import {
  closedFlyout,
  successBanner,
  type WalletFlyoutEvent,
  type WalletMode,
  walletFlyoutReducer,
  walletFooter,
  walletHeaderControls,
  walletTitle,
} from './screens.js'
import {
  addAvailability,
  confirmBlocker,
  defaultSelection,
  emptySelection,
  giftCardAddBlocker,
  pruneSelection,
  selectBlocker,
  selectionChanged,
  toggleCard,
  type WalletOrderInfo,
  type WalletSelection,
} from './selection.js'
import { allCards, emptyGroups, replaceCard, walletGroupsReducer } from './wallet-groups.js'
import type { EditCardRequest, WalletServices } from './wallet-services.js'
import { SUCCESS_BANNER_MS, type WalletSuccess } from './wallet-text.js'

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
const realTimer: WalletTimer = {
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

export type WalletLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready' }

/** A call's outcome for the form that made it: an error keeps the form and is shown in it. */
export type WalletResult = { ok: true } | { ok: false; message: string; code?: string }

const failure = (error: unknown): { ok: false; message: string; code?: string } => {
  if (!isApiError(error)) throw error
  const code = error.kind === 'http' && error.code !== undefined ? String(error.code) : undefined
  // A card this account does not hold (§8 "Wrong account").
  if (code === 'CARD_NOT_FOUND') return { ok: false, message: messages.cardNotOnAccount, code }
  return code === undefined
    ? { ok: false, message: shownMessageOf(error) }
    : { ok: false, message: shownMessageOf(error), code }
}

/** The cards' read as the card box shows it: loading (a Retry too), the error, or ready. */
function walletLoadOf(read: {
  data?: unknown
  error?: unknown
  isValidating: boolean
}): WalletLoad {
  if (read.isValidating) return { status: 'loading' }
  if (read.error !== undefined) return { status: 'error', message: failure(read.error).message }
  return read.data === undefined ? { status: 'loading' } : { status: 'ready' }
}

/**
 * The wallet flyout (wallet-flyout.md §2, §4): fetches and groups the cards, picks
 * the default selection, keeps a working selection copied on open and on Confirm,
 * runs add, edit, delete, preferred and balance calls, shows success banners for
 * 5 s and asks before discarding changed selections.
 */
export function useWallet(options: UseWalletOptions) {
  const { services, appName, mode, orderInfo } = options
  const timer = options.timer ?? realTimer
  const latest = useRef(options)
  latest.current = options

  const [groups, dispatchGroups] = useReducer(walletGroupsReducer, emptyGroups)
  const [selection, setSelection] = useState<WalletSelection>(emptySelection)
  const [working, setWorking] = useState<WalletSelection>(emptySelection)
  const [flyout, dispatch] = useReducer(walletFlyoutReducer, closedFlyout)
  /** Error banner of the list (delete and preferred failures, the no-card Confirm). */
  const [listError, setListError] = useState<string | undefined>()
  const [pinLockedIds, setPinLockedIds] = useState<ReadonlySet<string>>(() => new Set())

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
        dispatchGroups({ type: 'loaded', groups: next })
        const chosen = defaultSelection(next, {
          selectDefaultCardOnly: config.selectDefaultCardOnly ?? false,
          ...(order === undefined ? {} : { orderInfo: order }),
        })
        setSelection(chosen)
        setWorking(chosen)
      },
    },
  )
  const { mutate: revalidateCards } = cardsRead
  const reload = useCallback(() => {
    void revalidateCards()
  }, [revalidateCards])
  const load: WalletLoad = walletLoadOf(cardsRead)

  // §9: a success banner stays 5000 ms.
  useEffect(() => {
    if (flyout.success === undefined) return
    const handle = timer.set(() => dispatch({ type: 'clearSuccess' }), SUCCESS_BANNER_MS)
    return () => timer.clear(handle)
  }, [flyout.success, timer])

  const ebtTotal = () => latest.current.getEbtCardPaymentTotal?.() ?? 0
  const context = () => ({
    mode,
    ...(orderInfo === undefined ? {} : { orderInfo }),
    ebtPaymentTotal: ebtTotal(),
  })

  const done = (success: WalletSuccess) => dispatch({ type: 'done', success })

  const open = useCallback(() => {
    setWorking(selection)
    setListError(undefined)
    dispatch({
      type: 'open',
      hasBankCards: mode === 'my-wallet' || groups.bankCards.length > 0,
    })
  }, [selection, mode, groups.bankCards.length])

  const close = () => {
    setListError(undefined)
    dispatch({ type: 'close' })
  }

  const actions = {
    open,
    /** The card box's EBT "Check Balance": straight to the PIN, closing after (§4 "Balances"). */
    openBalance: (cardId: string) => {
      setWorking(selection)
      dispatch({ type: 'openBalance', cardId })
    },
    go: (event: Extract<WalletFlyoutEvent, { type: 'go' }>) => dispatch(event),
    navigate: (event: WalletFlyoutEvent) => dispatch(event),
    back: () => dispatch({ type: 'back' }),
    /** Escape or backdrop: closes unless the selection changed (§4 "Closing"). */
    exit: () => {
      if (flyout.screen === 'EXIT_CONFIRM') return
      const changed = mode === 'checkout' && selectionChanged(working, selection)
      if (!changed) setListError(undefined)
      dispatch({ type: 'exit', selectionChanged: changed })
    },
    keepChanges: () => dispatch({ type: 'keepChanges' }),
    discard: () => {
      setWorking(selection)
      close()
    },
    cancel: () => {
      setWorking(selection)
      close()
    },
    close,
    /** Checkout Confirm needs a bank card (§4 "Closing"). */
    confirm: () => {
      const blocked = mode === 'checkout' ? confirmBlocker(working, groups) : undefined
      if (blocked !== undefined) {
        setListError(messages[blocked])
        return
      }
      setSelection(working)
      latest.current.onSelectionChange?.(working, groups)
      close()
    },
    toggle: (card: WalletCard) =>
      setWorking((current) => toggleCard(current, card, groups, context())),
    /** The card box's Remove on a selected EBT or gift card. */
    remove: (card: WalletCard) => {
      const next = {
        ...selection,
        snapCardIds: selection.snapCardIds.filter((id) => id !== card.id),
        giftCardIds: selection.giftCardIds.filter((id) => id !== card.id),
      }
      setSelection(next)
      setWorking(next)
      latest.current.onSelectionChange?.(next, groups)
    },
    reload,
    /** Clears the list's error banner (its 'Okay, I got it!'). */
    dismissListError: () => setListError(undefined),

    addCard: async (request: AddCardRequest): Promise<WalletResult> => {
      try {
        const added = toWalletCard(await services.addCard(request), appName)
        const kind = addCardKindOf(request)
        if (kind === 'snap') {
          // §4: a new SNAP card replaces the list and the selection.
          dispatchGroups({ type: 'snapAdded', card: added })
          setWorking((w) => ({ ...w, snapCardIds: [added.id] }))
        } else if (kind === 'gift') {
          dispatchGroups({ type: 'giftAdded', card: added })
          setWorking((w) => ({ ...w, giftCardIds: [...w.giftCardIds, added.id] }))
        } else {
          const preferred = 'defaultCard' in request && request.defaultCard
          dispatchGroups({ type: 'bankAdded', card: added, preferred })
          setWorking((w) =>
            w.bankCardId === undefined || preferred ? { ...w, bankCardId: added.id } : w,
          )
        }
        done('added')
        return { ok: true }
      } catch (error) {
        return failure(error)
      }
    },

    editCard: async (request: EditCardRequest): Promise<WalletResult> => {
      try {
        // §4: the response (which carries cardType) is merged with saved=true.
        const edited = { ...toWalletCard(await services.editCard(request), appName), saved: true }
        dispatchGroups({ type: 'edited', card: edited, preferred: request.defaultCard })
        done('edited')
        return { ok: true }
      } catch (error) {
        return failure(error)
      }
    },

    /** Deletes on the server only a saved card; a failure shows in the list (§4). */
    deleteCard: async (card: WalletCard): Promise<WalletResult> => {
      try {
        if (card.saved) await services.deleteCard(card.id)
        // A failed earlier try's message goes with the success (§4).
        setListError(undefined)
        const next = replaceCard(groups, card.id)
        dispatchGroups({ type: 'deleted', cardId: card.id })
        setWorking((w) => pruneSelection(w, next))
        setSelection((s) => pruneSelection(s, next))
        done('deleted')
        return { ok: true }
      } catch (error) {
        const result = failure(error)
        setListError(result.message)
        dispatch({ type: 'back' })
        return result
      }
    },

    /** Saved on the server, the others' flag cleared, the card selected, 'Card Updated!' (§4). */
    makePreferred: async (card: WalletCard): Promise<WalletResult> => {
      setListError(undefined)
      try {
        await services.setPreferred(card.id)
        dispatchGroups({ type: 'preferred', cardId: card.id })
        setWorking((w) => ({ ...w, bankCardId: card.id }))
        done('preferred')
        return { ok: true }
      } catch (error) {
        const result = failure(error)
        setListError(result.message)
        return result
      }
    },

    /** Every SNAP card receives the balance; back to the list or closed (§4 "Balances"). */
    checkEbtBalance: async (card: WalletCard, encryptedPin: string): Promise<WalletResult> => {
      try {
        if (pinLockedIds.has(card.id)) return { ok: false, message: messages.pinLocked, code: '75' }
        const balance = await services.ebtBalance(card.paymentGram ?? card.id, encryptedPin)
        if (balance !== undefined) dispatchGroups({ type: 'snapBalance', balance })
        dispatch({ type: 'balanceChecked' })
        return { ok: true }
      } catch (error) {
        const result = failure(error)
        // Code 75 locks PIN entry for this card until the wallet is loaded again (§4).
        if (result.code === '75') setPinLockedIds((ids) => new Set(ids).add(card.id))
        return result
      }
    },

    /** A failure leaves the balance empty, so Retry stays offered (§4 "Balances"). */
    retryGiftBalance: async (card: WalletCard): Promise<void> => {
      try {
        const balance = await services.giftBalance(card.paymentGram ?? card.id)
        if (balance === undefined) return
        dispatchGroups({ type: 'giftBalance', card, balance })
      } catch (error) {
        failure(error)
      }
    },
  }

  const cards = useMemo(() => allCards(groups), [groups])
  const cardOf = (id: string | undefined) => cards.find((card) => card.id === id)

  return {
    /** The calls, for the billing screens. */
    services,
    load,
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
    ...actions,
  }
}

export type WalletState = ReturnType<typeof useWallet>

export type { AccountAddress, WalletServiceCard }
