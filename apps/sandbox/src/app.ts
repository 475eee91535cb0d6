// Browser-safe: no Node-only imports here or below, because MSW runs this in
// the browser (Storybook, tests) exactly as the Node server does.
import { Hono } from 'hono'
import type { Store } from './store/store.ts'

export interface AppOptions {
  store: Store
}

export type HealthBody =
  | { status: 'ok'; database: Store['kind']; schemaVersion: number }
  | { status: 'error'; database: Store['kind'] }

/** The sandbox's service API, under /api. Call `app.fetch(request)` from anywhere. */
export function createApp({ store }: AppOptions): Hono {
  const app = new Hono()

  // Service data must never be served from a cache between sign-ins or faults.
  app.use('/api/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })

  app.get('/api/health', (c) => {
    try {
      const body: HealthBody = {
        status: 'ok',
        database: store.kind,
        schemaVersion: store.schemaVersion,
      }
      return c.json(body)
    } catch {
      const body: HealthBody = { status: 'error', database: store.kind }
      return c.json(body, 503)
    }
  })

  app.all('/api/*', (c) => c.json({ error: 'not_found', path: c.req.path }, 404))

  app.onError((error, c) => {
    console.error(error)
    return c.json({ error: 'internal' }, 500)
  })

  return app
}
