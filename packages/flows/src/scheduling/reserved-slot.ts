import { type FulfillmentPromise, selectionKeyOf, type TimeSlotDay } from '@aisle/api'

/**
 * The kept reservation's time among fresh quotes, so that a shopper who comes back from the
 * payment page to edit the time (checkout.md §4: quotes are fetched "when editing time from
 * the payment page"; §2: the back link and 'Change Time') finds the day and time they chose
 * still chosen. A time matches on its window and, for another vendor's slot, on the vendor;
 * none matches when the time is gone.
 */
export function reservedSlotOf(
  days: readonly TimeSlotDay[],
  promise: Pick<FulfillmentPromise, 'selections'>,
): { date: string; slotKey: string } | undefined {
  const [selection] = promise.selections
  if (selection === undefined) return undefined
  for (const day of days) {
    for (const time of day.times) {
      if (time.window?.value !== selection.window.value) continue
      // The retailer's own slots name no vendor; the reservation names the banner then.
      if (time.vendorId !== undefined && time.vendorId !== selection.vendor.id) continue
      return { date: day.date, slotKey: selectionKeyOf(time) }
    }
  }
  return undefined
}
