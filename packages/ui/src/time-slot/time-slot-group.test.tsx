import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DayCarousel } from '../day-carousel/day-carousel.js'
import { formatSlotCost } from './format-slot-cost.js'
import { TimeSlotGroup } from './time-slot-group.js'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const slots = [
  { value: 's1', label: '9:00 AM - 10:00 AM', cost: 0, vendor: 'Store associates' },
  { value: 's2', label: '10:00 AM - 11:00 AM', cost: 4.95 },
  { value: 's3', label: '11:00 AM - 12:00 PM', disabled: true },
]
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('TimeSlotGroup: real radios in one named group', () => {
  it('uncontrolled: a click chooses the slot and reports it with its data', () => {
    const onValueChange = vi.fn()
    render(<TimeSlotGroup label="Choose a time" slots={slots} onValueChange={onValueChange} />)
    expect(screen.getByRole('radiogroup', { name: 'Choose a time' })).toBeTruthy()
    fireEvent.click(radio('10:00 AM - 11:00 AM'))
    expect(radio('10:00 AM - 11:00 AM').checked).toBe(true)
    expect(onValueChange).toHaveBeenCalledWith({ value: 's2', slot: slots[1] })
    // The card shows its state to the styles; the radio is named by the window alone.
    expect(radio('10:00 AM - 11:00 AM').closest('label')?.dataset.state).toBe('checked')
    expect(radio('9:00 AM - 10:00 AM').closest('label')?.dataset.state).toBe('unchecked')
    expect(radio('11:00 AM - 12:00 PM').disabled).toBe(true)
    expect(radio('9:00 AM - 10:00 AM').name).toBe(radio('10:00 AM - 11:00 AM').name)
  })

  it('controlled: the value given wins until the owner changes it', () => {
    const onValueChange = vi.fn()
    const { rerender } = render(
      <TimeSlotGroup
        label="Choose a time"
        slots={slots}
        value="s1"
        onValueChange={onValueChange}
      />,
    )
    fireEvent.click(radio('10:00 AM - 11:00 AM'))
    expect(onValueChange).toHaveBeenCalledWith({ value: 's2', slot: slots[1] })
    expect(radio('9:00 AM - 10:00 AM').checked).toBe(true)
    rerender(
      <TimeSlotGroup
        label="Choose a time"
        slots={slots}
        value="s2"
        onValueChange={onValueChange}
      />,
    )
    expect(radio('10:00 AM - 11:00 AM').checked).toBe(true)
  })
})

/** The markup, with React's generated ids numbered in the order they appear. */
function markupOf(element: Element): string {
  const ids = new Map<string, string>()
  return element.outerHTML.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size + 1}`)
    return ids.get(id) as string
  })
}

describe('TimeSlotGroup: its root', () => {
  it('takes data-*, aria-*, handlers, className and the ref on the radiogroup', () => {
    const onKeyDown = vi.fn()
    const ref = { current: null as HTMLDivElement | null }
    const passed = { 'data-testid': 'times', 'aria-describedby': 'times-hint', onKeyDown }
    render(
      <TimeSlotGroup ref={ref} label="Choose a time" slots={slots} {...passed} className="grid" />,
    )
    const root = screen.getByTestId('times')
    expect(root).toBe(ref.current)
    expect(root.getAttribute('role')).toBe('radiogroup')
    expect(root.getAttribute('aria-describedby')).toBe('times-hint')
    expect(root.className).toMatch(/^time-slot__root .* grid$/)
    fireEvent.keyDown(radio('9:00 AM - 10:00 AM'), { key: 'ArrowDown' })
    expect(onKeyDown).toHaveBeenCalledOnce()
  })
})

describe('TimeSlotGroup parts', () => {
  it('build the same group, to the attribute', () => {
    const labels = { freeLabel: 'No fee', tbdLabel: 'To be confirmed' }
    const fromProps = render(
      <TimeSlotGroup label="Pickup time" slots={slots} defaultValue="s2" required {...labels} />,
    )
    const expected = markupOf(fromProps.container)
    fromProps.unmount()
    const { container } = render(
      <TimeSlotGroup.Root defaultValue="s2" required>
        <TimeSlotGroup.Label>Pickup time</TimeSlotGroup.Label>
        <TimeSlotGroup.Items>
          {slots.map((slot) => (
            <TimeSlotGroup.Item key={slot.value} value={slot.value} disabled={slot.disabled}>
              <TimeSlotGroup.ItemControl />
              <TimeSlotGroup.ItemText>{slot.label}</TimeSlotGroup.ItemText>
              <TimeSlotGroup.ItemDetails>
                <TimeSlotGroup.ItemCost>{formatSlotCost(slot.cost, labels)}</TimeSlotGroup.ItemCost>
                {slot.vendor ? ' ' : null}
                {slot.vendor ? (
                  <TimeSlotGroup.ItemVendor>{slot.vendor}</TimeSlotGroup.ItemVendor>
                ) : null}
              </TimeSlotGroup.ItemDetails>
              <TimeSlotGroup.ItemHiddenInput />
            </TimeSlotGroup.Item>
          ))}
        </TimeSlotGroup.Items>
      </TimeSlotGroup.Root>,
    )
    expect(markupOf(container)).toBe(expected)
    expect(
      screen.getByRole('radiogroup', { name: 'Pickup time' }).getAttribute('aria-required'),
    ).toBe('true')
    expect(radio('10:00 AM - 11:00 AM').checked).toBe(true)
    const details = radio('9:00 AM - 10:00 AM').getAttribute('aria-describedby')
    expect(details && document.getElementById(details)?.textContent).toBe('No fee Store associates')
  })

  it('name the part that is outside its root or its item', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<TimeSlotGroup.Item value="s1" />)).toThrow(
      'TimeSlotGroup.Item must be inside a TimeSlotGroup.Root',
    )
    expect(() =>
      render(
        <TimeSlotGroup.Root>
          <TimeSlotGroup.ItemControl />
        </TimeSlotGroup.Root>,
      ),
    ).toThrow('TimeSlotGroup.ItemControl must be inside a TimeSlotGroup.Item')
  })
})

describe('DayCarousel: real radios in one named group', () => {
  const days = [
    { value: '2026-06-01', weekday: 'Mon', date: 'Jun 1', available: true },
    {
      value: '2026-06-02',
      weekday: 'Tue',
      date: 'Jun 2',
      available: false,
      unavailableLabel: 'Full',
    },
    { value: '2026-06-03', weekday: 'Wed', date: 'Jun 3', available: true },
  ]
  it('a click chooses the day; an unavailable day is disabled and described by its note', () => {
    const onValueChange = vi.fn()
    render(
      <DayCarousel
        label="Choose a day"
        days={days}
        defaultValue="2026-06-01"
        onValueChange={onValueChange}
      />,
    )
    expect(radio('Mon Jun 1').checked).toBe(true)
    fireEvent.click(radio('Wed Jun 3'))
    expect(onValueChange).toHaveBeenCalledWith({ value: '2026-06-03', day: days[2] })
    expect(radio('Wed Jun 3').checked).toBe(true)
    expect(radio('Tue Jun 2').disabled).toBe(true)
    const note = radio('Tue Jun 2').getAttribute('aria-describedby')
    expect(note && document.getElementById(note)?.textContent).toBe('Full')
  })
})
