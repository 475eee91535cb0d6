import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  CAROUSEL_WARN_ABOVE,
  carouselItemsWarning,
  useCarouselItemsWarning,
} from './use-carousel-items-warning.js'

describe('carousel warning: shopping-method-selector.md §5, §9 (more than 15 items, in development)', () => {
  it('warns above 15 items, not at 15', () => {
    expect(CAROUSEL_WARN_ABOVE).toBe(15)
    expect(carouselItemsWarning(15)).toBeUndefined()
    expect(carouselItemsWarning(16)).toMatch(/16 items; more than 15/)
  })

  it('in development only', () => {
    const warn = vi.fn()
    renderHook(() => useCarouselItemsWarning(16, false, warn))
    expect(warn).not.toHaveBeenCalled()
    renderHook(() => useCarouselItemsWarning(7, true, warn))
    expect(warn).not.toHaveBeenCalled()
    renderHook(() => useCarouselItemsWarning(16, true, warn))
    expect(warn).toHaveBeenCalledOnce()
  })
})
