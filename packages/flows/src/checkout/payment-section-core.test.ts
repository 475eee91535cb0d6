import type { CheckoutPayment, WalletGroups } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import type { WalletSelection } from '../wallet/selection.js'
import {
  initialPaymentSection,
  type PaymentFacts,
  type PaymentSectionCore,
  paymentSectionReducer,
  paymentsSettled,
  wantsPaymentUpdate,
} from './payment-section-core.js'

// checkout.md §4 "Payment step", without React: the choice, the automatic update and
// when the payments are settled.

const groups: WalletGroups = { bankCards: [], snapCards: [], giftCards: [] }
const selection: WalletSelection = { bankCardId: 'visa', snapCardIds: ['snap'], giftCardIds: [] }
const visaOnly: CheckoutPayment[] = [
  { id: 'visa', paymentType: 'CREDIT_CARD', amountToAuthorize: 30 },
] as CheckoutPayment[]

const synced = paymentSectionReducer(initialPaymentSection, {
  type: 'walletSelected',
  selection,
  groups,
})

const facts = (over: Partial<PaymentFacts> = {}): PaymentFacts => ({
  modify: false,
  walletStatus: 'ready',
  checkout: { status: 'DRAFT', versionKey: 'v2', payments: [] },
  payments: visaOnly,
  cardChosen: true,
  ...over,
})

describe('the payment section core (checkout.md §4)', () => {
  it('takes the choice from the wallet selection: SNAP EBT checked when the wallet chose it', () => {
    expect(synced.from).toBe(selection)
    expect(synced.choice).toMatchObject({
      bankCardId: 'visa',
      snapCardId: 'snap',
      snapChecked: true,
    })
  })

  it('wants an update in DRAFT with a versionKey, a card and new payments, and only then', () => {
    expect(wantsPaymentUpdate(synced, facts())).toBe(true)
    expect(wantsPaymentUpdate(synced, facts({ modify: true }))).toBe(false)
    expect(wantsPaymentUpdate(synced, facts({ walletStatus: 'loading' }))).toBe(false)
    expect(wantsPaymentUpdate(synced, facts({ cardChosen: false }))).toBe(false)
    const placed = facts({ checkout: { status: 'PLACED', versionKey: 'v2', payments: [] } })
    expect(wantsPaymentUpdate(synced, placed)).toBe(false)
    const unversioned = facts({
      checkout: { status: 'DRAFT', versionKey: undefined, payments: [] },
    })
    expect(wantsPaymentUpdate(synced, unversioned)).toBe(false)
    const same = facts({ checkout: { status: 'DRAFT', versionKey: 'v2', payments: visaOnly } })
    expect(wantsPaymentUpdate(synced, same)).toBe(false)
  })

  it('does not send the same payments twice against one versionKey; a failure lets them go again', () => {
    const started = paymentSectionReducer(synced, {
      type: 'updateStarted',
      sent: { versionKey: 'v2', payments: visaOnly },
    })
    expect(wantsPaymentUpdate(started, facts())).toBe(false)
    const done = paymentSectionReducer(started, { type: 'updateDone' })
    expect(wantsPaymentUpdate(done, facts())).toBe(false)
    // Answered, not yet the page's checkout: not settled.
    expect(paymentsSettled(done, { ...facts(), selection })).toBe(false)
    const refreshed = facts({ checkout: { status: 'DRAFT', versionKey: 'v3', payments: visaOnly } })
    expect(paymentsSettled(done, { ...refreshed, selection })).toBe(true)

    const failed = paymentSectionReducer(started, { type: 'updateFailed' })
    // SNAP EBT was checked: the remove-card modal.
    expect(failed.update).toEqual({ status: 'failed', modal: 'remove-card' })
    expect(wantsPaymentUpdate(failed, facts())).toBe(false)
    const retried = paymentSectionReducer(failed, { type: 'retry' })
    expect(wantsPaymentUpdate(retried, facts())).toBe(true)
  })

  it("'Remove Card' unchecks SNAP EBT and lets the update run again; without SNAP the other modal", () => {
    const failed = paymentSectionReducer(synced, { type: 'updateFailed' })
    const removed = paymentSectionReducer(failed, { type: 'snapRemoved' })
    expect(removed.choice.snapChecked).toBe(false)
    expect(removed.update).toEqual({ status: 'idle' })
    const unchecked: PaymentSectionCore = paymentSectionReducer(synced, {
      type: 'snapToggled',
      checked: false,
    })
    expect(paymentSectionReducer(unchecked, { type: 'updateFailed' }).update).toEqual({
      status: 'failed',
      modal: 'payments-update-failed',
    })
  })

  it('is settled only once the choice follows the current selection; a modify always is', () => {
    const other: WalletSelection = { ...selection, bankCardId: 'mc' }
    const settledFacts = facts({
      checkout: { status: 'DRAFT', versionKey: 'v2', payments: visaOnly },
    })
    expect(paymentsSettled(synced, { ...settledFacts, selection })).toBe(true)
    expect(paymentsSettled(synced, { ...settledFacts, selection: other })).toBe(false)
    expect(paymentsSettled(initialPaymentSection, { ...facts({ modify: true }), selection })).toBe(
      true,
    )
  })
})
