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

/** Similar items are paged 4 per page (checkout.md §2, §9). */
export const SIMILAR_ITEMS_PER_PAGE = 4
/** A replacement lives 60 minutes (checkout.md §4). */
export const REPLACEMENT_TTL_MINUTES = 60

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

export function replacementRecord(
  original: string,
  replacement: { upc: string; quantity: number },
  itemIndex: number,
  now: Date,
): ReplacementRecord {
  return {
    originalLineItemUpc: original,
    newLineItemUpc: replacement.upc,
    newLineItemQuantity: replacement.quantity,
    itemIndex,
    ttl: now.getTime() + REPLACEMENT_TTL_MINUTES * 60_000,
  }
}

/** The page of similar items, 4 per page, pages from 0. */
export function similarItemsPage<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * SIMILAR_ITEMS_PER_PAGE, (page + 1) * SIMILAR_ITEMS_PER_PAGE)
}
