import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RadioTile, RadioTileGroup } from './index.js'

afterEach(cleanup)

const items = [
  { value: 'pickup', title: 'Pickup', description: 'Ready in 2 hours', price: 'Free' },
  { value: 'delivery', title: 'Delivery' },
]

describe('RadioTileGroup', () => {
  it('passes data-*, aria-*, handlers and className through to the radiogroup', () => {
    const onKeyDown = vi.fn()
    render(
      <>
        <p id="hint">Choose how you shop</p>
        <RadioTileGroup
          label="Shopping method"
          items={items}
          data-testid="methods"
          aria-describedby="hint"
          onKeyDown={onKeyDown}
          className="host-class"
        />
      </>,
    )
    const root = screen.getByTestId('methods')
    expect(root.getAttribute('role')).toBe('radiogroup')
    expect(root.getAttribute('aria-describedby')).toBe('hint')
    expect(root.className).toContain('host-class')
    expect(root.className).toContain('radio-tile__root')
    fireEvent.keyDown(root, { key: 'a' })
    expect(onKeyDown).toHaveBeenCalledTimes(1)
  })

  it('reads the description and price with the radio, in that order', () => {
    render(<RadioTileGroup label="Shopping method" items={items} />)
    const input = screen.getByRole('radio', { name: 'Pickup' })
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Ready in 2 hours',
      'Free',
    ])
    expect(screen.getByRole('radio', { name: 'Delivery' }).hasAttribute('aria-describedby')).toBe(
      false,
    )
  })
})

describe('RadioTile parts', () => {
  it('build the same group, the Edit button named after its tile', () => {
    const onEdit = vi.fn()
    render(
      <RadioTile.Root defaultValue="home" data-testid="addresses">
        <RadioTile.Label>Current Address</RadioTile.Label>
        <RadioTile.Items>
          <RadioTile.Item value="home" data-testid="home-tile">
            <RadioTile.ItemRadio>
              <RadioTile.ItemControl />
              <RadioTile.ItemBody>
                <RadioTile.ItemText>Home</RadioTile.ItemText>
                <RadioTile.ItemDescription>12 Elm Road</RadioTile.ItemDescription>
              </RadioTile.ItemBody>
              <RadioTile.ItemHiddenInput />
            </RadioTile.ItemRadio>
            <RadioTile.ItemEditTrigger onClick={onEdit}>Edit</RadioTile.ItemEditTrigger>
          </RadioTile.Item>
        </RadioTile.Items>
      </RadioTile.Root>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Current Address' })).toBeTruthy()
    const home = screen.getByRole('radio', { name: 'Home' }) as HTMLInputElement
    expect(home.checked).toBe(true)
    expect(screen.getByTestId('home-tile').getAttribute('data-state')).toBe('checked')
    const ids = (home.getAttribute('aria-describedby') ?? '').split(' ')
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['12 Elm Road'])
    fireEvent.click(screen.getByRole('button', { name: 'Edit Home' }))
    expect(onEdit).toHaveBeenCalledTimes(1)
  })

  it('name the part that is outside its item', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      render(
        <RadioTile.Root>
          <RadioTile.ItemText>Home</RadioTile.ItemText>
        </RadioTile.Root>,
      ),
    ).toThrow('RadioTile.ItemText must be inside a RadioTile.Item')
  })
})
