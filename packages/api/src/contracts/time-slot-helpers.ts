// The selection key and the slot filters, apart from the schemas in time-slots.ts: a
// page that picks or filters slots imports these without zod. Only types come from the
// schema module.
import type { TimeSlot, TimeSlotDay } from './time-slots.js'

/**
 * The selected value combines quoteId and optionId (shopping-method-selector.md §3,
 * checkout.md §3). Each id is URI-encoded so that the separator cannot occur in it.
 */
export function selectionKeyOf(slot: { quoteId: string; optionId: string }): string {
  return `${encodeURIComponent(slot.quoteId)}|${encodeURIComponent(slot.optionId)}`
}

export function parseSelectionKey(key: string): { quoteId: string; optionId: string } | undefined {
  const parts = key.split('|')
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return undefined
  try {
    return {
      quoteId: decodeURIComponent(parts[0] ?? ''),
      optionId: decodeURIComponent(parts[1] ?? ''),
    }
  } catch {
    return undefined
  }
}

/** The 'Under $5' filter: cost plus waiver below 5 (account-area.md §2, checkout.md §9). */
export function isUnderFiveDollars(slot: Pick<TimeSlot, 'cost' | 'waiver'>): boolean {
  return (slot.cost ?? 0) + (slot.waiver ?? 0) < 5
}

/** The slot of a selection key in a response, if any. */
export function findSlot(days: readonly TimeSlotDay[], key: string): TimeSlot | undefined {
  for (const day of days) {
    for (const time of day.times) if (selectionKeyOf(time) === key) return time
  }
  return undefined
}
