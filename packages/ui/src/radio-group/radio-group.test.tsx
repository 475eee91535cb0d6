import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RadioGroup } from './index.js'

afterEach(cleanup)

const items = [
  { value: 'email', label: 'Email', description: 'Receipts and offers' },
  { value: 'sms', label: 'Text' },
]

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)

describe('RadioGroup', () => {
  it('passes data-*, aria-*, handlers and className through to the radiogroup', () => {
    const onKeyDown = vi.fn()
    render(
      <>
        <p id="hint">How we reach you</p>
        <RadioGroup
          label="Contact me by"
          items={items}
          data-testid="contact"
          aria-describedby="hint"
          onKeyDown={onKeyDown}
          className="host-class"
        />
      </>,
    )
    const root = screen.getByTestId('contact')
    expect(root.getAttribute('role')).toBe('radiogroup')
    expect(root.getAttribute('aria-describedby')).toBe('hint')
    expect(root.className).toContain('host-class')
    expect(root.className).toContain('radio-group__root')
    fireEvent.keyDown(root, { key: 'a' })
    expect(onKeyDown).toHaveBeenCalledTimes(1)
  })

  it('takes its name from a heading of the page when it has no label of its own', () => {
    render(
      <>
        <h3 id="similar">Similar items</h3>
        <RadioGroup aria-labelledby="similar" items={items} />
      </>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Similar items' })
    expect(group.querySelector('[data-part="label"]')).toBeNull()
    expect(screen.getAllByRole('radio')).toHaveLength(2)
  })

  it('reads an item’s description and, while invalid, the group’s error with each radio', () => {
    const { rerender } = render(
      <RadioGroup label="Contact me by" items={items} errorText="Choose one" />,
    )
    expect(describedBy(screen.getByRole('radio', { name: 'Email' }))).toEqual([
      'Receipts and offers',
    ])
    expect(screen.getByRole('radio', { name: 'Text' }).hasAttribute('aria-describedby')).toBe(false)
    rerender(<RadioGroup label="Contact me by" items={items} errorText="Choose one" invalid />)
    expect(describedBy(screen.getByRole('radio', { name: 'Email' }))).toEqual([
      'Receipts and offers',
      'Choose one',
    ])
    expect(describedBy(screen.getByRole('radio', { name: 'Text' }))).toEqual(['Choose one'])
  })
})

describe('RadioGroup parts', () => {
  it('build the same group; a part outside its item is named', () => {
    render(
      <RadioGroup.Root defaultValue="sms" orientation="horizontal">
        <RadioGroup.Label>Contact me by</RadioGroup.Label>
        <RadioGroup.Items>
          <RadioGroup.Item value="sms">
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>Text</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        </RadioGroup.Items>
      </RadioGroup.Root>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Contact me by' })
    expect(group.getAttribute('aria-orientation')).toBe('horizontal')
    expect((screen.getByRole('radio', { name: 'Text' }) as HTMLInputElement).checked).toBe(true)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      render(
        <RadioGroup.Root>
          <RadioGroup.ItemDescription>Receipts</RadioGroup.ItemDescription>
        </RadioGroup.Root>,
      ),
    ).toThrow('RadioGroup.ItemDescription must be inside a RadioGroup.Item')
  })
})
