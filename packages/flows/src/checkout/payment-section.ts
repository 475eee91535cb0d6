import type { Checkout, CheckoutPayment, WalletCard, WalletGroups } from '@aisle/api'
import { messages } from '@aisle/api'
import type { WalletSelection } from '../wallet/selection.js'
import { walletText } from '../wallet/wallet-text.js'
import { bankCardAuthorization, giftCardDisabled } from './payment-step.js'
import { snapAmountError } from './tip-promo.js'

/** The payment section's texts (checkout.md §2 "Payment step", §5; wallet-flyout.md §2). */
export const paymentSectionText = {
  title: walletText.cardBoxTitle,
  snapLabel: (lastFour: string) => `SNAP EBT ending in ${lastFour}`,
  giftLabel: (lastFour: string) => `Gift card ending in ${lastFour}`,
  snapAmountTitle: 'SNAP EBT Amount',
  snapAmountLabel: 'Amount to charge to your SNAP EBT card',
  snapCharge: (amount: string) => `${amount} charged to SNAP EBT`,
  editSnapAmount: 'Edit SNAP EBT amount',
  save: 'Save',
  cancel: 'Cancel',
  cardShare: (amount: string) => `${amount} charged to this card`,
  /** checkout.md §4: a $1 hold when the card's share is zero (wording ours). */
  cardHold: (amount: string) => `A ${amount} hold is placed on this card`,
  expiredCard: 'This payment method is expired. Please select a different payment method.',
  paymentsUpdateFailedTitle: 'Payments Update Failed',
  paymentsUpdateFailed: messages.paymentMethodsUpdateFailed,
  removeCardTitle: 'Remove SNAP EBT Card?',
  tryAgain: 'Try again',
  removeCard: 'Remove Card',
  backToCart: 'Back to Cart',
  updating: 'Updating your payment...',
  originalPayment: 'Your order is paid with its original payment method.',
  retry: walletText.retry,
  delete: walletText.delete,
  checkBalance: walletText.checkBalance,
  balanceError: walletText.balanceError,
  snapBackupNote: walletText.snapBackupNote,
  orderTotalMet: walletText.orderTotalMet,
  giftNeedsBackup: walletText.giftNeedsBackup,
  notSnapEligible: walletText.notSnapEligible,
} as const

