import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DayCarousel } from './index.js'

afterEach(cleanup)

beforeAll(() => {
  // jsdom lays nothing out: the row's size observer has nothing to report.
  vi.stubGlobal('ResizeObserver', function observer() {
    return { observe() {}, unobserve() {}, disconnect() {} }
  })
})

const days = [
  { value: '2026-11-23', weekday: 'Mon', date: 'Nov 23', available: true },
  {
    value: '2026-11-24',
    weekday: 'Tue',
    date: 'Nov 24',
    available: false,
    unavailableLabel: 'Full',
  },
  { value: '2026-11-25', weekday: 'Wed', date: 'Nov 25', available: true },
]

/** The markup, with React's generated ids numbered in the order they appear. */
function markupOf(element: Element): string {
  const ids = new Map<string, string>()
  return element.outerHTML.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size + 1}`)
    return ids.get(id) as string
  })
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('DayCarousel', () => {
  it('passes data-*, aria-*, handlers and className through to its outer element', () => {
    const onKeyDown = vi.fn()
    const ref = { current: null as HTMLDivElement | null }
    const passed = { 'data-testid': 'days', 'aria-describedby': 'days-hint', onKeyDown }
    render(
      <DayCarousel ref={ref} label="Choose a day" days={days} {...passed} className="picker" />,
    )
    const root = screen.getByTestId('days')
    expect(root.className).toMatch(/^day-carousel__carousel .* picker$/)
    expect(root.getAttribute('aria-describedby')).toBe('days-hint')
    // The ref stays on the radio group, which is the row that scrolls.
    expect(ref.current).toBe(screen.getByRole('radiogroup', { name: 'Choose a day' }))
    fireEvent.keyDown(radio('Mon Nov 23'), { key: 'ArrowRight' })
    expect(onKeyDown).toHaveBeenCalledOnce()
  })

  it('reports the chosen day with its data', () => {
    const onValueChange = vi.fn()
    render(<DayCarousel label="Choose a day" days={days} onValueChange={onValueChange} />)
    fireEvent.click(radio('Wed Nov 25'))
    expect(onValueChange).toHaveBeenCalledWith({ value: '2026-11-25', day: days[2] })
    expect(radio('Wed Nov 25').checked).toBe(true)
  })
})

describe('DayCarousel parts', () => {
  it('build the same carousel, to the attribute', () => {
    const fromProps = render(
      <DayCarousel label="Pickup day" hideLabel days={days} defaultValue="2026-11-25" />,
    )
    const expected = markupOf(fromProps.container)
    fromProps.unmount()
    const { container } = render(
      <DayCarousel.Root hideLabel defaultValue="2026-11-25">
        <DayCarousel.Label>Pickup day</DayCarousel.Label>
        <DayCarousel.Control>
          <DayCarousel.PrevTrigger aria-label="Previous days" />
          <DayCarousel.ItemGroup>
            {days.map((day) => (
              <DayCarousel.Item key={day.value} value={day.value} disabled={!day.available}>
                <DayCarousel.ItemText>
                  <DayCarousel.ItemWeekday>{day.weekday}</DayCarousel.ItemWeekday>{' '}
                  <DayCarousel.ItemDate>{day.date}</DayCarousel.ItemDate>
                </DayCarousel.ItemText>
                {day.unavailableLabel === undefined ? null : (
                  <DayCarousel.ItemNote>{day.unavailableLabel}</DayCarousel.ItemNote>
                )}
                <DayCarousel.ItemHiddenInput />
              </DayCarousel.Item>
            ))}
          </DayCarousel.ItemGroup>
          <DayCarousel.NextTrigger aria-label="Next days" />
        </DayCarousel.Control>
      </DayCarousel.Root>,
    )
    expect(markupOf(container)).toBe(expected)
    const group = screen.getByRole('radiogroup', { name: 'Pickup day' })
    const checked = within(group).getAllByRole('radio', { checked: true })
    expect(checked.map((day) => day.getAttribute('value'))).toEqual(['2026-11-25'])
    const note = radio('Tue Nov 24').getAttribute('aria-describedby')
    expect(note && document.getElementById(note)?.textContent).toBe('Full')
    expect(screen.getByRole('button', { name: 'Next days' }).getAttribute('aria-controls')).toBe(
      group.id,
    )
  })

  it('name the part that is outside its root or its item', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<DayCarousel.ItemGroup />)).toThrow(
      'DayCarousel.ItemGroup must be inside a DayCarousel.Root',
    )
    expect(() =>
      render(
        <DayCarousel.Root>
          <DayCarousel.ItemHiddenInput />
        </DayCarousel.Root>,
      ),
    ).toThrow('DayCarousel.ItemHiddenInput must be inside a DayCarousel.Item')
  })
})
