import {
  type LineItem,
  messages,
  type ReplacementRecord,
  replacementRecord,
  SIMILAR_ITEMS_PER_PAGE,
  type SimilarItem,
  similarItemsPage,
} from '@aisle/api'

/** The drawer's texts (checkout.md §2 "Replacements drawer and item fallout"). */
export const replacementsText = {
  unavailableTitle: 'Items Are Unavailable',
  allSetTitle: "You're All Set",
  allSet:
    'All unavailable items have been successfully removed or replaced for your selected time.',
  continueToPayment: 'Continue to Payment',
  unavailableItem: 'Unavailable Item',
  similarItems: 'Similar Items',
  selectReplacement: 'Select a Replacement',
  replaceItem: 'Replace Item',
  back: 'Back',
  choiceRequired: 'Please select a similar item first.',
  tryAgain: 'Try Again',
  // Ours: the spec names the actions, not these words.
  replace: 'Replace',
  replaced: 'Replaced with',
  previousPage: 'Previous items',
  nextPage: 'More items',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  close: 'Close',
  // The restricted-items screen (checkout.md §2 "Also screens for restricted items"): the
  // spec names the screen, not its words, so these are ours.
  restrictedTitle: 'Restricted Items',
  restrictedNote:
    'These items cannot be part of your order at the selected time and cannot be replaced here. They stay in your cart.',
  restrictedAge: 'This age-restricted item is not available for the selected time.',
  restrictedAlcohol: 'Alcohol is not available for the selected time or address.',
} as const

/** A line left out of the chosen time, with the code the quote gave (checkout.md §3). */
export interface FalloutItem {
  gtin13: string
  description: string
  code: string
  quantity: number
  /** Restricted items (age, alcohol) cannot be replaced here: only out-of-stock ones. */
  replaceable: boolean
}

/** The text under an unavailable item (checkout.md §8 "Replacements"). */
export function falloutItemText(item: Pick<FalloutItem, 'code'>): string {
  return item.code === 'OUT_OF_STOCK' ? messages.itemUnavailable : messages.itemMayBeUnavailable
}

/**
 * The drawer's two kinds of fallout (checkout.md §2 "Replacements drawer and item
 * fallout"): unavailable items, which can be replaced, and restricted ones (age, alcohol,
 * any other code but OUT_OF_STOCK), which have their own screen and no replace action.
 */
export function splitFallout<T extends Pick<FalloutItem, 'replaceable'>>(
  fallout: readonly T[],
): { unavailable: T[]; restricted: T[] } {
  return {
    unavailable: fallout.filter((item) => item.replaceable),
    restricted: fallout.filter((item) => !item.replaceable),
  }
}

/** Why a restricted item is left out, by its code (checkout.md §3 excluded items' code). */
export function restrictedItemText(item: Pick<FalloutItem, 'code'>): string {
  if (item.code === 'AGE_RESTRICTED') return replacementsText.restrictedAge
  if (item.code.includes('ALCOHOL')) return replacementsText.restrictedAlcohol
  return messages.itemMayBeUnavailable
}

export type ReplacementView = { screen: 'list' } | { screen: 'select'; upc: string }

export interface ReplacementsState {
  view: ReplacementView
  page: number
  choice: string | undefined
  /** 'Please select a similar item first.' after Replace Item without a choice. */
  error: string | undefined
}

export type ReplacementsEvent =
  | { type: 'OPEN_SELECT'; upc: string }
  | { type: 'BACK' }
  | { type: 'CHOOSE'; upc: string }
  | { type: 'PAGE'; page: number }
  | { type: 'REPLACE' }
  | { type: 'REPLACED' }

export const initialReplacementsState: ReplacementsState = {
  view: { screen: 'list' },
  page: 0,
  choice: undefined,
  error: undefined,
}

/** The unavailable-items screen and the find-similar-item screen alternate (checkout.md §4). */
export function replacementsReducer(
  state: ReplacementsState,
  event: ReplacementsEvent,
): ReplacementsState {
  switch (event.type) {
    case 'OPEN_SELECT':
      if (state.view.screen !== 'list') {
        throw new Error(`Invalid action "${event.type}" in state "${state.view.screen}"`)
      }
      return { ...initialReplacementsState, view: { screen: 'select', upc: event.upc } }
    case 'BACK':
    case 'REPLACED':
      return initialReplacementsState
    case 'CHOOSE':
      return { ...state, choice: event.upc, error: undefined }
    case 'PAGE':
      return { ...state, page: Math.max(0, event.page) }
    case 'REPLACE':
      if (state.view.screen !== 'select') {
        throw new Error(`Invalid action "${event.type}" in state "${state.view.screen}"`)
      }
      // A choice is required before replacing (checkout.md §4, §5).
      return state.choice === undefined
        ? { ...state, error: replacementsText.choiceRequired }
        : state
  }
}

/** The page of similar items shown, 4 per page, and how many pages there are (§9). */
export function similarPage(
  items: readonly SimilarItem[],
  page: number,
): { items: SimilarItem[]; pages: number } {
  return {
    items: similarItemsPage(items, page),
    pages: Math.max(1, Math.ceil(items.length / SIMILAR_ITEMS_PER_PAGE)),
  }
}

/**
 * The cart's lines with the original replaced by the chosen item, substitution policy
 * NONE (checkout.md §3 "Replacement record"), and the record with its 60-minute ttl.
 */
export function replaceLine(
  lines: readonly LineItem[],
  originalUpc: string,
  replacementUpc: string,
  now: Date,
): { lineItems: LineItem[]; record: ReplacementRecord } | undefined {
  const index = lines.findIndex((line) => line.cart.gtin13 === originalUpc)
  const original = lines[index]
  if (original === undefined) return undefined
  const replaced: LineItem = {
    ...original,
    cart: { gtin13: replacementUpc },
    substitutionPolicy: 'NONE',
  }
  delete replaced.substitutionItems
  const lineItems = lines.map((line, i) => (i === index ? replaced : line))
  return {
    lineItems,
    record: replacementRecord(
      originalUpc,
      { upc: replacementUpc, quantity: original.quantity },
      index,
      now,
    ),
  }
}
