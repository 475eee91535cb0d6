import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Portal } from '../index.js'
import { Menu } from './index.js'

afterEach(cleanup)

// jsdom has no ResizeObserver; the list's positioning observes the trigger with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const items = [
  { value: 'edit', label: 'Edit' },
  { value: 'remove', label: 'Remove', tone: 'critical' as const },
]

describe('Menu', () => {
  it('passes data-*, aria-*, handlers and className through to the trigger', () => {
    const onKeyDown = vi.fn()
    render(
      <>
        <p id="hint">Edit or remove this card</p>
        <Menu
          label="Actions for Visa ending in 4242"
          items={items}
          data-testid="actions"
          aria-describedby="hint"
          onKeyDown={onKeyDown}
          className="host-class"
        />
      </>,
    )
    const trigger = screen.getByTestId('actions')
    expect(trigger.tagName).toBe('BUTTON')
    expect(trigger.getAttribute('aria-label')).toBe('Actions for Visa ending in 4242')
    expect(trigger.getAttribute('aria-describedby')).toBe('hint')
    expect(trigger.className).toContain('host-class')
    expect(trigger.className).toContain('menu__trigger')
    fireEvent.keyDown(trigger, { key: 'a' })
    expect(onKeyDown).toHaveBeenCalledTimes(1)
  })

  it('reports the chosen item’s value', async () => {
    const onSelect = vi.fn()
    render(<Menu label="Card actions" items={items} onSelect={onSelect} />)
    await userEvent.click(screen.getByRole('button', { name: 'Card actions' }))
    const remove = await screen.findByRole('menuitem', { name: 'Remove' })
    expect(remove.getAttribute('data-tone')).toBe('critical')
    await userEvent.click(remove)
    expect(onSelect).toHaveBeenCalledWith('remove')
  })
})

describe('Menu parts', () => {
  it('build the same menu; a part outside the root is named', async () => {
    const onSelect = vi.fn()
    render(
      <Menu.Root onSelect={onSelect}>
        <Menu.Trigger aria-label="Address actions" />
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="default">Make default</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>,
    )
    // The keyboard path (WAI-ARIA APG menu button): Enter opens on the first item, Enter chooses it.
    screen.getByRole('button', { name: 'Address actions' }).focus()
    await userEvent.keyboard('{Enter}')
    const item = await screen.findByRole('menuitem', { name: 'Make default' })
    // The menu highlights its first item a moment after it opens; Enter acts on that item.
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true))
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'default' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Menu.Trigger aria-label="Alone" />)).toThrow(
      'Menu.Trigger must be inside a Menu.Root',
    )
  })
})
