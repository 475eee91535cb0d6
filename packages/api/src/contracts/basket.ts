import * as z from 'zod/mini'
import { gtin13, money, text } from './common.js'
import { checkoutModalityTypeSchema } from './modality.js'
import { productSchema } from './products.js'

// checkout.md §7 "Basket delete or update | cart with line items". The spec shows neither
// method, path nor response; the shapes below are ours. The basket is the shopper's cart;
// a basket for an order id holds the items of a placed order being modified.

/** One line of the basket, priced by the service. */
export const basketLineSchema = z.object({
  id: text,
  gtin13,
  description: text,
  imageUrl: z.optional(z.string()),
  quantity: z.number().check(z.int(), z.positive()),
  unitPrice: money,
  totalPrice: money,
  /** How the line is fulfilled (checkout.md §3 line item modalityType). */
  modalityType: checkoutModalityTypeSchema,
  available: z.boolean(),
})
export type BasketLine = z.infer<typeof basketLineSchema>

export const basketSchema = z.object({
  id: text,
  /** Set when the basket holds the items of a placed order being modified. */
  orderId: z.optional(text),
  lines: z.array(basketLineSchema),
  /** Units in the basket. */
  itemCount: z.number().check(z.int(), z.nonnegative()),
  subtotal: money,
})
export type Basket = z.infer<typeof basketSchema>

export const basketQuerySchema = z.object({ orderId: z.optional(text) })

/** A change of one line: a quantity of 0 deletes it; a gtin not in the basket adds it. */
export const basketLineChangeSchema = z.object({
  gtin13,
  quantity: z.number().check(z.int(), z.nonnegative(), z.lte(999)),
  modalityType: z.optional(checkoutModalityTypeSchema),
})
export type BasketLineChange = z.infer<typeof basketLineChangeSchema>

/** Basket delete or update: the lines to change; lines not named stay as they are. */
export const updateBasketRequestSchema = z.object({
  orderId: z.optional(text),
  lines: z.array(basketLineChangeSchema).check(z.minLength(1)),
})
export type UpdateBasketRequest = z.infer<typeof updateBasketRequestSchema>

/** The products a shopper can browse and add (the home page's short list; ours). */
export const catalogQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^\d{1,3}$/))),
})
export const catalogResponseSchema = z.object({ products: z.array(productSchema) })
export type CatalogResponse = z.infer<typeof catalogResponseSchema>
