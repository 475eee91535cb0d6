import type { ApiClient, Checkout, HostApplication, WalletCard } from '@aisle/api'
import { useMemo, useReducer, useRef } from 'react'
import { useWallet, type WalletConfig } from '../wallet/use-wallet.js'
import type { WalletServices } from '../wallet/wallet-services.js'
import type { CheckoutServices } from './checkout-services.js'
import { useCheckoutWalletServices } from './checkout-wallet-services.js'
import { giftCheckboxDisabled, orderAmountsOf, parseSnapAmount } from './payment-section.js'
import {
  initialPaymentSection,
  paymentSectionReducer,
  paymentsSettled,
  wantsPaymentUpdate,
} from './payment-section-core.js'
import type { PaymentSectionStatusEvent } from './payment-section-core-status.js'
import { paymentOrderInfo, paymentSectionView } from './payment-section-view.js'
import { usePaymentUpdate } from './use-payment-update.js'

export type { PaymentUpdate } from './payment-section-core.js'

/** The wallet switches of the checkout host (wallet-flyout.md §1). */
export const CHECKOUT_WALLET_CONFIG: WalletConfig = {
  saveCardOptionEnabled: false,
  showSnapCards: true,
  showGiftCards: true,
  getGiftCardBalances: true,
  selectDefaultCardOnly: false,
}

const ignore = () => {}

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
  /**
   * Where the section's events go: the dispatch of the page's status
   * (`paymentSectionStatusReducer`), which owns what the page needs (an update running,
   * the payments settled).
   */
  report?: (event: PaymentSectionStatusEvent) => void
}

/**
 * The payment section of /checkout (checkout.md §4 "Payment step"): the wallet in
 * checkout mode, the SNAP EBT box (checked by default, clearing gift cards), the SNAP
 * EBT amount, gift cards (only with a bank card, disabled when covered), the split with
 * the $1 hold, and the automatic payment update in DRAFT with a versionKey, whose
 * failure opens 'payments update failed' or, with SNAP EBT checked, the remove-card modal.
 * The page's status (`paymentSectionStatusReducer`, through `report`) hears when an
 * update starts and ends and whether the payments are settled.
 */
export function usePaymentSection(options: UsePaymentSectionOptions) {
  const { client, checkout, modify, appName = 'CLICKLIST', report = ignore } = options
  const { services, addToOrder } = useCheckoutWalletServices(options)
  const amounts = orderAmountsOf(checkout)
  const splitRef = useRef(0)
  const fulfillmentType = checkout.modalityType
  const orderInfo = useMemo(
    () => paymentOrderInfo({ total: amounts.total, ebtTotal: amounts.ebtTotal }, fulfillmentType),
    [amounts.total, amounts.ebtTotal, fulfillmentType],
  )
  const wallet = useWallet({
    services,
    appName,
    mode: 'checkout',
    walletConfig: CHECKOUT_WALLET_CONFIG,
    orderInfo,
    getEbtCardPaymentTotal: () => splitRef.current,
  })

  const [core, dispatch] = useReducer(paymentSectionReducer, initialPaymentSection)
  // The wallet's default, Confirm and Remove set the choice (wallet-flyout.md §4): a new
  // selection is taken while rendering, so no render shows a choice behind it.
  if (core.from !== wallet.selection) {
    dispatch({ type: 'walletSelected', selection: wallet.selection, groups: wallet.groups })
  }
  const { choice, update } = core

  const { split, bankCard, expired, snapCard, payments, facts, snapLimits } = paymentSectionView({
    choice,
    amounts,
    checkout,
    modify,
    walletStatus: wallet.load.status,
    cardOf: wallet.cardOf,
    snapCards: wallet.groups.snapCards,
  })
  splitRef.current = split.snap

  usePaymentUpdate({
    client,
    checkoutId: checkout.id,
    versionKey: checkout.versionKey,
    payments,
    wanted: wantsPaymentUpdate(core, facts),
    ready: paymentsSettled(core, { ...facts, selection: wallet.selection }),
    dispatch,
    report,
  })

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
    choiceSynced: core.from === wallet.selection,
    /** The chosen bank card is expired (checkout.md §5 message). */
    expired,
    update,
    modal: update.status === 'failed' ? update.modal : undefined,
    snapLimits,
    giftDisabled: (card: WalletCard) => giftCheckboxDisabled(card, choice, split),
    /** Checking SNAP EBT clears the gift cards (checkout.md §4). */
    toggleSnap: (checked: boolean) => dispatch({ type: 'snapToggled', checked }),
    toggleGift: (cardId: string, checked: boolean) =>
      dispatch({ type: 'giftToggled', cardId, checked }),
    /** The SNAP EBT amount modal: an error to show, or undefined when the amount was set. */
    setSnapAmount: (input: string): string | undefined => {
      const parsed = parseSnapAmount(input, snapLimits)
      if (!parsed.ok) return parsed.error
      dispatch({ type: 'snapAmountSet', amount: parsed.amount })
      return undefined
    },
    /** 'Try again' of either failure modal. */
    retryUpdate: () => dispatch({ type: 'retry' }),
    /** 'Remove Card' of the remove-card modal: unchecks SNAP EBT, then updates again. */
    removeSnapCard: () => dispatch({ type: 'snapRemoved' }),
  }
}

export type PaymentSectionState = ReturnType<typeof usePaymentSection>
