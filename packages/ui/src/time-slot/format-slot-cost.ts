const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The words shown instead of an amount. */
export interface SlotCostLabels {
  /** Shown for a cost of 0. */
  freeLabel: string
  /** Shown when the cost is missing (not yet known). */
  tbdLabel: string
}

/**
 * The cost line of a time slot: `freeLabel` for 0, `tbdLabel` when missing (or not a
 * finite number), otherwise US dollars, e.g. `$4.95`.
 */
export function formatSlotCost(
  cost: number | null | undefined,
  { freeLabel, tbdLabel }: SlotCostLabels,
): string {
  if (cost === null || cost === undefined || !Number.isFinite(cost)) return tbdLabel
  if (cost === 0) return freeLabel
  return usd.format(cost)
}
