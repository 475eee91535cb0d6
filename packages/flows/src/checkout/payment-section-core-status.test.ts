import { describe, expect, it } from 'vitest'
import {
  type PaymentSectionStatus,
  type PaymentSectionStatusEvent,
  paymentSectionStatusReducer,
} from './payment-section-core-status.js'

// checkout.md §4 "Payment step": the page's actions wait while a payment update runs, its
// order button until the payments are settled.

const draft: PaymentSectionStatus = { pending: false, ready: false }
const run = (events: PaymentSectionStatusEvent[]) =>
  events.reduce(paymentSectionStatusReducer, draft)

describe('the payment status the page owns', () => {
  it('pending from an update started until it ended; settled as the section says (§4)', () => {
    expect(run([{ pending: true }])).toEqual({ pending: true, ready: false })
    expect(run([{ pending: true }, { pending: false }])).toEqual(draft)
    expect(run([{ ready: true }])).toEqual({ pending: false, ready: true })
    expect(run([{ ready: true }, { ready: false }])).toEqual(draft)
  })

  it('an event that changes nothing keeps the same state, so the page does not render again', () => {
    expect(paymentSectionStatusReducer(draft, { pending: false })).toBe(draft)
    expect(paymentSectionStatusReducer(draft, { ready: false })).toBe(draft)
    const pending = paymentSectionStatusReducer(draft, { pending: true })
    expect(paymentSectionStatusReducer(pending, { pending: true })).toBe(pending)
  })
})
