import { createApiClient } from '@aisle/api'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../test-support/http.js'
import { tipText } from './tip-promo.js'
import { useTippingPolicy } from './use-tip.js'

// checkout.md §7 "Tipping policy content": the flex container 'tipping-policy'; §9 the
// panel's own line while it loads or when it cannot be read.

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
)

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse(body, status),
  )
  return { client: createApiClient({ fetch }), fetch }
}

const policy = {
  id: 'tipping-policy',
  title: 'Tipping Policy',
  blocks: [{ text: '100% of tips go to the delivery person.' }, { text: 'The tip is optional.' }],
}

describe('useTippingPolicy (checkout.md §7, §9)', () => {
  it("reads the flex container 'tipping-policy' and shows its title and paragraphs", async () => {
    const { client, fetch } = clientAnswering(200, policy)
    const { result } = renderHook(() => useTippingPolicy(client, true), { wrapper })
    expect(result.current.paragraphs).toEqual([tipText.allToDriver])
    await waitFor(() => expect(result.current.title).toBe('Tipping Policy'))
    expect(result.current.paragraphs).toEqual([
      '100% of tips go to the delivery person.',
      'The tip is optional.',
    ])
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /\/content\/v1\/flex-containers\/tipping-policy$/,
    )
  })

  it('keeps the one-line policy when the content cannot be read', async () => {
    const { client, fetch } = clientAnswering(404, {
      errors: [{ statusCode: 404, code: 'CONTENT_NOT_FOUND', reason: 'none' }],
    })
    const { result } = renderHook(() => useTippingPolicy(client, true), { wrapper })
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toEqual({ title: undefined, paragraphs: [tipText.allToDriver] })
  })

  it('asks nothing where no tip is offered', () => {
    const { client, fetch } = clientAnswering(200, policy)
    renderHook(() => useTippingPolicy(client, false), { wrapper })
    expect(fetch).not.toHaveBeenCalled()
  })
})
