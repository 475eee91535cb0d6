import * as z from 'zod/mini'
import { basketLineSchema } from './basket.js'
import { checkoutSchema, summarySchema } from './checkout.js'
import { isoDateTime, text } from './common.js'
import { checkoutModalityTypeSchema } from './modality.js'

// The shopper's orders: the checkouts that were placed (ACTIVATE, checkout.md §4), for the
// purchases pages /mypurchases and /mypurchases/pending/{id} (checkout.md §2 "Other links").
// Paths and shapes are ours: the spec does not show an orders call.

/** An order in the list. Its id is the checkout's id. */
export const orderSummarySchema = z.object({
  id: text,
  /** The checkout's status: PLACED, or MODIFIED once changed after placing. */
  status: text,
  placedAt: isoDateTime,
  modalityType: checkoutModalityTypeSchema,
  summary: summarySchema,
  /** Up to eight of the order's lines, for the list's image summary. */
  imageUrls: z.array(z.string()),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

export const ordersResponseSchema = z.object({ orders: z.array(orderSummarySchema) })
export type OrdersResponse = z.infer<typeof ordersResponseSchema>

/** One order with its priced lines and the checkout it was placed from. */
export const orderSchema = z.extend(orderSummarySchema, {
  lines: z.array(basketLineSchema),
  checkout: checkoutSchema,
})
export type Order = z.infer<typeof orderSchema>
