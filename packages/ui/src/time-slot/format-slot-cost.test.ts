import { describe, expect, it } from 'vitest'
import { formatSlotCost } from './format-slot-cost.js'

const labels = { freeLabel: 'Free', tbdLabel: 'TBD' }

// checkout.md §9: "A delivery fee of 0 shows 'Free'; a missing fee shows 'TBD'".
describe('formatSlotCost', () => {
  it('shows the free label for 0 (checkout.md §9), also for -0', () => {
    expect(formatSlotCost(0, labels)).toBe('Free')
    expect(formatSlotCost(-0, labels)).toBe('Free')
  })

  it('shows the TBD label when the cost is missing (checkout.md §9)', () => {
    expect(formatSlotCost(undefined, labels)).toBe('TBD')
    expect(formatSlotCost(null, labels)).toBe('TBD')
  })

  it('shows the TBD label for a cost that is not a finite number', () => {
    expect(formatSlotCost(Number.NaN, labels)).toBe('TBD')
    expect(formatSlotCost(Number.POSITIVE_INFINITY, labels)).toBe('TBD')
  })

  it('formats other amounts as US dollars with cents', () => {
    expect(formatSlotCost(4.95, labels)).toBe('$4.95')
    expect(formatSlotCost(5, labels)).toBe('$5.00')
    expect(formatSlotCost(1234.5, labels)).toBe('$1,234.50')
    expect(formatSlotCost(0.004, labels)).toBe('$0.00')
  })

  it('uses the labels it is given', () => {
    expect(formatSlotCost(0, { freeLabel: 'Gratis', tbdLabel: 'À confirmer' })).toBe('Gratis')
    expect(formatSlotCost(null, { freeLabel: 'Gratis', tbdLabel: 'À confirmer' })).toBe(
      'À confirmer',
    )
  })
})
