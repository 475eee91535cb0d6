import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Stepper } from './index.js'

afterEach(cleanup)

const steps = [
  { label: 'Schedule', status: 'completed' as const },
  { label: 'Payment', status: 'current' as const },
]

describe('Stepper', () => {
  it('passes data-*, aria-*, handlers and className through to the list', () => {
    const onKeyDown = vi.fn()
    render(
      <>
        <p id="hint">Two steps to place the order</p>
        <Stepper
          steps={steps}
          aria-label="Checkout progress"
          data-testid="progress"
          aria-describedby="hint"
          onKeyDown={onKeyDown}
          className="host-class"
        />
      </>,
    )
    const root = screen.getByTestId('progress')
    expect(root.tagName).toBe('OL')
    expect(root.getAttribute('aria-label')).toBe('Checkout progress')
    expect(root.getAttribute('aria-describedby')).toBe('hint')
    expect(root.className).toContain('host-class')
    expect(root.className).toContain('stepper__root')
    fireEvent.keyDown(root, { key: 'Tab' })
    expect(onKeyDown).toHaveBeenCalledTimes(1)
  })

  it('marks the current step and reads each step with its status', () => {
    render(<Stepper steps={steps} />)
    const [schedule, payment] = screen.getAllByRole('listitem')
    expect(schedule?.textContent).toBe('Schedule Completed')
    expect(payment?.textContent).toBe('2Payment Current')
    expect(payment?.getAttribute('aria-current')).toBe('step')
    // A separator between the steps, none after the last.
    expect(schedule?.querySelector('.stepper__separator')).not.toBeNull()
    expect(payment?.querySelector('.stepper__separator')).toBeNull()
  })
})

describe('Stepper parts', () => {
  it('build the same list; a part outside its item is named', () => {
    render(
      <Stepper.Root aria-label="Checkout progress">
        <Stepper.Item status="upcoming" index={2}>
          <Stepper.Indicator />
          <Stepper.Label>Review</Stepper.Label>
          <Stepper.Status>Not Completed</Stepper.Status>
        </Stepper.Item>
      </Stepper.Root>,
    )
    expect(screen.getByRole('listitem').textContent).toBe('3ReviewNot Completed')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Stepper.Label>Review</Stepper.Label>)).toThrow(
      'Stepper.Label must be inside a Stepper.Item',
    )
  })
})
