import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.js'

afterEach(cleanup)

describe('Button', () => {
  it('is a type="button" by default, so it never submits a form by accident', () => {
    render(<Button>Add to cart</Button>)
    expect(screen.getByRole('button', { name: 'Add to cart' }).getAttribute('type')).toBe('button')
  })

  it('calls onClick when active', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Add to cart</Button>)
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while loading stays focusable, says it is busy and ignores activation', () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Placing order
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Placing order' })
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})
