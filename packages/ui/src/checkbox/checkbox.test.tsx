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

describe('Checkbox state', () => {
  it('starts indeterminate as mixed, and a toggle from there checks it', async () => {
    const onCheckedChange = vi.fn()
    render(
      <Checkbox
        label="All substitutions"
        defaultChecked="indeterminate"
        onCheckedChange={onCheckedChange}
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'All substitutions' }) as HTMLInputElement
    expect(box.indeterminate).toBe(true)
    await userEvent.click(box)
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true })
    expect(box.indeterminate).toBe(false)
    expect(box.checked).toBe(true)
  })

  it('stays as its owner says when controlled', async () => {
    const onControlled = vi.fn()
    render(<Checkbox label="Controlled" checked={false} onCheckedChange={onControlled} />)
    const controlled = screen.getByRole('checkbox', { name: 'Controlled' }) as HTMLInputElement
    await userEvent.click(controlled)
    expect(onControlled).toHaveBeenLastCalledWith({ checked: true })
    expect(controlled.checked).toBe(false)
    // Read-only boxes are checked in Chromium (story Read Only): jsdom does not put a
    // cancelled click's checkbox back as a browser does.
  })

  it('shows its error text only while invalid, and marks the box invalid', () => {
    const { rerender } = render(<Checkbox label="I agree" errorText="Please agree" />)
    expect(screen.queryByText('Please agree')).toBeNull()
    const box = screen.getByRole('checkbox', { name: 'I agree' })
    expect(box.hasAttribute('aria-invalid')).toBe(false)
    rerender(<Checkbox label="I agree" errorText="Please agree" invalid />)
    expect(screen.getByText('Please agree').getAttribute('aria-live')).toBe('polite')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Please agree').id)
  })

  it('hands its state to Checkbox.Context', async () => {
    render(
      <Checkbox.Root>
        <Checkbox.Label>Paper bags</Checkbox.Label>
        <Checkbox.HiddenInput />
        <Checkbox.Context>{(api) => <output>{String(api.checkedState)}</output>}</Checkbox.Context>
      </Checkbox.Root>,
    )
    expect(screen.getByRole('status').textContent).toBe('false')
    await userEvent.click(screen.getByRole('checkbox'))
    expect(screen.getByRole('status').textContent).toBe('true')
  })
})
