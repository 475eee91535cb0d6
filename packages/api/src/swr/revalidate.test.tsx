import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { useRevalidateApi, useRevalidateService } from './revalidate.js'
import { useServiceQuery } from './use-service-query.js'

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

describe('useRevalidateService', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  )

  it('reads again the service read of that key, and only that one', async () => {
    const reads: string[] = []
    const { result } = renderHook(
      () => ({
        book: useServiceQuery(['account', 'addresses', 'profile'] as const, async ([, , calls]) => {
          reads.push(calls)
          return reads.length
        }),
        other: useServiceQuery(['account', 'addresses', 'accountManagement'] as const, async () => {
          reads.push('other')
          return 0
        }),
        revalidate: useRevalidateService(),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.book.data).toBeDefined())
    await waitFor(() => expect(reads).toHaveLength(2))
    await result.current.revalidate(['account', 'addresses', 'profile'])
    await waitFor(() => expect(reads.filter((r) => r === 'profile')).toHaveLength(2))
    expect(reads.filter((r) => r === 'other')).toHaveLength(1)
  })

  it('resolves when its cache went away with its provider', async () => {
    const { result, unmount } = renderHook(() => useRevalidateService(), { wrapper })
    const revalidate = result.current
    unmount()
    await expect(revalidate(['account', 'addresses', 'profile'])).resolves.toBeUndefined()
  })
})
