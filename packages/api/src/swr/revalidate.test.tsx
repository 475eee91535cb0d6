import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { useRevalidateApi } from './revalidate.js'

describe('useRevalidateApi', () => {
  it('resolves when its cache went away with its provider before the refresh was asked', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    )
    const { result, unmount } = renderHook(() => useRevalidateApi(), { wrapper })
    const revalidate = result.current
    unmount()
    await expect(revalidate('modalityPreferences', {})).resolves.toBeUndefined()
  })
})
