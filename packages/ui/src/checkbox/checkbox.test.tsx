import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from './index.js'

afterEach(cleanup)

describe('Checkbox', () => {
  it('passes data-*, aria-*, handlers and className through to its outer element', () => {
    const onKeyDown = vi.fn()
    render(
      <>
        <p id="hint">We leave it at the door</p>
        <Checkbox
          label="Leave at my door"
          data-testid="door"
          aria-describedby="hint"
          onKeyDown={onKeyDown}
          className="host-class"
        />
      </>,
    )
    const root = screen.getByTestId('door')
    expect(root.getAttribute('aria-describedby')).toBe('hint')
    expect(root.className).toContain('host-class')
    expect(root.className).toContain('checkbox__field')
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Leave at my door' }), { key: ' ' })
    expect(onKeyDown).toHaveBeenCalledTimes(1)
  })

  it('reads the description and, while invalid, the error text with the checkbox', () => {
    render(<Checkbox label="I am 21" description="ID at the door" errorText="Required" invalid />)
    const box = screen.getByRole('checkbox', { name: 'I am 21' })
    const ids = (box.getAttribute('aria-describedby') ?? '').split(' ')
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'ID at the door',
      'Required',
    ])
  })
})

describe('Checkbox parts', () => {
  it('build a checkbox without a field, toggled by its label', async () => {
    const onCheckedChange = vi.fn()
    render(
      <Checkbox.Root onCheckedChange={onCheckedChange} data-testid="bags">
        <Checkbox.Control>
          <Checkbox.Indicator />
        </Checkbox.Control>
        <Checkbox.Label>Paper bags</Checkbox.Label>
        <Checkbox.HiddenInput />
      </Checkbox.Root>,
    )
    const box = screen.getByRole('checkbox', { name: 'Paper bags' })
    expect(box.hasAttribute('aria-describedby')).toBe(false)
    expect(screen.getByTestId('bags').className).toContain('checkbox__root')
    await userEvent.click(screen.getByText('Paper bags'))
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true })
  })
})
