import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Portal } from '../index.js'
import { Menu, MenuParts } from './index.js'

afterEach(cleanup)

// jsdom has no ResizeObserver; the list's positioning observes the trigger with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

// The machine's code arrives by a dynamic import: on a busy machine that can take longer than
// Testing Library's one second.
const LOADED = { timeout: 5000 }

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
    // The pointer over the trigger loads the machine; the press then reaches it directly.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Card actions' }), {
      pointerType: 'mouse',
    })
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Card actions' })).toHaveProperty(
          'dataset.scope',
          'menu',
        ),
      LOADED,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Card actions' }))
    const remove = await screen.findByRole('menuitem', { name: 'Remove' }, LOADED)
    expect(remove.getAttribute('data-tone')).toBe('critical')
    await userEvent.click(remove)
    expect(onSelect).toHaveBeenCalledWith('remove')
  })
})

// The machine loads on the first intent (menu.tsx); until then a stand-in is the trigger.
// WAI-ARIA APG menu button: Enter, Space and ArrowDown open on the first item, ArrowUp on
// the last, also when pressed before the machine has arrived.
describe('Menu before and after its machine loads', () => {
  const isMachineTrigger = (element: Element | null) =>
    element?.getAttribute('data-scope') === 'menu' &&
    element.getAttribute('data-part') === 'trigger'

  it('is a stand-in menu button until the first intent, and loads nothing for a glance', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Menu label="Card actions" items={items} />
      </>,
    )
    const standIn = screen.getByRole('button', { name: 'Card actions' })
    expect(isMachineTrigger(standIn)).toBe(false)
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu')
    expect(standIn.getAttribute('aria-expanded')).toBe('false')
    expect(standIn.className).toContain('menu__trigger')
    // A pointer passing over loads the machine but takes no focus and opens nothing.
    screen.getByRole('button', { name: 'Before' }).focus()
    fireEvent.pointerEnter(standIn, { pointerType: 'mouse' })
    await waitFor(
      () =>
        expect(isMachineTrigger(screen.getByRole('button', { name: 'Card actions' }))).toBe(true),
      LOADED,
    )
    expect(document.activeElement?.textContent).toBe('Before')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('hands the focus over to the trigger that arrives', async () => {
    render(<Menu label="Card actions" items={items} />)
    await userEvent.tab()
    await waitFor(() => expect(isMachineTrigger(document.activeElement)).toBe(true), LOADED)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it.each([
    ['{Enter}', 'Edit'],
    ['{ArrowDown}', 'Edit'],
    ['{ArrowUp}', 'Remove'],
  ])('opens on %s pressed before the machine arrived, on %s', async (key, first) => {
    const onSelect = vi.fn()
    render(<Menu label="Card actions" items={items} onSelect={onSelect} />)
    const standIn = screen.getByRole('button', { name: 'Card actions' })
    // Focus and key in one go, before the machine's code has been fetched.
    fireEvent.focus(standIn)
    standIn.focus()
    fireEvent.keyDown(standIn, { key: key.slice(1, -1) })
    const item = await screen.findByRole('menuitem', { name: first }, LOADED)
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true))
    // The list takes the focus a frame after it opens; Enter then acts on the item.
    await waitFor(() => expect(screen.getByRole('menu')).toBe(document.activeElement))
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(first === 'Edit' ? 'edit' : 'remove')
  })

  it('opens on a press made before the machine arrived, and the press is not lost', async () => {
    render(<Menu label="Card actions" items={items} />)
    const standIn = screen.getByRole('button', { name: 'Card actions' })
    // A press in one go, before the machine's code has been fetched.
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' })
    standIn.focus()
    fireEvent.click(standIn)
    expect(await screen.findByRole('menu', {}, LOADED)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Card actions' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
  })
})

describe('Menu parts', () => {
  it('build the same menu; a part outside the root is named', async () => {
    const onSelect = vi.fn()
    render(
      <MenuParts.Root onSelect={onSelect}>
        <MenuParts.Trigger aria-label="Address actions" />
        <Portal>
          <MenuParts.Positioner>
            <MenuParts.Content>
              <MenuParts.Item value="default">Make default</MenuParts.Item>
            </MenuParts.Content>
          </MenuParts.Positioner>
        </Portal>
      </MenuParts.Root>,
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
    expect(() => render(<MenuParts.Trigger aria-label="Alone" />)).toThrow(
      'MenuParts.Trigger must be inside a MenuParts.Root',
    )
  })
})
