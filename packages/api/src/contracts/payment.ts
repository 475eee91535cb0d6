import * as z from 'zod/mini'
import { checkoutCardSchema, checkoutSchema } from './checkout.js'
import { CHECKOUT_LIMITS } from './checkout-helpers.js'
import { chargeAmount, money, text } from './common.js'

// Payment enumerations (account-area.md §3, values only).
export const paymentCardTypeSchema = z.enum(['ACH_CARD', 'BANK_CARD', 'EBT_CARD'])
export const paymentApplicationSchema = z.enum(['CLICKLIST', 'MEMBERSHIP'])
export const ebtProgramSchema = z.enum(['SNAP', 'AFDC'])
export const transactionStatusSchema = z.enum([
  'APPROVED',
  'CANCELLED',
  'DECLINED',
  'ERRORED',
  'REVERSED',
])
export const transactionTypeSchema = z.enum([
  'AUTHORIZATION',
  'CANCELLATION',
  'COMPLETION',
  'FINALIZE',
  'RETURN',
  'REVERSAL',
])
/** account-area.md §3 "Async call status". */
export const asyncCallStatusSchema = z.enum(['NOT_CALLED', 'IN_PROGRESS'])

/**
 * Get payment (checkout.md §7): by checkout id, optionally authorizations only and
 * with the gift cards' remaining balance. Controller path
 * `/payment/v1/checkouts/{checkoutId}` (account-area.md §7).
 */
export const getPaymentQuerySchema = z.object({
  authorizationsOnly: z.optional(z.enum(['true', 'false'])),
  includeGiftCardRemainingBalance: z.optional(z.enum(['true', 'false'])),
})

export const getPaymentResponseSchema = z.object({
  checkout: z.optional(checkoutSchema),
  cardId: z.optional(z.string()),
  order: z.optional(z.object({ paymentCard: z.optional(checkoutCardSchema) })),
  remainingBalance: z.optional(money),
})

/** Add card to order (v1), `/payment/v1/payments` (checkout.md §7, account-area.md §7). */
export const addCardToOrderRequestSchema = z.object({
  appName: paymentApplicationSchema,
  facilityId: text,
  paymentCard: checkoutCardSchema,
  orderId: text,
})

/** Post-order tip, `/payment/v1/modifytip/{checkoutId}` (account-area.md §7; body ours). */
export const modifyTipRequestSchema = z.object({
  gratuityAmount: chargeAmount.check(z.lte(CHECKOUT_LIMITS.tip)),
})

/** Cards add/update at /checkout/api/s/cards/... (checkout.md §7; method and body ours). */
export const checkoutCardRequestSchema = z.object({ card: checkoutCardSchema, save: z.boolean() })
export const checkoutCardResponseSchema = z.object({ card: checkoutCardSchema })
