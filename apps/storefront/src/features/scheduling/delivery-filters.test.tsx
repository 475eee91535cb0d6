// checkout.md §2 "Scheduling screen, delivery": the 'Delivery Options' chips are All, the
// banner's own Delivery and 'Under $5', the last only when some slot costs under $5. Until
// the quotes say so, the chip's place is held (hidden, disabled, out of the accessibility
// tree), so the card keeps the height it will have when the chip arrives.
import type { DeliveryFilterChip, Scheduling } from '@aisle/flows'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DeliveryFilters } from './delivery-filters'

const twoChips: DeliveryFilterChip[] = [
  { value: 'all', label: 'All' },
  { value: 'own', label: 'Greenleaf Delivery' },
]
const threeChips: DeliveryFilterChip[] = [...twoChips, { value: 'under5', label: 'Under $5' }]

function renderChips(status: Scheduling['quotes']['status'], chips: DeliveryFilterChip[]) {
  const scheduling = {
    chips,
    quotes: { status, days: [] },
    selection: { filter: 'all' },
    setFilter: vi.fn(),
    showOwnDeliveryToggle: true,
    userId: undefined,
  } as unknown as Scheduling
  return render(<DeliveryFilters part="chips" scheduling={scheduling} bannerTitle="Greenleaf" />)
}

const radios = () => screen.getByRole('radiogroup', { name: 'Show' }).querySelectorAll('input')

describe('the Delivery Options chips (checkout.md §2)', () => {
  it('hold the Under $5 place while the quotes load, out of reach', () => {
    const { container } = renderChips('loading', twoChips)
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['all', 'own'])
    const held = container.querySelector('.delivery-filter-held')
    expect(held?.getAttribute('aria-hidden')).toBe('true')
    expect(held?.textContent).toBe('Under $5')
    expect(held?.querySelector('input')?.disabled).toBe(true)
    expect(radios()).toHaveLength(3)
  })

  it('show Under $5 as a radio once the quotes have a slot under $5', () => {
    const { container } = renderChips('success', threeChips)
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect((screen.getByRole('radio', { name: 'Under $5' }) as HTMLInputElement).disabled).toBe(
      false,
    )
    expect(container.querySelector('.delivery-filter-held')).toBeNull()
  })

  it('drop the held place when the quotes have no slot under $5', () => {
    const { container } = renderChips('success', twoChips)
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    expect(container.querySelector('.delivery-filter-held')).toBeNull()
  })

  it('are not shown when the option filter does not apply', () => {
    const { container } = renderChips('loading', [])
    expect(container.querySelector('[role="radiogroup"]')).toBeNull()
  })
})
