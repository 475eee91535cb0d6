// The e2e tests' common ground: the built storefront served by the sandbox on free
// loopback ports over an in-memory database, and a headless Chromium.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium } from 'playwright'
import { afterAll, beforeAll } from 'vitest'
import { type SandboxServers, startSandboxServers } from '../../sandbox/src/server.ts'
import { openSqliteStore, type SqliteStore } from '../../sandbox/src/store/sqlite-store.ts'

/** The build under test: apps/storefront/dist, or another one named by STOREFRONT_DIST. */
export const storefrontDist = resolve(
  process.env.STOREFRONT_DIST ?? resolve(import.meta.dirname, '..', 'dist'),
)

export interface StorefrontHarness {
  store: SqliteStore
  servers: SandboxServers
  browser: Browser
  close: () => Promise<void>
}

/** Starts the sandbox with the built storefront and launches Chromium (CHROME_PATH). */
export async function startStorefront(): Promise<StorefrontHarness> {
  if (!existsSync(join(storefrontDist, 'index.html'))) {
    throw new Error(
      `No storefront build in ${storefrontDist}: run npm run build -w @aisle/storefront first`,
    )
  }
  const store = openSqliteStore({ path: ':memory:' })
  const servers = await startSandboxServers({
    store,
    storefrontDist,
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
    // The journeys arm faults through the admin route (shopper.ts armFault).
    faultAdmin: true,
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
  })
  return {
    store,
    servers,
    browser,
    close: async () => {
      await browser.close()
      await servers.close()
      store.close()
    },
  }
}

/**
 * One storefront for the test file: started before its first test, closed after its
 * last. `started` receives it (to keep its servers and browser at hand); the returned
 * function reads it inside a test or hook.
 */
export function storefrontForFile(
  started?: (harness: StorefrontHarness) => void,
): () => StorefrontHarness {
  let harness: StorefrontHarness | undefined
  beforeAll(async () => {
    harness = await startStorefront()
    started?.(harness)
  })
  afterAll(async () => {
    await harness?.close()
  })
  return () => {
    if (harness === undefined) throw new Error('storefrontForFile: read inside a test or a hook')
    return harness
  }
}
