import {
  type ApiClient,
  type Checkout,
  type CheckoutPayment,
  type HostApplication,
  isApiError,
  type WalletCard,
} from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useWallet, type WalletConfig } from '../wallet/use-wallet.js'
import { createWalletServices, type WalletServices } from '../wallet/wallet-services.js'
import { useAddCardToOrder } from './add-card-to-order.js'
import { type CheckoutServices, createCheckoutServices } from './checkout-services.js'
import { withOrderCards } from './checkout-wallet-services.js'
import {
  choiceOfSelection,
  chosenCardExpired,
  giftCheckboxDisabled,
  orderAmountsOf,
  type PaymentChoice,
  type PaymentChoiceEvent,
  parseSnapAmount,
  paymentChoiceReducer,
  paymentSplit,
  paymentsOf,
  samePayments,
  snapAmountLimits,
} from './payment-section.js'
import { paymentUpdateFailureModal, shouldAutoUpdatePayment } from './payment-step.js'

/** The wallet switches of the checkout host (wallet-flyout.md §1). */
export const CHECKOUT_WALLET_CONFIG: WalletConfig = {
  saveCardOptionEnabled: false,
  showSnapCards: true,
  showGiftCards: true,
  getGiftCardBalances: true,
  selectDefaultCardOnly: false,
}

export interface UsePaymentSectionOptions {
  client: ApiClient
  /** The checkout the page shows; refreshed by the page after each update. */
  checkout: Checkout
  /** A modified order keeps its original payment method (checkout.md §6). */
  modify: boolean
  /** The host application (the pickup and delivery ordering app). @default 'CLICKLIST' */
  appName?: HostApplication
  /** The wallet's calls; by default over `client`. Tests hand in fakes. */
  walletServices?: WalletServices
  /** The checkout's calls (a card added during checkout); by default over `client`. */
  checkoutServices?: CheckoutServices
  /** Told when a payment update starts and ends (the page disables its actions). */
  onPendingChange?: (pending: boolean) => void
  /**
   * Told whether the checkout's payments are settled: the wallet has loaded and no
   * automatic payment update is wanted or running. Until then an order would go without
   * its payments, so the page holds its order button (checkout.md §4).
   */
  onReadyChange?: (ready: boolean) => void
}

export type PaymentUpdate =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'failed'; modal: 'remove-card' | 'payments-update-failed' }

type UpdateEvent =
  | { type: 'start' }
  | { type: 'done' }
  | { type: 'fail'; snapChecked: boolean }
  | { type: 'reset' }

function updateReducer(_state: PaymentUpdate, event: UpdateEvent): PaymentUpdate {
  switch (event.type) {
    case 'start':
      return { status: 'pending' }
    case 'done':
    case 'reset':
      return { status: 'idle' }
    case 'fail':
      return { status: 'failed', modal: paymentUpdateFailureModal(event.snapChecked) }
  }
}

const noChoice: PaymentChoice = {
  bankCardId: undefined,
  snapCardId: undefined,
  snapChecked: false,
  snapAmount: undefined,
  giftCardIds: [],
}

/**
 * The payment section of /checkout (checkout.md §4 "Payment step"): the wallet in
 * checkout mode, the SNAP EBT box (checked by default, clearing gift cards), the SNAP
 * EBT amount, gift cards (only with a bank card, disabled when covered), the split with
 * the $1 hold, and the automatic payment update in DRAFT with a versionKey, whose
 * failure opens 'payments update failed' or, with SNAP EBT checked, the remove-card modal.
 */
