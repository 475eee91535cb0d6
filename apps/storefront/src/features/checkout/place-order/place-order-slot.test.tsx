// The order button's flow loads on intent (docs/performance.md): the stand-in shows the
// button's label and state (checkout.md §2, §4) until then, and hands the focus and the
// press it received to the flow's button, so a shopper never presses twice.
import type { Checkout } from '@aisle/api'
import { placeOrderText } from '@aisle/flows'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PlaceOrderSlot } from './place-order-slot'

const flow = vi.hoisted(() => ({
  loads: 0,
  submits: 0,
  /** What held the focus when the flow's button ran its first effect. */
  focusedAtMount: undefined as Element | null | undefined,
}))

// The flow's module stands in for the real one (its services and the order call): a button
// with the flow's name that counts its presses, and notes where the focus was at its first
// effect (the flow's own effects, such as the order machine's, run at that point).
vi.mock('./place-order-button', async () => {
  flow.loads += 1
  const { useEffect } = await import('react')
  return {
    PlaceOrderButton: ({
      disabled,
      buttonRef,
    }: {
      disabled?: boolean
      buttonRef?: React.Ref<HTMLButtonElement>
    }) => {
      useEffect(() => {
        flow.focusedAtMount = document.activeElement
      }, [])
      return (
        <button
          ref={buttonRef}
          type="button"
          data-flow=""
          disabled={disabled}
          onClick={() => {
            flow.submits += 1
          }}
        >
          flow
        </button>
      )
    },
  }
})

const checkout = { modalityType: 'Pickup' } as Checkout

/** Lets the flow's import and the lazy part settle. */
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 0)))

beforeEach(() => {
  flow.submits = 0
})

describe('PlaceOrderSlot (checkout.md §2, §4: the order button, its flow on intent)', () => {
  it('shows the order button by its label and state without loading the flow', async () => {
    render(<PlaceOrderSlot checkout={checkout} disabled />)
    await settle()
    const button = screen.getByRole('button', { name: placeOrderText.label('Pickup', false) })
    expect(button).toHaveProperty('disabled', true)
    expect(button.hasAttribute('data-flow')).toBe(false)
    // The first test of the file: the flow's module was never imported.
    expect(flow.loads).toBe(0)
  })

  it('names the modify variant', () => {
    render(<PlaceOrderSlot checkout={checkout} modify />)
    expect(screen.getByRole('button', { name: placeOrderText.label('Pickup', true) })).toBeTruthy()
  })

  it('loads the flow when the pointer goes over it, without pressing', async () => {
    render(<PlaceOrderSlot checkout={checkout} />)
    fireEvent.pointerEnter(screen.getByRole('button'))
    await settle()
    const button = screen.getByRole('button')
    expect(button.hasAttribute('data-flow')).toBe(true)
    expect(flow.submits).toBe(0)
    expect(document.activeElement).not.toBe(button)
  })

  it('hands a press made before the flow arrived to its button, once', async () => {
    render(<PlaceOrderSlot checkout={checkout} />)
    const standIn = screen.getByRole('button')
    standIn.focus()
    fireEvent.click(standIn)
    await settle()
    const button = screen.getByRole('button')
    expect(button.hasAttribute('data-flow')).toBe(true)
    expect(document.activeElement).toBe(button)
    expect(flow.submits).toBe(1)
  })

  it('gives the flow the focus the stand-in had, without a press', async () => {
    render(<PlaceOrderSlot checkout={checkout} />)
    act(() => screen.getByRole('button').focus())
    await settle()
    const button = screen.getByRole('button')
    expect(button.hasAttribute('data-flow')).toBe(true)
    expect(document.activeElement).toBe(button)
    expect(flow.submits).toBe(0)
  })

  it('moves the focus in the same commit as the swap, so no key press lands on the body', async () => {
    render(<PlaceOrderSlot checkout={checkout} />)
    act(() => screen.getByRole('button').focus())
    await settle()
    const button = screen.getByRole('button')
    expect(button.hasAttribute('data-flow')).toBe(true)
    // Moved by an effect after the paint, the focus would still be on the body here.
    expect(flow.focusedAtMount).toBe(button)
  })

  it('keeps the stand-in while the pointer is down on it, so the click lands', async () => {
    render(<PlaceOrderSlot checkout={checkout} />)
    const standIn = screen.getByRole('button')
    fireEvent.pointerDown(standIn)
    await settle()
    // The flow has arrived, but the button under the pointer is still the same.
    expect(screen.getByRole('button')).toBe(standIn)
    fireEvent.click(standIn)
    await settle()
    expect(screen.getByRole('button').hasAttribute('data-flow')).toBe(true)
    expect(flow.submits).toBe(1)
  })

  it('passes no press to a disabled flow button', async () => {
    const { rerender } = render(<PlaceOrderSlot checkout={checkout} />)
    fireEvent.click(screen.getByRole('button'))
    rerender(<PlaceOrderSlot checkout={checkout} disabled />)
    await settle()
    expect(screen.getByRole('button').hasAttribute('data-flow')).toBe(true)
    expect(flow.submits).toBe(0)
  })
})
