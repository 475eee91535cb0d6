import { describe, expect, it } from 'vitest'
import {
  addCardToOrderRequestSchema,
  ebtProgramSchema,
  getPaymentResponseSchema,
  modifyTipRequestSchema,
  paymentCardTypeSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './payment.js'
import { bankCardAuthorization } from './payment-helpers.js'

describe('payment enumerations (account-area.md §3)', () => {
  it('hold exactly the spec values', () => {
    expect(paymentCardTypeSchema.options).toEqual(['ACH_CARD', 'BANK_CARD', 'EBT_CARD'])
    expect(ebtProgramSchema.options).toEqual(['SNAP', 'AFDC'])
    expect(transactionStatusSchema.options).toEqual([
      'APPROVED',
      'CANCELLED',
      'DECLINED',
      'ERRORED',
      'REVERSED',
    ])
    expect(transactionTypeSchema.options).toHaveLength(6)
    expect(transactionStatusSchema.safeParse('PENDING').success).toBe(false)
  })
})

describe('payment calls (checkout.md §7)', () => {
  it('reads checkout, cardId, order.paymentCard and remainingBalance', () => {
    const body = {
      cardId: 'card-1',
      order: { paymentCard: { id: 'card-1', lastFourPan: '1111' } },
      remainingBalance: 12.5,
    }
    expect(getPaymentResponseSchema.parse(body)).toEqual(body)
    expect(getPaymentResponseSchema.safeParse({ remainingBalance: '12.50' }).success).toBe(false)
  })
  it('adds a card to an order with appName, facilityId, paymentCard and orderId', () => {
    const body = {
      appName: 'CLICKLIST',
      facilityId: 'f1',
      paymentCard: { id: 'card-1' },
      orderId: 'o1',
    }
    expect(addCardToOrderRequestSchema.safeParse(body).success).toBe(true)
    expect(addCardToOrderRequestSchema.safeParse({ ...body, appName: 'RXWEB' }).success).toBe(false)
  })
  it('rejects a negative post-order tip', () => {
    expect(modifyTipRequestSchema.safeParse({ gratuityAmount: -1 }).success).toBe(false)
  })
  it('authorizes a $1 hold on a bank card whose share is zero (checkout.md §4)', () => {
    expect(bankCardAuthorization(0)).toBe(1)
    expect(bankCardAuthorization(23.4)).toBe(23.4)
  })
})
