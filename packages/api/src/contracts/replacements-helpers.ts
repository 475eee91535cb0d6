import type { ReplacementRecord } from './replacements.js'

// The replacement rules without the schemas (see helpers.test.ts).

/** Similar items are paged 4 per page (checkout.md §2, §9). */
export const SIMILAR_ITEMS_PER_PAGE = 4

/** A replacement lives 60 minutes (checkout.md §4). */
export const REPLACEMENT_TTL_MINUTES = 60

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
