// The header's account menu is on every signed-in page; the services its links depend on
// (account-area.md §2: purchase history, community rewards, membership) are asked when the
// shopper reaches for the menu, not with every page.
import { type ApiClient, type BannerRecord, banners, createApiClient } from '@aisle/api'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { ApiClientProvider } from '../../api-client'
import { BannerProvider } from '../../banner-context'
import HeaderAccountMenu from './header-account-menu'

const banner: BannerRecord = banners[0] as BannerRecord

/** A client whose calls are recorded and never answered. */
function recordingClient() {
  const asked: string[] = []
  const client = createApiClient({
    fetch: (input) => {
      asked.push(new URL(String(input), 'http://shop.test').pathname)
      return new Promise<Response>(() => {})
    },
  })
  const loaded: Promise<ApiClient> = Promise.resolve(client)
  return { asked, load: () => loaded }
}

async function renderMenu() {
  const client = recordingClient()
  // Awaited: the client is handed over as a promise, which the menu suspends on.
  await act(async () => {
    render(
      <BannerProvider banner={banner}>
        <ApiClientProvider load={client.load}>
          {/* A cache of its own: a read still in flight from another test is not shared. */}
          <SWRConfig value={{ provider: () => new Map() }}>
            <MemoryRouter>
              <Suspense fallback={null}>
                <HeaderAccountMenu />
              </Suspense>
            </MemoryRouter>
          </SWRConfig>
        </ApiClientProvider>
      </BannerProvider>,
    )
  })
  const trigger = await screen.findByRole('button', { name: 'Account menu' })
  return { trigger, asked: client.asked }
}

describe('the header account menu', () => {
  it('asks no service while the shopper has not reached for it', async () => {
    const { asked } = await renderMenu()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(asked).toEqual([])
  })

  it.each([
    ['a pointer over it', (trigger: HTMLElement) => fireEvent.pointerEnter(trigger)],
    ['focus', (trigger: HTMLElement) => act(() => trigger.focus())],
  ])('asks for the links’ inputs on %s', async (_, reach) => {
    const { trigger, asked } = await renderMenu()
    reach(trigger)
    await waitFor(() => expect(asked).toHaveLength(3))
    expect(new Set(asked).size).toBe(3)
  })
})
