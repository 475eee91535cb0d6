import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Alert } from './alert.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Alert autoClearMs', () => {
  it('calls onClear once, after the time and not before', () => {
    const onClear = vi.fn()
    render(<Alert title="Address saved" autoClearMs={5000} onClear={onClear} />)
    act(() => vi.advanceTimersByTime(4999))
    expect(onClear).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClear).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(10_000))
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('does not restart the timer when the parent re-renders with a new onClear', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = render(<Alert title="Saved" autoClearMs={1000} onClear={first} />)
    act(() => vi.advanceTimersByTime(600))
    rerender(<Alert title="Saved" autoClearMs={1000} onClear={second} />)
    act(() => vi.advanceTimersByTime(400))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('clears the timer on unmount', () => {
    const onClear = vi.fn()
    const { unmount } = render(<Alert title="Saved" autoClearMs={1000} onClear={onClear} />)
    unmount()
    act(() => vi.advanceTimersByTime(2000))
    expect(onClear).not.toHaveBeenCalled()
  })

  it('never clears without autoClearMs', () => {
    const onClear = vi.fn()
    render(<Alert title="Saved" onClear={onClear} />)
    act(() => vi.advanceTimersByTime(60_000))
    expect(onClear).not.toHaveBeenCalled()
  })
})

describe('Alert role', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['danger', 'alert'],
  ] as const)('a %s alert has role %s', (tone, role) => {
    render(<Alert tone={tone} title="Message" />)
    expect(screen.getByRole(role).textContent).toContain('Message')
  })
})
