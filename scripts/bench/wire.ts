// `npm run bench:wire`: the scripts a route really downloads before the page is idle, as the
// running sandbox sends them (brotli), measured in Chromium. The size gate (scripts/size.ts)
// counts the same thing from the build's manifest and misses what a page loads lazily at
// first render; this shows it. `npm test` holds the same figures to the budgets
// (apps/storefront/e2e/wire-budget.e2e.test.ts).
//   --dist DIR  measure another storefront build (default apps/storefront/dist)
//   --banner ID the banner (default hilltop)
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright'
import { type SandboxServers, startSandboxServers } from '../../apps/sandbox/src/server.ts'
import { openSqliteStore } from '../../apps/sandbox/src/store/sqlite-store.ts'
import { ensureChromium } from '../ensure-chromium.ts'
import { markdownTable } from './bench-stats.ts'
import { openTab, signedInTab, type Tab } from './browser-metrics.ts'
import { scheduleToPayment } from './lighthouse-routes.ts'

/** One script the page downloaded: its path and the bytes of its body on the wire. */
export interface WireScript {
  path: string
  bytes: number
}

/**
 * Loads `url` in the tab with its cache off and waits until the network has been quiet for
 * half a second (Playwright's `networkidle`) and no resource was added for a second; returns every script the page fetched until then
 * with its encoded (compressed) body size, read from Resource Timing.
 */
export async function scriptsBeforeIdle(
  tab: Tab,
  url: string,
  ready: (page: Page) => Promise<void> = pageHeading,
): Promise<WireScript[]> {
  await tab.cdp.send('Network.enable')
  await tab.cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await tab.page.goto(url, { waitUntil: 'networkidle' })
  await ready(tab.page)
  await tab.page.waitForLoadState('networkidle')
  // On a busy machine a chunk mounted after a read's render can start later than half a
  // second after the last request: idle is when no resource has been added for a second.
  const count = () => tab.page.evaluate(() => performance.getEntriesByType('resource').length)
  for (let seen = await count(), i = 0; i < 10; i++) {
    await tab.page.waitForTimeout(1000)
    const now = await count()
    if (now === seen) break
    seen = now
  }
  const entries = await tab.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, bytes: e.encodedBodySize })),
  )
  const seen = new Map<string, number>()
  for (const e of entries) seen.set(e.path, Math.max(e.bytes, seen.get(e.path) ?? 0))
  return [...seen].map(([path, bytes]) => ({ path, bytes }))
}

/** The page has drawn its first screen: its heading is there. */
const pageHeading = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).waitFor()
}

interface WireRoute {
  route: string
  /** Opens a tab ready to load the route, and the URL to load. */
  prepare: (browser: Browser, origin: string, banner: string) => Promise<[Tab, string]>
  /** The route has drawn what it opens with. @default its level-1 heading is shown */
  ready?: (page: Page) => Promise<void>
  /**
   * A part the page loads lazily after its first paint on purpose (manifest key), which its
   * HTML therefore does not name (apps/storefront/e2e/wire-budget.e2e.test.ts).
   */
  afterFirstPaint?: string
}

const withBanner = (origin: string, path: string, banner: string) => {
  const url = new URL(path, origin)
  url.searchParams.set('banner', banner)
  return url.href
}
const publicRoute = (path: string): WireRoute => ({
  route: path,
  prepare: async (browser, origin, banner) => [
    await openTab(browser),
    withBanner(origin, path, banner),
  ],
})
/** A signed-in route; the shopper signs in on `signInAt`, a page that shows its heading. */
const signedInRoute = (path: string, signInAt = path): WireRoute => ({
  route: path.split('?')[0] ?? path,
  prepare: async (browser, origin, banner) => [
    await signedInTab(browser, origin, banner, signInAt),
    withBanner(origin, path, banner),
  ],
})

export const WIRE_ROUTES: readonly WireRoute[] = [
  publicRoute('/'),
  publicRoute('/signin'),
  signedInRoute('/account/addresses'),
  signedInRoute('/account/dashboard'),
  signedInRoute('/shopping-method'),
  signedInRoute('/scheduling?fulfillmentType=Delivery'),
  {
    // checkout.md §2 Routes: the dashboard with the wallet flyout open over it, which mounts
    // after the page's first commit (pages/dashboard-page.tsx) and hides the heading.
    ...signedInRoute('/mywallet', '/account/dashboard'),
    ready: async (page) => {
      await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
    },
    afterFirstPaint: 'src/features/wallet/storefront-wallet.tsx',
  },
  {
    route: '/checkout',
    async prepare(browser, origin, banner) {
      const tab = await signedInTab(browser, origin, banner, '/scheduling?fulfillmentType=Delivery')
      await scheduleToPayment(tab.page)
      return [tab, withBanner(origin, tab.page.url(), banner)]
    },
  },
]

/** Each route's scripts before idle on the running sandbox, as a Markdown table. */
export async function wireTable(browser: Browser, origin: string, banner: string): Promise<string> {
  const rows: string[][] = []
  for (const { route, prepare, ready } of WIRE_ROUTES) {
    const [tab, url] = await prepare(browser, origin, banner)
    try {
      await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      const scripts = await scriptsBeforeIdle(tab, url, ready)
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
      const names = scripts
        .map((s) => s.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''))
        .sort()
      rows.push([
        route,
        `${(total / 1000).toFixed(1)} kB`,
        String(scripts.length),
        names.join(', '),
      ])
    } finally {
      await tab.context.close()
    }
  }
  return markdownTable(['route', 'scripts before idle, on the wire', 'files', 'which'], rows)
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const arg = (name: string) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const dist = resolve(arg('--dist') ?? 'apps/storefront/dist')
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No storefront build in ${dist}`)
    process.exit(1)
  }
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
  })
  let servers: SandboxServers | undefined
  try {
    servers = await startSandboxServers({
      store: openSqliteStore({ path: ':memory:' }),
      storefrontDist: dist,
      hostname: '127.0.0.1',
      port: 0,
      cardFramePort: 0,
    })
    console.log(await wireTable(browser, servers.storefrontOrigin, arg('--banner') ?? 'hilltop'))
  } finally {
    await browser.close()
    await servers?.close()
  }
}
