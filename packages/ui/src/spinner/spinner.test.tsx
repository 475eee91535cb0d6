import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Spinner } from './spinner.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Spinner delay', () => {
  it('renders nothing for the first 200 ms by default, then a status named "Loading"', () => {
    const { container } = render(<Spinner />)
    act(() => vi.advanceTimersByTime(199))
    expect(container.innerHTML).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toBe('Loading')
  })

  it('shows at once with delayMs 0', () => {
    render(<Spinner delayMs={0} label="Loading cards" />)
    expect(screen.getByRole('status').textContent).toBe('Loading cards')
  })

  it('never shows when unmounted before the delay', () => {
    const { container, unmount } = render(<Spinner delayMs={500} />)
    unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(container.innerHTML).toBe('')
  })
})
