/**
 * The spacing steps a layout part may put between its children, each a spacing token:
 * one variant per step, so `gap="6"` is the token `spacing.6` and nothing else.
 */
export const layoutGaps = ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12'] as const

export type LayoutGap = (typeof layoutGaps)[number]

/** One recipe variant per spacing step, on the root element. */
export function gapVariants(): Record<LayoutGap, { gap: LayoutGap }> {
  return Object.fromEntries(layoutGaps.map((step) => [step, { gap: step }])) as Record<
    LayoutGap,
    { gap: LayoutGap }
  >
}