/** How a payment of an order is named in its list (a modified order's original payment). */
export function paymentKindLabel(paymentType: string): string {
  if (paymentType === 'EBT' || paymentType === 'EBT_CARD') return 'SNAP EBT'
  if (paymentType === 'GIFT_CARD') return 'Gift card'
  return 'Card'
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
export const formatUsd = (amount: number) => usd.format(amount)

const cents = (n: number) => Math.round(n * 100)
const dollars = (n: number) => n / 100

/** The shopper's split of the payment (checkout.md §4 "Payment step"). */
export interface PaymentChoice {
  bankCardId: string | undefined
  snapCardId: string | undefined
  /** The SNAP EBT checkbox. */
  snapChecked: boolean
  /** An amount set in the SNAP EBT amount modal; otherwise the EBT-eligible total. */
  snapAmount: number | undefined
  giftCardIds: string[]
}

/**
 * The choice after the wallet's selection changed (its default, Confirm, Remove): the
 * SNAP EBT box is checked when the wallet chose the SNAP card, which it does by default
 * for SNAP-eligible orders (checkout.md §4; wallet-flyout.md §4 "Default selection").
 */
export function choiceOfSelection(
  selection: WalletSelection,
  groups: WalletGroups,
  previous?: PaymentChoice,
): PaymentChoice {
  const snapCardId = selection.snapCardIds[0] ?? groups.snapCards[0]?.id
  return {
    bankCardId: selection.bankCardId,
    snapCardId,
    snapChecked: selection.snapCardIds.length > 0,
    snapAmount: previous?.snapCardId === snapCardId ? previous?.snapAmount : undefined,
    giftCardIds: selection.snapCardIds.length > 0 ? [] : [...selection.giftCardIds],
  }
}

export type PaymentChoiceEvent =
  | { type: 'snapToggled'; checked: boolean }
  | { type: 'snapAmountSet'; amount: number }
  | { type: 'giftToggled'; cardId: string; checked: boolean }
  | { type: 'snapRemoved' }

/** Checking SNAP EBT clears the selected gift cards (checkout.md §4). */
export function paymentChoiceReducer(
  choice: PaymentChoice,
  event: PaymentChoiceEvent,
): PaymentChoice {
  switch (event.type) {
    case 'snapToggled':
      return event.checked
        ? { ...choice, snapChecked: true, giftCardIds: [] }
        : { ...choice, snapChecked: false }
    case 'snapRemoved':
      return { ...choice, snapChecked: false }
    case 'snapAmountSet':
      return { ...choice, snapAmount: event.amount }
    case 'giftToggled':
      return {
        ...choice,
        giftCardIds: event.checked
          ? [...choice.giftCardIds.filter((id) => id !== event.cardId), event.cardId]
          : choice.giftCardIds.filter((id) => id !== event.cardId),
      }
  }
}

/** The order's amounts the split needs (checkout.md §3 summary.cost). */
export interface OrderAmounts {
  total: number
  ebtTotal: number
}

export function orderAmountsOf(checkout: Pick<Checkout, 'summary'>): OrderAmounts {
  return {
    total: checkout.summary?.cost.total ?? 0,
    ebtTotal: checkout.summary?.cost.ebtTotal ?? 0,
  }
}

export interface PaymentSplit {
  snap: number
  gifts: { cardId: string; amount: number }[]
  /** The bank card's share of the order (0 when other cards cover it). */
  bankShare: number
  /** What is authorized on the bank card: its share, or the $1 hold. */
  bankAuthorization: number
  /** The gift cards meet what the other cards leave (wallet-flyout.md §2 note). */
  giftsCoverTotal: boolean
  /** SNAP EBT alone covers the order. */
  coveredByEbt: boolean
}

/**
 * The split of the order over the chosen cards: SNAP EBT first (its set amount, else the
 * EBT-eligible total, never over its balance or the order), then gift cards in the order
 * chosen, each up to its balance, then the bank card for the rest, with a $1 hold when
 * its share is zero (checkout.md §4). In whole cents.
 */
export function paymentSplit(
  choice: PaymentChoice,
  amounts: OrderAmounts,
  cardOf: (id: string | undefined) => WalletCard | undefined,
): PaymentSplit {
  const total = cents(amounts.total)
  let left = total
  let snap = 0
  const snapCard = choice.snapChecked ? cardOf(choice.snapCardId) : undefined
  if (snapCard !== undefined) {
    const wanted =
      choice.snapAmount === undefined ? cents(amounts.ebtTotal) : cents(choice.snapAmount)
    const balance = snapCard.balance === undefined ? wanted : cents(snapCard.balance)
    snap = Math.max(0, Math.min(wanted, balance, left))
    left -= snap
  }
  const gifts: PaymentSplit['gifts'] = []
  let giftSum = 0
  for (const id of choice.giftCardIds) {
    const card = cardOf(id)
    if (card === undefined) continue
    const amount = Math.max(0, Math.min(cents(card.balance ?? 0), left))
    left -= amount
    giftSum += amount
    gifts.push({ cardId: id, amount: dollars(amount) })
  }
  const bankShare = dollars(left)
  return {
    snap: dollars(snap),
    gifts,
    bankShare,
    bankAuthorization: bankCardAuthorization(bankShare),
    giftsCoverTotal: giftSum > 0 && left === 0,
    coveredByEbt: total > 0 && snap >= total,
  }
}

/** The checkout's payments for the split: SNAP, gift cards, then the bank card (checkout.md §3 payment entry). */
export function paymentsOf(
  choice: PaymentChoice,
  split: PaymentSplit,
  cardOf: (id: string | undefined) => WalletCard | undefined,
): CheckoutPayment[] {
  const payments: CheckoutPayment[] = []
  const gram = (id: string | undefined) => {
    const paymentGram = cardOf(id)?.paymentGram
    return paymentGram === undefined ? {} : { paymentGram }
  }
  if (choice.snapChecked && choice.snapCardId !== undefined && split.snap > 0) {
    payments.push({
      id: choice.snapCardId,
      paymentType: 'EBT_CARD',
      amountToAuthorize: split.snap,
      ...gram(choice.snapCardId),
    })
  }
  for (const gift of split.gifts) {
    if (gift.amount <= 0) continue
    payments.push({
      id: gift.cardId,
      paymentType: 'GIFT_CARD',
      amountToAuthorize: gift.amount,
      ...gram(gift.cardId),
    })
  }
  if (choice.bankCardId !== undefined) {
    payments.push({
      id: choice.bankCardId,
      paymentType: 'CREDIT_CARD',
      amountToAuthorize: split.bankAuthorization,
      ...gram(choice.bankCardId),
    })
  }
  return payments
}

/** Equal payments need no update: same cards, types and amounts in the same order. */
export function samePayments(
  a: readonly CheckoutPayment[],
  b: readonly CheckoutPayment[],
): boolean {
  if (a.length !== b.length) return false
  return a.every((p, i) => {
    const q = b[i]
    return (
      q !== undefined &&
      p.id === q.id &&
      p.paymentType === q.paymentType &&
      cents(p.amountToAuthorize ?? 0) === cents(q.amountToAuthorize ?? 0)
    )
  })
}

/** The chosen bank card is expired: its message shows and it cannot pay (checkout.md §5). */
export function chosenCardExpired(card: WalletCard | undefined): boolean {
  return card?.expired === true
}

/** Whether a gift card's checkbox is disabled (checkout.md §4, via `giftCardDisabled`). */
export function giftCheckboxDisabled(
  card: WalletCard,
  choice: PaymentChoice,
  split: PaymentSplit,
): boolean {
  return giftCardDisabled(
    { balance: card.balance, selected: choice.giftCardIds.includes(card.id) },
    {
      hasBankCard: choice.bankCardId !== undefined,
      paymentTotal: split.bankShare,
      coveredByOtherCards: split.bankShare === 0,
      coveredByEbt: split.coveredByEbt,
    },
  )
}

/**
 * The limits of the SNAP EBT amount modal (checkout.md §5): at least $0.01 and any amount
 * already authorized on the card (a modified order), at most the SNAP balance and the
 * order total.
 */
export function snapAmountLimits(
  checkout: Pick<Checkout, 'summary' | 'paymentDetails'>,
  snapCard: WalletCard | undefined,
): { authorizedMinimum?: number; snapBalance: number; orderTotal: number } {
  const orderTotal = checkout.summary?.cost.total ?? 0
  const authorized = checkout.paymentDetails?.paymentMethods?.existingAuthorizations?.find(
    (a) => a.id === snapCard?.id,
  )?.amount
  const limits = { snapBalance: snapCard?.balance ?? orderTotal, orderTotal }
  return authorized === undefined ? limits : { ...limits, authorizedMinimum: authorized }
}

/** The SNAP EBT amount typed in the modal: its error, or the amount (checkout.md §5). */
export function parseSnapAmount(
  input: string,
  limits: ReturnType<typeof snapAmountLimits>,
): { ok: true; amount: number } | { ok: false; error: string } {
  const error = snapAmountError(input, limits)
  if (error !== undefined) return { ok: false, error }
  return { ok: true, amount: Number(input.trim().replace(/^\$/, '')) }
}
