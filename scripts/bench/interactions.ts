// `npm run bench:interactions`: the interaction-latency rows of `npm run bench` alone (no
// sizes, page loads or Lighthouse), on an existing storefront build against the sandbox in
// Chromium at 4x CPU slowdown. For working on a latency: quicker than the whole bench, and
// more runs per interaction. Prints a table; writes nothing.
//   --dist DIR  the storefront build to measure (default apps/storefront/dist)
//   --runs N    runs per interaction (default 7, at most 30)

import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright'
import { type SandboxServers, startSandboxServers } from '../../apps/sandbox/src/server.ts'
import { openSqliteStore } from '../../apps/sandbox/src/store/sqlite-store.ts'
import { ensureChromium } from '../ensure-chromium.ts'
import { latencyCell, markdownTable } from './bench-stats.ts'
import {
  CPU_SLOWDOWN,
  clickItem,
  interactionLatency,
  shopperClick,
  signedInTab,
} from './browser-metrics.ts'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const dist = resolve(arg('--dist') ?? 'apps/storefront/dist')
const runs = Math.min(30, Math.max(1, Number(arg('--runs') ?? 7) || 7))
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No storefront build in ${dist}`)
  process.exit(1)
}

type Runs = (number | undefined)[]
const rows: string[][] = []
const store = openSqliteStore({ path: ':memory:' })
let servers: SandboxServers | undefined
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
})
const loadBefore = loadavg()[0] ?? 0
try {
  servers = await startSandboxServers({
    store,
    storefrontDist: dist,
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  const origin = servers.storefrontOrigin

  const walletRuns: Runs = []
  const wide = await signedInTab(browser, origin, 'hilltop', '/account/addresses', { wide: true })
  for (let i = 0; i < runs; i++) {
    if (i > 0) await wide.page.goto(`${origin}/account/addresses?banner=hilltop`)
    await wide.page.getByText('Add new address').waitFor()
    const nav = wide.page.getByRole('navigation', { name: 'My Account' })
    const link = nav.getByRole('link', { name: 'Wallet', exact: true })
    walletRuns.push(await interactionLatency(wide.page, () => shopperClick(link)))
    await wide.page.getByRole('dialog', { name: 'Wallet' }).waitFor()
  }
  await wide.context.close()
  rows.push(['Open the wallet flyout', latencyCell(walletRuns)])

  const scheduling = await signedInTab(
    browser,
    origin,
    'copperline',
    '/scheduling?fulfillmentType=Pickup',
  )
  const days = scheduling.page
    .getByRole('radiogroup', { name: 'Choose a day and time' })
    .getByRole('radio', { disabled: false })
  const slots = scheduling.page
    .getByRole('radiogroup', { name: 'Available Times' })
    .getByRole('radio')
  await slots.first().waitFor()
  const dayRuns: Runs = []
  const slotRuns: Runs = []
  for (let i = 0; i < runs; i++) {
    dayRuns.push(await interactionLatency(scheduling.page, () => clickItem(days.nth((i + 1) % 2))))
    await slots.first().waitFor()
    slotRuns.push(await interactionLatency(scheduling.page, () => clickItem(slots.nth(i % 2))))
  }
  await scheduling.context.close()
  rows.push(['Pick a day in the day carousel (/scheduling)', latencyCell(dayRuns)])
  rows.push(['Pick a time slot (/scheduling)', latencyCell(slotRuns)])

  const prefs = await signedInTab(browser, origin, 'hilltop', '/account/emailSubscriptions')
  const sms = prefs.page.getByRole('region', { name: 'Text Message Preferences' })
  const label = sms.getByText('Specials & Promotions', { exact: true })
  await label.waitFor()
  const prefRuns: Runs = []
  for (let i = 0; i < runs; i++) {
    prefRuns.push(await interactionLatency(prefs.page, () => shopperClick(label)))
    await sms.getByRole('switch', { name: /Specials & Promotions/ }).isEnabled()
  }
  await prefs.context.close()
  rows.push(['Toggle a communication preference', latencyCell(prefRuns)])
} finally {
  await browser.close()
  await servers?.close()
  store.close()
}

const loadAfter = loadavg()[0] ?? 0
console.log(
  `\nInteraction latency, CPU ${CPU_SLOWDOWN}x slower (target ≤ 50 ms); load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after\n`,
)
console.log(markdownTable(['interaction', 'latency'], rows))
