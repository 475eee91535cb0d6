import * as z from 'zod/mini'
import { text } from './common.js'

/**
 * Scheduling replacements, GET by {upc} with `option.validate={optionId}`
 * (checkout.md §7). The response shape is ours: the similar items of the upc.
 */
export const replacementsQuerySchema = z.object({ 'option.validate': text })

export const similarItemSchema = z.object({
  upc: text,
  description: text,
  imageUrl: z.optional(z.string()),
  price: z.optional(z.number()),
  available: z.boolean(),
})
export type SimilarItem = z.infer<typeof similarItemSchema>

export const replacementsResponseSchema = z.object({
  upc: text,
  similarItems: z.array(similarItemSchema),
})

/** checkout.md §3 "Replacement record". */
export const replacementRecordSchema = z.object({
  originalLineItemUpc: text,
  newLineItemUpc: text,
  newLineItemQuantity: z.number().check(z.int(), z.positive()),
  itemIndex: z.number().check(z.int(), z.nonnegative()),
  /** Epoch milliseconds after which the record lapses. */
  ttl: z.number().check(z.int()),
})
export type ReplacementRecord = z.infer<typeof replacementRecordSchema>
