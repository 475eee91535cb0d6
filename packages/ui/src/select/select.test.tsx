import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Field } from '../field/index.js'
import { Portal } from '../index.js'
import { Select } from './index.js'

afterEach(cleanup)

/** jsdom lays nothing out: the list's positioning observes sizes and scrolls to the choice. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= NoResizeObserver
  Element.prototype.scrollTo ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

const items = [
  { value: 'OH', label: 'Ohio' },
  { value: 'OR', label: 'Oregon', disabled: true },
  { value: 'WA', label: 'Washington' },
]

/** The markup, with React's generated ids numbered in the order they appear. */
function markupOf(element: Element): string {
  const ids = new Map<string, string>()
  return element.outerHTML.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size + 1}`)
    return ids.get(id) as string
  })
}

describe('Select', () => {
  it('passes data-*, aria-* and handlers through to the root, className to the field', () => {
    const onKeyDown = vi.fn()
    const passed = { 'data-testid': 'region', 'aria-describedby': 'region-hint', onKeyDown }
    const { container } = render(
      <Select label="State" items={items} {...passed} className="banner-field" />,
    )
    const root = screen.getByTestId('region')
    expect([root.className, root.getAttribute('aria-describedby')]).toEqual([
      'select__root',
      'region-hint',
    ])
    expect(container.firstElementChild?.className).toMatch(/^field__root .* banner-field$/)
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'State' }), { key: 'ArrowUp' })
    expect(onKeyDown).toHaveBeenCalledOnce()
  })

  it('reports the chosen value and its item; the ref reaches the trigger', async () => {
    const onValueChange = vi.fn()
    const ref = { current: null as HTMLButtonElement | null }
    render(<Select ref={ref} label="State" items={items} onValueChange={onValueChange} />)
    const combobox = screen.getByRole('combobox', { name: 'State' })
    expect(ref.current).toBe(combobox)
    await userEvent.click(combobox)
    const listbox = await screen.findByRole('listbox', { name: 'State' })
    const oregon = within(listbox).getByRole('option', { name: 'Oregon' })
    expect(oregon.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(within(listbox).getByRole('option', { name: 'Washington' }))
    expect(onValueChange).toHaveBeenCalledWith({ value: 'WA', item: items[2] })
    expect(combobox.textContent).toBe('Washington')
  })
})

describe('Select parts', () => {
  it('build the same select in a Field, to the attribute', async () => {
    const fromProps = render(
      <Select label="State" items={items} defaultValue="OH" placeholder="Choose one" name="st" />,
    )
    const expected = markupOf(fromProps.container)
    fromProps.unmount()
    const { container } = render(
      <Field label="State">
        <Select.Root items={items} defaultValue="OH" name="st">
          <Select.Control>
            <Select.Trigger>
              <Select.ValueText placeholder="Choose one" />
              <Select.Indicator />
            </Select.Trigger>
          </Select.Control>
          <Portal>
            <Select.Positioner>
              <Select.Content>
                {items.map((item) => (
                  <Select.Item key={item.value} item={item}>
                    <Select.ItemText>{item.label}</Select.ItemText>
                    <Select.ItemIndicator />
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Positioner>
          </Portal>
          <Select.HiddenSelect />
        </Select.Root>
      </Field>,
    )
    expect(markupOf(container)).toBe(expected)
    // The keyboard path (WAI-ARIA APG select-only combobox): ArrowDown opens, Enter chooses.
    screen.getByRole('combobox', { name: 'State' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('listbox', { name: 'State' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ohio',
      'Oregon',
      'Washington',
    ])
  })

  it('take a root’s data-* and handlers, and name the part that is outside the root', () => {
    const onKeyDown = vi.fn()
    render(
      <Field label="Pickup window">
        <Select.Root items={items} data-testid="window" onKeyDown={onKeyDown}>
          <Select.Control>
            <Select.Trigger>
              <Select.ValueText placeholder="Choose a window" />
            </Select.Trigger>
          </Select.Control>
        </Select.Root>
      </Field>,
    )
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Pickup window' }), { key: 'a' })
    expect(onKeyDown).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('window').className).toBe('select__root')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Select.Positioner />)).toThrow(
      'Select.Positioner must be inside a Select.Root',
    )
  })
})
