import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORE_MENU_LOADING_DELAY_MS, useLoadingIndicator } from './use-loading-indicator.js'

describe('store-menu loading indicator: shopping-method-selector.md §9 (200 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows only once loading has lasted 200 ms, and goes with the answer', () => {
    expect(STORE_MENU_LOADING_DELAY_MS).toBe(200)
    const { result, rerender } = renderHook(({ loading }) => useLoadingIndicator(loading), {
      initialProps: { loading: true },
    })
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender({ loading: false })
    expect(result.current).toBe(false)
  })

  it('a quick answer never shows it; a new search waits again', () => {
    const { result, rerender } = renderHook(({ loading }) => useLoadingIndicator(loading), {
      initialProps: { loading: true },
    })
    act(() => vi.advanceTimersByTime(150))
    rerender({ loading: false })
    act(() => vi.advanceTimersByTime(500))
    expect(result.current).toBe(false)
    rerender({ loading: true })
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(true)
  })
})
