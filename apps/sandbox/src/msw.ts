// Browser-safe entry for Storybook and tests: the sandbox's own handlers,
// on an in-memory store, behind MSW.
import { matchRoute, type RouteName, type WalletServiceCard } from '@aisle/api'
import type { HttpHandler } from 'msw'
import { http } from 'msw'
import { BANNER_HEADER, BANNER_QUERY, createApp } from './app.ts'
import { type BannerId, scopeOf } from './context.ts'
import { FAULT_HEADER } from './faults.ts'
import { seedCheckout } from './routes/checkout.ts'
import { applySeed, SHOPPER_ID } from './seed.ts'
import { createMemoryStore } from './store/memory-store.ts'
import type { Store } from './store/store.ts'

export { SEEDED_SHOPPERS } from './auth/credentials.ts'
export type { BannerId } from './context.ts'
export { productImageUrl } from './routes/products.ts'
export { CATALOG } from './seed.ts'

export interface SandboxHandlerOptions {
  /**
   * Where the storefront sends API calls: an origin such as
   * 'http://localhost:4000', or '*' (the default) for any origin.
   */
  baseUrl?: string
  /** Share one store between handler sets, or seed it first; a fresh memory store otherwise. */
  store?: Store
}

export interface SandboxStoryOptions extends SandboxHandlerOptions {
  /** The banner of every call that names none (`x-banner` or `?banner=`). @default 'greenleaf' */
  banner?: BannerId
  /**
   * Fault switches by route name, as the `x-sandbox-fault` header sets them
   * (apps/sandbox/README.md "Fault injection"): `{ wallet: '5xx' }`. A call's own
   * header still wins.
   */
  faults?: Partial<Record<RouteName, string>>
  /** Cards the banner's seeded shopper holds besides the seed's (a story's own wallet). */
  walletCards?: readonly WalletServiceCard[]
}

export function createSandboxHandlers(options: SandboxHandlerOptions = {}): HttpHandler[] {
  return sandboxHandlers(options)
}

/**
 * The sandbox API for a story or a browser test, on a fresh memory store:
 * `parameters: { msw: { handlers: sandboxHandlers({ banner: 'hilltop', faults: { wallet: '5xx' } }) } }`.
 */
export function sandboxHandlers(options: SandboxStoryOptions = {}): HttpHandler[] {
  // In a page, MSW answers that page's own calls only: the fault admin may stay on.
  const store = options.store ?? createMemoryStore()
  if (options.walletCards !== undefined && options.walletCards.length > 0) {
    applySeed(store, seedCheckout)
    const mine = scopeOf(store, options.banner ?? 'greenleaf', SHOPPER_ID)
    for (const card of options.walletCards) mine.put('cards', card.id, card)
  }
  const app = createApp({ store, faultAdmin: true })
  const base = (options.baseUrl ?? '*').replace(/\/+$/, '')
  const faults = options.faults ?? {}
  return [
    http.all(`${base}/api/*`, ({ request }) => {
      const url = new URL(request.url)
      const headers = new Headers(request.headers)
      if (options.banner && !headers.has(BANNER_HEADER) && !url.searchParams.has(BANNER_QUERY)) {
        headers.set(BANNER_HEADER, options.banner)
      }
      const route = matchRoute(request.method, url.pathname)?.name
      const fault = route === undefined ? undefined : faults[route]
      if (fault !== undefined && !headers.has(FAULT_HEADER)) headers.set(FAULT_HEADER, fault)
      return app.fetch(new Request(request, { headers }))
    }),
  ]
}
