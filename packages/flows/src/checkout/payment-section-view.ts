import type { Checkout, WalletCard } from '@aisle/api'
import type { WalletOrderInfo } from '../wallet/selection.js'
import {
  chosenCardExpired,
  type OrderAmounts,
  type PaymentChoice,
  paymentSplit,
  paymentsOf,
  snapAmountLimits,
} from './payment-section.js'
import type { PaymentFacts } from './payment-section-core.js'

// What the payment section shows and sends for a choice, without React (checkout.md §4
// "Payment step", §5): the split, the cards it names, the payments and the facts the
// automatic update reads.

/**
 * checkoutConfig.orderInfo of wallet-flyout.md §1, from the checkout's summary; its
 * fulfilment type disables a card refusing it (wallet-flyout.md §2 "Checkout tiles").
 */
export function paymentOrderInfo(
  amounts: OrderAmounts,
  fulfillmentType: Checkout['modalityType'] | undefined,
): WalletOrderInfo {
  return {
    total: amounts.total,
    hasSnapEligibleItems: amounts.ebtTotal > 0,
    ebtTotalFromCheckout: amounts.ebtTotal,
    ...(fulfillmentType === undefined ? {} : { fulfillmentType }),
  }
}

export interface PaymentViewInput {
  choice: PaymentChoice
  amounts: OrderAmounts
  checkout: Checkout
  modify: boolean
  walletStatus: PaymentFacts['walletStatus']
  cardOf: (id: string | undefined) => WalletCard | undefined
  /** The wallet's SNAP EBT cards: the first stands in when none is chosen. */
  snapCards: readonly WalletCard[]
}

/**
 * The section's view of a choice: the split over the chosen cards, the bank card (and
 * whether it is expired, §5), the SNAP EBT card, the payments the split makes, the limits
 * of the SNAP EBT amount modal and the facts of the automatic update (§4).
 */
export function paymentSectionView(input: PaymentViewInput) {
  const { choice, amounts, checkout, cardOf } = input
  const split = paymentSplit(choice, amounts, cardOf)
  const bankCard = cardOf(choice.bankCardId)
  const expired = chosenCardExpired(bankCard)
  const snapCard = cardOf(choice.snapCardId) ?? input.snapCards[0]
  const payments = paymentsOf(choice, split, cardOf)
  const facts: PaymentFacts = {
    modify: input.modify,
    walletStatus: input.walletStatus,
    checkout,
    payments,
    cardChosen: bankCard !== undefined && !expired,
  }
  const snapLimits = snapAmountLimits(checkout, snapCard)
  return { split, bankCard, expired, snapCard, payments, facts, snapLimits }
}
