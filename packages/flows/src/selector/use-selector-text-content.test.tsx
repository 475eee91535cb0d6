import { createApiClient } from '@aisle/api'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import {
  SELECTOR_TEXT_DEFAULTS,
  selectorTextContent,
  useSelectorTextContent,
} from './use-selector-text-content.js'

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

describe("selector text content: shopping-method-selector.md §7 'modality/fulfillment/text' v1.0.0", () => {
  it('a key of the table replaces its default; a missing or blank one keeps it', () => {
    const texts = selectorTextContent({
      'postalCodeSearch.submit': 'Find',
      'postalCodeSearch.label': '  ',
      'fulfillment.IN_STORE': 'In-Store Shopping',
    })
    expect(texts.postalCodeSearch).toEqual({
      label: 'ZIP Code',
      submit: 'Find',
      change: 'Change ZIP Code',
    })
    expect(texts.tabs).toEqual({
      PICKUP: 'Pickup',
      DELIVERY: 'Delivery',
      IN_STORE: 'In-Store Shopping',
    })
    expect(selectorTextContent(undefined)).toEqual(SELECTOR_TEXT_DEFAULTS)
  })

  it('reads the table by its id and version, with the defaults until it answers or if it fails', async () => {
    const urls: URL[] = []
    let fail = false
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      urls.push(url)
      if (fail) return new Response('{}', { status: 503 })
      return new Response(
        JSON.stringify({
          id: 'modality/fulfillment/text',
          version: '1.0.0',
          strings: { 'postalCodeSearch.submit': 'Go' },
        }),
        { headers: { 'content-type': 'application/json' } },
      )
    })
    const client = createApiClient({ fetch })
    const { result } = renderHook(() => useSelectorTextContent(client), { wrapper })
    expect(result.current).toEqual(SELECTOR_TEXT_DEFAULTS)
    await waitFor(() => expect(result.current.postalCodeSearch.submit).toBe('Go'))
    expect(urls[0]?.pathname).toBe('/api/content/v1/string-tables')
    expect(urls[0]?.searchParams.get('id')).toBe('modality/fulfillment/text')
    expect(urls[0]?.searchParams.get('version')).toBe('1.0.0')

    fail = true
    const failing = renderHook(() => useSelectorTextContent(createApiClient({ fetch })), {
      wrapper,
    })
    await waitFor(() => expect(urls).toHaveLength(2))
    expect(failing.result.current).toEqual(SELECTOR_TEXT_DEFAULTS)
  })
})
