import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAgeVerification } from './use-age-verification.js'

const now = () => new Date(2026, 10, 22, 12)

describe('useAgeVerification: account-area.md §4 and §5 "Age verification"', () => {
  it('shows no error before Continue, then the spec messages', () => {
    const onVerified = vi.fn()
    const { result } = renderHook(() => useAgeVerification({ minimumAge: 21, now, onVerified }))
    expect(result.current.errors).toEqual({})
    expect(result.current.notice).toBe('Items in your order require a minimum age of 21.')
    act(() => {
      result.current.submit()
    })
    expect(result.current.errors).toEqual({
      dateOfBirth: 'Please enter a valid date.',
      agreed: 'Please agree to the Terms & Conditions.',
    })
    expect(onVerified).not.toHaveBeenCalled()
  })

  it('continues with the ISO date once the date and the agreement are valid', () => {
    const onVerified = vi.fn()
    const { result } = renderHook(() => useAgeVerification({ minimumAge: 21, now, onVerified }))
    act(() => {
      result.current.setDateOfBirth('11/22/2005')
      result.current.setAgreed(true)
    })
    act(() => {
      result.current.submit()
    })
    expect(onVerified).toHaveBeenCalledWith('2005-11-22')
  })
})
