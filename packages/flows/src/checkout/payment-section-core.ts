import type { CheckoutPayment, WalletGroups } from '@aisle/api'
import type { WalletSelection } from '../wallet/selection.js'
import {
  choiceOfSelection,
  type PaymentChoice,
  type PaymentChoiceEvent,
  paymentChoiceReducer,
  samePayments,
} from './payment-section.js'
import { paymentUpdateFailureModal, shouldAutoUpdatePayment } from './payment-step.js'

// The payment section's state without React (checkout.md §4 "Payment step"): the choice,
// which wallet selection it was made from, the automatic payment update and what it sent.

export type PaymentUpdate =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'failed'; modal: 'remove-card' | 'payments-update-failed' }

/** Payments sent against a versionKey, so a page not yet refreshed does not send them twice. */
export interface SentPayments {
  versionKey: string
  payments: CheckoutPayment[]
}

export interface PaymentSectionCore {
  /** The wallet selection the choice was last made from; `notSynced` before the first. */
  from: WalletSelection | typeof notSynced
  choice: PaymentChoice
  update: PaymentUpdate
  sent: SentPayments | undefined
}

export const notSynced: unique symbol = Symbol('not synced')

export const initialPaymentSection: PaymentSectionCore = {
  from: notSynced,
  choice: {
    bankCardId: undefined,
    snapCardId: undefined,
    snapChecked: false,
    snapAmount: undefined,
    giftCardIds: [],
  },
  update: { status: 'idle' },
  sent: undefined,
}

export type PaymentSectionEvent =
  /** The wallet's default, Confirm or Remove set a selection (wallet-flyout.md §4). */
  | { type: 'walletSelected'; selection: WalletSelection; groups: WalletGroups }
  | PaymentChoiceEvent
  | { type: 'updateStarted'; sent: SentPayments }
  | { type: 'updateDone' }
  | { type: 'updateFailed' }
  /** 'Try again' of either failure modal. */
  | { type: 'retry' }

export function paymentSectionReducer(
  state: PaymentSectionCore,
  event: PaymentSectionEvent,
): PaymentSectionCore {
  switch (event.type) {
    case 'walletSelected':
      return {
        ...state,
        from: event.selection,
        choice: choiceOfSelection(event.selection, event.groups, state.choice),
      }
    case 'updateStarted':
      return { ...state, update: { status: 'pending' }, sent: event.sent }
    case 'updateDone':
      return { ...state, update: { status: 'idle' } }
    case 'updateFailed':
      // What failed was not taken: the same payments may be sent again.
      return {
        ...state,
        update: { status: 'failed', modal: paymentUpdateFailureModal(state.choice.snapChecked) },
        sent: undefined,
      }
    case 'retry':
      return { ...state, update: { status: 'idle' } }
    case 'snapRemoved':
      // 'Remove Card' of the remove-card modal: SNAP EBT unchecked, then updated again.
      return {
        ...state,
        choice: paymentChoiceReducer(state.choice, event),
        update: { status: 'idle' },
      }
    default:
      return { ...state, choice: paymentChoiceReducer(state.choice, event) }
  }
}

export interface PaymentFacts {
  modify: boolean
  walletStatus: 'loading' | 'error' | 'ready'
  checkout: { status: string; versionKey: string | undefined; payments: CheckoutPayment[] }
  /** The payments the choice makes. */
  payments: CheckoutPayment[]
  /** A bank card is chosen and not expired. */
  cardChosen: boolean
}

/**
 * The automatic payment update is wanted: in DRAFT with a versionKey and a card, the wallet
 * loaded, nothing running or failed, and the payments differ from both the checkout's and
 * the ones already sent against its versionKey (checkout.md §4).
 */
export function wantsPaymentUpdate(state: PaymentSectionCore, facts: PaymentFacts): boolean {
  const { checkout, payments } = facts
  const sent = state.sent
  const alreadySent =
    sent !== undefined &&
    sent.versionKey === checkout.versionKey &&
    samePayments(sent.payments, payments)
  return (
    !facts.modify &&
    facts.walletStatus === 'ready' &&
    state.update.status === 'idle' &&
    shouldAutoUpdatePayment({
      status: checkout.status,
      versionKey: checkout.versionKey,
      cardChosen: facts.cardChosen,
    }) &&
    !samePayments(payments, checkout.payments) &&
    !alreadySent
  )
}

/**
 * The checkout's payments are settled, so an order may go: the wallet has loaded, the
 * choice follows its selection, and no update is wanted, running, or answered but not yet
 * the page's checkout (checkout.md §4). A modify keeps its original payment: always settled.
 */
export function paymentsSettled(
  state: PaymentSectionCore,
  facts: PaymentFacts & { selection: WalletSelection },
): boolean {
  if (facts.modify) return true
  const { checkout, payments } = facts
  const awaitingRefresh =
    state.update.status === 'idle' &&
    state.sent !== undefined &&
    state.sent.versionKey === checkout.versionKey &&
    samePayments(state.sent.payments, payments) &&
    !samePayments(payments, checkout.payments)
  return (
    facts.walletStatus !== 'loading' &&
    state.from === facts.selection &&
    !wantsPaymentUpdate(state, facts) &&
    state.update.status !== 'pending' &&
    !awaitingRefresh
  )
}
