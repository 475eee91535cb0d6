import * as z from 'zod/mini'
import { gtin13, text } from './common.js'

/** Products by upcs (checkout.md §7 "Products by upcs / without nutrition by gtin list"). */
export const productsRequestSchema = z.object({ gtins: z.array(gtin13).check(z.minLength(1)) })

/**
 * A product as the scheduling step reads it: its name for the unavailable and similar
 * items, and whether it is age-restricted (checkout.md §4, §5). The shape beyond the
 * gtin is ours (checkout.md §7: "response shapes ... not shown").
 */
export const productSchema = z.object({
  gtin13,
  description: text,
  price: z.optional(z.number()),
  imageUrl: z.optional(z.string()),
  available: z.boolean(),
  ageRestricted: z.boolean(),
  /** The minimum age the item asks for; 21 when not given (checkout.md §2). */
  minimumAge: z.optional(z.number().check(z.int(), z.positive())),
})
export type Product = z.infer<typeof productSchema>

export const productsResponseSchema = z.object({ products: z.array(productSchema) })
