import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DayCarousel } from '../day-carousel/day-carousel.js'
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
