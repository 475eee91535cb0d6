// Browser-safe entry for Storybook and tests: the sandbox's own handlers,
// on an in-memory store, behind MSW.
import type { HttpHandler } from 'msw'
import { http } from 'msw'
import { createApp } from './app.ts'
import { createMemoryStore } from './store/memory-store.ts'
import type { Store } from './store/store.ts'

export interface SandboxHandlerOptions {
  /**
   * Where the storefront sends API calls: an origin such as
   * 'http://localhost:4000', or '*' (the default) for any origin.
   */
  baseUrl?: string
  /** Share one store between handler sets, or seed it first; a fresh memory store otherwise. */
  store?: Store
}

export function createSandboxHandlers(options: SandboxHandlerOptions = {}): HttpHandler[] {
  const app = createApp({ store: options.store ?? createMemoryStore() })
  const base = (options.baseUrl ?? '*').replace(/\/+$/, '')
  return [http.all(`${base}/api/*`, ({ request }) => app.fetch(request))]
}