export function usePaymentSection(options: UsePaymentSectionOptions) {
  const {
    client,
    checkout,
    modify,
    appName = 'CLICKLIST',
    onPendingChange,
    onReadyChange,
  } = options
  const checkoutServices = useMemo(
    () => options.checkoutServices ?? createCheckoutServices(client),
    [client, options.checkoutServices],
  )
  // A bank card added in the wallet during checkout goes onto the order (checkout.md §7).
  // The v1 call names the ordering app; other hosts have no order to add a card to.
  const addToOrder = useAddCardToOrder({
    client,
    checkout,
    appName: appName === 'MEMBERSHIP' ? 'MEMBERSHIP' : 'CLICKLIST',
    services: checkoutServices,
  })
  const { add: addCardToOrder } = addToOrder
  const services = useMemo(
    () =>
      withOrderCards(
        options.walletServices ??
          createWalletServices(client, {
            showSnapCards: true,
            showGiftCards: true,
            getGiftCardBalances: true,
          }),
        {
          added: (card, save) => addCardToOrder(card, { save }),
          edited: (card) => checkoutServices.updateCheckoutCard(card.id, { card, save: true }),
        },
      ),
    [client, options.walletServices, addCardToOrder, checkoutServices],
  )
  const amounts = orderAmountsOf(checkout)
  const splitRef = useRef(0)
  // checkoutConfig.orderInfo of wallet-flyout.md §1, from the checkout's summary.
  const orderInfo = useMemo(
    () => ({
      total: amounts.total,
      hasSnapEligibleItems: amounts.ebtTotal > 0,
      ebtTotalFromCheckout: amounts.ebtTotal,
    }),
    [amounts.total, amounts.ebtTotal],
  )
  const wallet = useWallet({
    services,
    appName,
    mode: 'checkout',
    walletConfig: CHECKOUT_WALLET_CONFIG,
    orderInfo,
    getEbtCardPaymentTotal: () => splitRef.current,
  })

  const [choice, dispatchChoice] = useReducer(
    (state: PaymentChoice, event: PaymentChoiceEvent | { type: 'sync'; next: PaymentChoice }) =>
      event.type === 'sync' ? event.next : paymentChoiceReducer(state, event),
    noChoice,
  )
  // The wallet's default, Confirm and Remove set the choice (wallet-flyout.md §4).
  const groupsRef = useRef(wallet.groups)
  groupsRef.current = wallet.groups
  const choiceRef = useRef(choice)
  choiceRef.current = choice
  // Which wallet selection the choice was last synced from: until the effect has run for
  // the current one, the choice may still be the one before it.
  const [syncedFrom, setSyncedFrom] = useState<unknown>(undefined)
  useEffect(() => {
    dispatchChoice({
      type: 'sync',
      next: choiceOfSelection(wallet.selection, groupsRef.current, choiceRef.current),
    })
    setSyncedFrom(wallet.selection)
  }, [wallet.selection])

  const cardOf = wallet.cardOf
  const split = paymentSplit(choice, amounts, cardOf)
  splitRef.current = split.snap
  const bankCard = cardOf(choice.bankCardId)
  const expired = chosenCardExpired(bankCard)
  const snapCard = cardOf(choice.snapCardId) ?? wallet.groups.snapCards[0]
  const payments = paymentsOf(choice, split, cardOf)

  const [update, dispatchUpdate] = useReducer(updateReducer, { status: 'idle' })
  const revalidate = useRevalidateApi()
  /** The payments last sent against a versionKey, so a stale page does not send them twice. */
  const sent = useRef<{ versionKey: string; payments: CheckoutPayment[] } | undefined>(undefined)
  const [attempt, retry] = useReducer((n: number) => n + 1, 0)

  const wanted =
    !modify &&
    wallet.load.status === 'ready' &&
    update.status === 'idle' &&
    shouldAutoUpdatePayment({
      status: checkout.status,
      versionKey: checkout.versionKey,
      cardChosen: bankCard !== undefined && !expired,
    }) &&
    !samePayments(payments, checkout.payments) &&
    !(
      sent.current?.versionKey === checkout.versionKey &&
      samePayments(sent.current.payments, payments)
    )

  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const latest = useRef({ payments, choice, checkout, onPendingChange, onReadyChange })
  latest.current = { payments, choice, checkout, onPendingChange, onReadyChange }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` and `attempt` trigger the update; the rest is read from `latest`.
  useEffect(() => {
    if (!wanted) return
    const { payments: body, checkout: current } = latest.current
    sent.current = { versionKey: current.versionKey, payments: body }
    dispatchUpdate({ type: 'start' })
    latest.current.onPendingChange?.(true)
    client
      .call('updateCheckout', {
        params: { checkoutId: current.id },
        body: { versionKey: current.versionKey, payments: body },
      })
      .then(
        async () => {
          // A section gone from the page (navigated away) has no cache to refresh.
          if (!mounted.current) return
          await revalidate('checkout', { params: { checkoutId: current.id } })
          dispatchUpdate({ type: 'done' })
        },
        (error: unknown) => {
          if (!isApiError(error)) throw error
          if (!mounted.current) return
          sent.current = undefined
          dispatchUpdate({ type: 'fail', snapChecked: latest.current.choice.snapChecked })
        },
      )
      .finally(() => latest.current.onPendingChange?.(false))
  }, [wanted, attempt])

  // Sent and answered, but the page does not hold the answer yet (it refreshes after).
  const awaitingRefresh =
    update.status === 'idle' &&
    sent.current !== undefined &&
    sent.current.versionKey === checkout.versionKey &&
    samePayments(sent.current.payments, payments) &&
    !samePayments(payments, checkout.payments)
  const ready =
    modify ||
    (wallet.load.status !== 'loading' &&
      syncedFrom === wallet.selection &&
      !wanted &&
      update.status !== 'pending' &&
      !awaitingRefresh)
  useEffect(() => {
    latest.current.onReadyChange?.(ready)
  }, [ready])

  const snapLimits = snapAmountLimits(checkout, snapCard)

  return {
    wallet,
    /** A card added during checkout going onto the order, its failure and retry (checkout.md §7, §8). */
    addToOrder,
    orderInfo,
    choice,
    split,
    payments,
    bankCard,
    snapCard,
    giftCards: wallet.groups.giftCards,
    /**
     * The choice reflects the wallet's current selection. Right after the wallet loads it
     * does not yet (no bank card chosen), so a card box shows its rows only once this is true,
     * not 'No cards found' for a moment.
     */
    choiceSynced: syncedFrom === wallet.selection,
    /** The chosen bank card is expired (checkout.md §5 message). */
    expired,
    update,
    modal: update.status === 'failed' ? update.modal : undefined,
    snapLimits,
    giftDisabled: (card: WalletCard) => giftCheckboxDisabled(card, choice, split),
    /** Checking SNAP EBT clears the gift cards (checkout.md §4). */
    toggleSnap: (checked: boolean) => dispatchChoice({ type: 'snapToggled', checked }),
    toggleGift: (cardId: string, checked: boolean) =>
      dispatchChoice({ type: 'giftToggled', cardId, checked }),
    /** The SNAP EBT amount modal: an error to show, or undefined when the amount was set. */
    setSnapAmount: (input: string): string | undefined => {
      const parsed = parseSnapAmount(input, snapLimits)
      if (!parsed.ok) return parsed.error
      dispatchChoice({ type: 'snapAmountSet', amount: parsed.amount })
      return undefined
    },
    /** 'Try again' of either failure modal. */
    retryUpdate: () => {
      dispatchUpdate({ type: 'reset' })
      retry()
    },
    /** 'Remove Card' of the remove-card modal: unchecks SNAP EBT, then updates again. */
    removeSnapCard: () => {
      dispatchChoice({ type: 'snapRemoved' })
      dispatchUpdate({ type: 'reset' })
    },
  }
}

export type PaymentSectionState = ReturnType<typeof usePaymentSection>
