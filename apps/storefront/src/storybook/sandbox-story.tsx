// Screens in Storybook on the sandbox's own handlers behind MSW (in memory): the story
// signs the seeded shopper in through @aisle/api's client, exactly as the app does.

import type { RouteName } from '@aisle/api'
import { type ApiClient, type BannerRecord, banners, createApiClient } from '@aisle/api'
import { SEEDED_SHOPPERS, sandboxHandlers } from '@aisle/sandbox/msw'
import type { Decorator } from '@storybook/react-vite'
import { HttpResponse, http, passthrough } from 'msw'
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { ApiClientProvider } from '../api-client'
import { BannerProvider } from '../banner-context'
import { forgetCardFrameOrigin } from '../features/wallet/card-frame-origin'

export type SandboxBanner = 'greenleaf' | 'hilltop' | 'copperline'

export interface SandboxStoryOptions {
  banner?: SandboxBanner
  /** Fault switches by route name, as `x-sandbox-fault` would set them. */
  faults?: Partial<Record<RouteName, string>>
  /** A signed-out visitor: no token is sent. @default true */
  signedIn?: boolean
  /** The router's location for screens that read it. @default '/' */
  path?: string
  /** Its visual reference at a 375 x 812 phone instead of the 1280 px desktop. @default false */
  phone?: boolean
  /**
   * The hosted card-entry frame as Storybook's stand-in (.storybook/card-entry, at this
   * origin), so a PIN prompt shows its field; without it the page learns no frame origin
   * and the forms show the frame's retry offer. @default false
   */
  cardFrame?: boolean
}

/** The phone of the screens' 375 px references (checkout.md §2: one column on narrow screens). */
export const PHONE_VIEWPORT = { width: 375, height: 812 } as const

const bannerRecord = (id: SandboxBanner): BannerRecord => {
  const record = banners.find((b) => b.id === id)
  if (!record) throw new Error(`No banner ${id}`)
  return record
}

/** A client signed in as the banner's seeded shopper, made once per story render. */
function storyClientLoader(banner: SandboxBanner, signedIn: boolean): () => Promise<ApiClient> {
  let token: string | undefined
  let refresh: string | undefined
  const record = bannerRecord(banner)
  const client = createApiClient({
    banner,
    getToken: () => token,
    getNewToken: async () => {
      if (refresh === undefined) return undefined
      const pair = await client.call('refreshToken', { body: { refreshToken: refresh } })
      token = pair.accessToken
      refresh = pair.refreshToken
      return token
    },
    redirectToSignIn: () => {},
    messageContext: { phone: record.customerService.default.display },
  })
  let loaded: Promise<ApiClient> | undefined
  return () => {
    loaded ??= (async () => {
      if (!signedIn) return client
      const shopper = SEEDED_SHOPPERS.find((s) => s.banner === banner)
      if (!shopper) throw new Error(`No seeded shopper for ${banner}`)
      const pair = await client.call('signIn', {
        body: { email: shopper.email, password: shopper.password },
      })
      token = pair.accessToken
      refresh = pair.refreshToken
      return client
    })()
    return loaded
  }
}

function SandboxRoot({
  banner,
  signedIn,
  path,
  children,
}: {
  banner: SandboxBanner
  signedIn: boolean
  path: string
  children: ReactNode
}) {
  // One signed-in client per mounted story, kept across re-renders.
  const [load] = useState(() => storyClientLoader(banner, signedIn))
  const [cache] = useState(() => new Map())
  // Before the story paints, and never while rendering (it also renders on a server).
  useLayoutEffect(() => {
    document.documentElement.dataset.banner = banner
  }, [banner])
  return (
    <BannerProvider banner={bannerRecord(banner)}>
      <ApiClientProvider load={load}>
        <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
          </MemoryRouter>
        </SWRConfig>
      </ApiClientProvider>
    </BannerProvider>
  )
}

/**
 * `parameters` and `decorators` for a screen story: MSW handlers on a fresh in-memory
 * sandbox, the banner on `<html>` and in the app's context, a signed-in client, a
 * router and an empty SWR cache.
 */
export function sandboxStory({
  banner = 'greenleaf',
  faults,
  signedIn = true,
  path = '/',
  phone = false,
  cardFrame = false,
}: SandboxStoryOptions = {}) {
  const decorator: Decorator = (Story) => (
    <SandboxRoot banner={banner} signedIn={signedIn} path={path}>
      <Story />
    </SandboxRoot>
  )
  const handlers = sandboxHandlers(faults ? { banner, faults } : { banner })
  return {
    parameters: {
      msw: { handlers: cardFrame ? [...cardFrameHere, ...handlers] : handlers },
      ...(phone ? { visualViewport: PHONE_VIEWPORT } : {}),
    },
    decorators: [decorator],
    // The page asks where the frame lives once and keeps the answer: this story asks
    // afresh, and the next one does too.
    ...(cardFrame
      ? {
          beforeEach: () => {
            forgetCardFrameOrigin()
            return forgetCardFrameOrigin
          },
        }
      : {}),
  }
}

/**
 * Where the card-entry frame lives (the Node sandbox answers its second origin): here;
 * its page is Storybook's own file, which MSW lets through.
 */
const cardFrameHere = [
  http.get('*/api/__sandbox/card-frame', () =>
    HttpResponse.json({ origin: window.location.origin }),
  ),
  http.get('*/card-entry', () => passthrough()),
]

/** Arms a one-shot fault on a route of the sandbox behind MSW (its admin route). */
export async function armFault(route: string, fault: string, times = 1): Promise<void> {
  const response = await fetch('/api/__sandbox/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, fault, times }),
  })
  if (!response.ok) throw new Error(`arming ${fault} on ${route} failed: ${response.status}`)
}
