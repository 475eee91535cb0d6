import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Switch } from './index.js'

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)

/** A page that keeps the switch's state, measured by a Profiler. */
function Owner({ onRender }: { onRender: () => void }) {
  const [on, setOn] = useState(false)
  return (
    <Profiler id="owner" onRender={onRender}>
      <Switch
        label="Reusable bags"
        checked={on}
        onCheckedChange={({ checked }) => setOn(checked)}
      />
    </Profiler>
  )
}

describe('Switch: a native checkbox exposed as a switch', () => {
  it('is named by its label, reached by Tab and flipped by Space, reporting each flip once', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(<Switch label="Text me order updates" onCheckedChange={onCheckedChange} />)
    const input = toggle('Text me order updates')
    expect(input.type).toBe('checkbox')
    expect(input.checked).toBe(false)
    await user.tab()
    expect(document.activeElement).toBe(input)
    await user.keyboard(' ')
    expect(input.checked).toBe(true)
    expect(onCheckedChange).toHaveBeenCalledTimes(1)
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true })
    await user.keyboard(' ')
    expect(input.checked).toBe(false)
    expect(onCheckedChange).toHaveBeenCalledTimes(2)
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: false })
  })

  it('the label is the hit area: a click on its text flips it once', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(<Switch label="Leave at my door" defaultChecked onCheckedChange={onCheckedChange} />)
    expect(toggle('Leave at my door').checked).toBe(true)
    await user.click(screen.getByText('Leave at my door'))
    expect(toggle('Leave at my door').checked).toBe(false)
    expect(onCheckedChange).toHaveBeenCalledTimes(1)
    expect(onCheckedChange).toHaveBeenCalledWith({ checked: false })
    expect(toggle('Leave at my door').closest('label')).not.toBeNull()
  })

  it('controlled: the value given wins until the owner changes it', () => {
    const onCheckedChange = vi.fn()
    const { rerender } = render(
      <Switch label="Paper bags" checked={false} onCheckedChange={onCheckedChange} />,
    )
    fireEvent.click(toggle('Paper bags'))
    expect(onCheckedChange).toHaveBeenCalledWith({ checked: true })
    expect(toggle('Paper bags').checked).toBe(false)
    rerender(<Switch label="Paper bags" checked onCheckedChange={onCheckedChange} />)
    expect(toggle('Paper bags').checked).toBe(true)
  })

  it('controlled by its owner: one render of the owner per flip, none for a focus', () => {
    const renders = vi.fn()
    render(<Owner onRender={renders} />)
    renders.mockClear()
    fireEvent.focus(toggle('Reusable bags'))
    fireEvent.pointerEnter(toggle('Reusable bags').closest('label') as HTMLElement)
    expect(renders).not.toHaveBeenCalled()
    fireEvent.click(toggle('Reusable bags'))
    expect(toggle('Reusable bags').checked).toBe(true)
    expect(renders).toHaveBeenCalledTimes(1)
  })

  it('read-only: focusable, but neither Space nor a click flips it', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    const { rerender } = render(
      <Switch label="Substitutions" readOnly onCheckedChange={onCheckedChange} />,
    )
    const input = toggle('Substitutions')
    expect(input.getAttribute('aria-readonly')).toBe('true')
    await user.tab()
    expect(document.activeElement).toBe(input)
    await user.keyboard(' ')
    await user.click(screen.getByText('Substitutions'))
    expect(input.checked).toBe(false)
    expect(onCheckedChange).not.toHaveBeenCalled()
    // Once editable again, the first click flips it and reports it.
    rerender(<Switch label="Substitutions" onCheckedChange={onCheckedChange} />)
    expect(input.hasAttribute('aria-readonly')).toBe(false)
    await user.click(input)
    expect(input.checked).toBe(true)
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith({ checked: true })
  })

  it('disabled: cannot be focused or flipped', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(<Switch label="Paper bags" disabled onCheckedChange={onCheckedChange} />)
    const input = toggle('Paper bags')
    expect(input.disabled).toBe(true)
    await user.tab()
    expect(document.activeElement).not.toBe(input)
    await user.click(screen.getByText('Paper bags'))
    expect(input.checked).toBe(false)
    expect(onCheckedChange).not.toHaveBeenCalled()
  })

  it('reads the description and, while invalid, the error text with the switch', () => {
    const { rerender } = render(
      <Switch label="Share my location" description="For nearby stores" errorText="Turn it on" />,
    )
    const input = toggle('Share my location')
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(describedBy(input)).toEqual(['For nearby stores'])
    expect(screen.queryByText('Turn it on')).toBeNull()
    rerender(
      <Switch
        label="Share my location"
        description="For nearby stores"
        errorText="Turn it on"
        invalid
      />,
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(input)).toEqual(['For nearby stores', 'Turn it on'])
    rerender(<Switch label="Share my location" errorText="Turn it on" invalid />)
    expect(describedBy(input)).toEqual(['Turn it on'])
    rerender(<Switch label="Share my location" />)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('takes its id, name, value, ref and the wrapper’s class; submits its value while on', () => {
    const ref = { current: null as HTMLInputElement | null }
    render(
      <form data-testid="form">
        <Switch
          ref={ref}
          id="sms-updates"
          label="Text me"
          description="Order updates"
          name="sms"
          value="yes"
          className="host-class"
          defaultChecked
        />
      </form>,
    )
    const input = toggle('Text me')
    expect(ref.current).toBe(input)
    expect(input.id).toBe('sms-updates')
    expect(input.getAttribute('aria-labelledby')).toBe('field::sms-updates::label')
    expect(input.getAttribute('aria-describedby')).toBe('field::sms-updates::helper-text')
    expect(input.closest('label')?.htmlFor).toBe('sms-updates')
    const wrapper = document.getElementById('field::sms-updates')
    expect(wrapper?.className).toContain('host-class')
    expect(wrapper?.className).toContain('switch__field')
    const form = screen.getByTestId('form') as HTMLFormElement
    expect(new FormData(form).get('sms')).toBe('yes')
    fireEvent.click(input)
    expect(new FormData(form).get('sms')).toBeNull()
  })

  it('two switches get their own ids', () => {
    render(
      <>
        <Switch label="Email" description="Weekly" />
        <Switch label="Text" description="Daily" />
      </>,
    )
    expect(toggle('Email').id).not.toBe(toggle('Text').id)
    expect(describedBy(toggle('Email'))).toEqual(['Weekly'])
    expect(describedBy(toggle('Text'))).toEqual(['Daily'])
  })

  it('marks a focus that follows a press on the label, and clears it on a key or on leaving', () => {
    render(<Switch label="Deals" />)
    const input = toggle('Deals')
    const label = input.closest('label') as HTMLLabelElement
    fireEvent.keyDown(document.body, { key: 'Tab' })
    fireEvent.focus(input)
    expect(label.hasAttribute('data-pointer-focus')).toBe(false)
    fireEvent.blur(input)
    fireEvent.pointerDown(label)
    fireEvent.focus(input)
    expect(label.hasAttribute('data-pointer-focus')).toBe(true)
    fireEvent.keyDown(input, { key: ' ' })
    expect(label.hasAttribute('data-pointer-focus')).toBe(false)
    fireEvent.focus(input)
    expect(label.hasAttribute('data-pointer-focus')).toBe(false)
  })
})
