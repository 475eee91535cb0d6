import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCall } from './use-call.js'

describe('useCall', () => {
  it("reports 'loading' from the first render that has a key, before its load has started", () => {
    const seen: string[] = []
    renderHook(
      ({ key }) => {
        const call = useCall(key, () => new Promise<never>(() => {}))
        seen.push(call.state.status)
        return call
      },
      { initialProps: { key: 'quotes:1' as string | null } },
    )
    expect(seen[0]).toBe('loading')
    expect(seen).not.toContain('idle')
  })

  it("stays 'idle' without a key", () => {
    const { result } = renderHook(() => useCall(null, () => Promise.resolve(1)))
    expect(result.current.state).toEqual({ status: 'idle' })
  })
})
