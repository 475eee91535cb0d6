import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Collapsible } from './index.js'

afterEach(cleanup)

/** A section its owner opens, that only the owner closes (the button outside). */
function ControlledTip({ onOpenChange }: { onOpenChange: (details: { open: boolean }) => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Close from outside
      </button>
      <Collapsible summary="Tip" open={open} onOpenChange={onOpenChange}>
        Tip options
      </Collapsible>
    </>
  )
}

describe('Collapsible', () => {
  it('is a disclosure: the button says whether its content is shown and points at it', async () => {
    const onOpenChange = vi.fn()
    render(
      <Collapsible summary="Order summary" onOpenChange={onOpenChange}>
        12 items
      </Collapsible>,
    )
    const trigger = screen.getByRole('button', { name: 'Order summary' })
    const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(content?.hidden).toBe(true)
    expect(content?.textContent).toBe('12 items')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(content?.hidden).toBe(false)
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: true })
    await userEvent.keyboard(' ')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false })
  })

  it('follows `open` when controlled and reports the wish to change it', async () => {
    const onOpenChange = vi.fn()
    render(<ControlledTip onOpenChange={onOpenChange} />)
    const trigger = screen.getByRole('button', { name: 'Tip' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    // Without the owner's update the section stays as it was told.
    await userEvent.click(trigger)
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Close from outside' }))
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  it('mounts lazily, unmounts on exit, and puts the trigger in a heading', async () => {
    render(
      <>
        <Collapsible summary="Lazy" lazyMount>
          lazy content
        </Collapsible>
        <Collapsible summary="Leaves" headingLevel={3} defaultOpen unmountOnExit>
          leaving content
        </Collapsible>
        <Collapsible summary="Off" disabled>
          off content
        </Collapsible>
      </>,
    )
    expect(screen.queryByText('lazy content')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Lazy' }))
    await userEvent.click(screen.getByRole('button', { name: 'Lazy' }))
    // Shown once, it stays mounted (hidden) after closing.
    expect(screen.getByText('lazy content').hidden).toBe(true)
    const leaves = screen.getByRole('button', { name: 'Leaves' })
    expect(screen.getByRole('heading', { level: 3, name: 'Leaves' }).contains(leaves)).toBe(true)
    expect(screen.getByText('leaving content')).toBeTruthy()
    await userEvent.click(leaves)
    expect(screen.queryByText('leaving content')).toBeNull()
    const off = screen.getByRole('button', { name: 'Off' }) as HTMLButtonElement
    expect(off.disabled).toBe(true)
    await userEvent.click(off)
    expect(off.getAttribute('aria-expanded')).toBe('false')
  })
})
