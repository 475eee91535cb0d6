// `npm run bench`: the benchmarks of docs/performance.md against the built storefront on
// the running sandbox in Chromium. Prints a table and writes it to docs/bench.md. Not a test: the
// size budgets alone are a gate (scripts/size.ts in npm test).
//   --no-build  reuse apps/storefront/dist as it is
//   --dist DIR  measure another storefront build (implies nothing about building it)
//   --times     also run and time `npm run build` (slow when turbo's cache is cold)
//   --out FILE  where to write the Markdown (default docs/bench.md)
//   --no-lighthouse  skip the Lighthouse runs (the first run installs Lighthouse into
//               .cache/bench-tools: it is not a dependency of the project)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { chromium, type Page } from 'playwright'
import { type SandboxServers, startSandboxServers } from '../../apps/sandbox/src/server.ts'
import { openSqliteStore } from '../../apps/sandbox/src/store/sqlite-store.ts'
import { ensureChromium } from '../ensure-chromium.ts'
import { readBudgets } from '../lib/budgets.ts'
import { runStep } from '../lib/run.ts'
import { sizeReport } from '../lib/size-report.ts'
import { blockingTime, cumulativeLayoutShift, latencyCell, markdownTable } from './bench-stats.ts'
import {
  CPU_SLOWDOWN,
  clickItem,
  DEBUGGING_PORT,
  interactionLatency,
  loadFigures,
  openTab,
  PRESS_MS,
  REST_MS,
  shopperClick,
  signedInTab,
} from './browser-metrics.ts'
import { auditOpenTab, LIGHTHOUSE_VERSION, lighthouseGap, loadLighthouse } from './lighthouse.ts'
import { LIGHTHOUSE_ROUTES, type PreparedTab } from './lighthouse-routes.ts'
import { sandboxBench } from './sandbox-bench.ts'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? (args[outIndex + 1] ?? 'docs/bench.md') : 'docs/bench.md'
const distIndex = args.indexOf('--dist')
const dist = resolve(distIndex >= 0 ? (args[distIndex + 1] ?? '') : 'apps/storefront/dist')
const RUNS = 5

const times: string[][] = []
if (args.includes('--times')) {
  const build = await runStep('build (timed)', 'npm run build --silent')
  times.push(['`npm run build`', `${build.seconds.toFixed(1)} s`, build.ok ? 'ok' : 'failed'])
} else if (!args.includes('--no-build')) {
  const built = await runStep(
    'build',
    'turbo run build --filter=@aisle/storefront... --output-logs=errors-only',
  )
  if (!built.ok) process.exit(1)
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No storefront build in ${dist}: run without --no-build`)
  process.exit(1)
}

const sizes = sizeReport(dist, readBudgets())

const store = openSqliteStore({ path: ':memory:' })
let servers: SandboxServers | undefined
const browser = await chromium.launch({
  // The same lookup as npm test: CHROME_PATH, then Debian's chromium (installed when missing).
  executablePath: await ensureChromium(),
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    `--remote-debugging-port=${DEBUGGING_PORT}`,
  ],
})
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor()

const interactions: string[][] = []
const loads: string[][] = []
const lighthouse: string[][] = []
try {
  servers = await startSandboxServers({
    store,
    storefrontDist: dist,
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  const origin = servers.storefrontOrigin

  // Opening sign-in from the header: a click that routes to a lazily loaded page.
  const headerRuns: (number | undefined)[] = []
  for (let i = 0; i < RUNS; i++) {
    const tab = await openTab(browser)
    await tab.page.goto(`${origin}/?banner=hilltop`)
    await heading(tab.page)
    const link = tab.page.getByRole('link', { name: 'Sign In', exact: true })
    headerRuns.push(await interactionLatency(tab.page, () => shopperClick(link)))
    await tab.context.close()
  }
  interactions.push(['Open sign-in from the header (Sign In link)', latencyCell(headerRuns)])

  // Typing into a text field, and submitting the form (button to its loading state).
  const tab = await openTab(browser)
  await tab.page.goto(`${origin}/signin?banner=hilltop`)
  await heading(tab.page)
  const email = tab.page.getByLabel('Email')
  await email.click()
  const typing: (number | undefined)[] = []
  for (let i = 0; i < RUNS; i++)
    typing.push(await interactionLatency(tab.page, () => tab.page.keyboard.press('a')))
  interactions.push(['Type a character in the sign-in Email field', latencyCell(typing)])
  await email.fill('bench@example.com')
  await tab.page.getByLabel('Password').fill('not-the-password')
  const submit = tab.page.getByRole('button', { name: 'Sign In' })
  const submits: (number | undefined)[] = []
  for (let i = 0; i < 3; i++)
    submits.push(await interactionLatency(tab.page, () => shopperClick(submit)))
  interactions.push(['Submit sign-in (wrong password: button to loading)', latencyCell(submits)])
  await tab.context.close()
  // Signed-in screens: one tab per screen, the shopper signed in on it (the session lives in
  // the tab's sessionStorage), then the interaction repeated.
  const walletRuns: (number | undefined)[] = []
  const wide = await signedInTab(browser, origin, 'hilltop', '/account/addresses', { wide: true })
  for (let i = 0; i < RUNS; i++) {
    if (i > 0) await wide.page.goto(`${origin}/account/addresses?banner=hilltop`)
    // The book settled first: a press while its reads land can go to a link that is being
    // replaced, and the release then clicks nothing.
    await wide.page.getByText('Add new address').waitFor()
    const nav = wide.page.getByRole('navigation', { name: 'My Account' })
    const link = nav.getByRole('link', { name: 'Wallet', exact: true })
    walletRuns.push(await interactionLatency(wide.page, () => shopperClick(link)))
    await wide.page.getByRole('dialog', { name: 'Wallet' }).waitFor()
  }
  await wide.context.close()
  interactions.push([
    'Open the wallet flyout (Wallet in the account navigation)',
    latencyCell(walletRuns),
  ])

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
  const dayRuns: (number | undefined)[] = []
  const slotRuns: (number | undefined)[] = []
  for (let i = 0; i < RUNS; i++) {
    // The inputs are visually hidden: click the visible item, as a shopper does.
    dayRuns.push(await interactionLatency(scheduling.page, () => clickItem(days.nth((i + 1) % 2))))
    await slots.first().waitFor()
    slotRuns.push(await interactionLatency(scheduling.page, () => clickItem(slots.nth(i % 2))))
  }
  await scheduling.context.close()
  interactions.push(['Pick a day in the day carousel', latencyCell(dayRuns)])
  interactions.push(['Pick a time slot', latencyCell(slotRuns)])

  const prefs = await signedInTab(browser, origin, 'hilltop', '/account/emailSubscriptions')
  const sms = prefs.page.getByRole('region', { name: 'Text Message Preferences' })
  const label = sms.getByText('Specials & Promotions', { exact: true })
  await label.waitFor()
  const prefRuns: (number | undefined)[] = []
  for (let i = 0; i < RUNS; i++) {
    prefRuns.push(await interactionLatency(prefs.page, () => shopperClick(label)))
    await sms.getByRole('switch', { name: /Specials & Promotions/ }).isEnabled()
  }
  await prefs.context.close()
  interactions.push(['Toggle a communication preference', latencyCell(prefRuns)])

  for (const banner of ['hilltop', 'greenleaf']) {
    for (const path of ['/', '/signin', '/checkout/payment-error']) {
      const f = await loadFigures(browser, `${origin}${path}?banner=${banner}`, heading)
      loads.push([
        `\`${path}\``,
        banner,
        `${(f.lcp / 1000).toFixed(2)} s`,
        cumulativeLayoutShift(f.shifts).toFixed(3),
        `${Math.round(blockingTime(f.longTasks))} ms`,
        String(f.longTasks.length),
      ])
    }
  }

  if (!args.includes('--no-lighthouse')) {
    const tools = await loadLighthouse()
    for (const banner of ['hilltop', 'greenleaf'] as const) {
      for (const target of LIGHTHOUSE_ROUTES) {
        let prepared: PreparedTab | undefined
        try {
          prepared = await target.prepare(browser, origin, banner)
          const f = await auditOpenTab(tools, DEBUGGING_PORT, prepared.tabUrl, prepared.auditUrl)
          lighthouse.push([
            `\`${target.route}\``,
            banner,
            String(f.score),
            `${(f.lcp / 1000).toFixed(2)} s`,
            `${Math.round(f.tbt)} ms`,
            f.cls.toFixed(3),
            f.lcpElement.replace(/\|/g, '\\|'),
            lighthouseGap(f),
          ])
        } catch (error) {
          lighthouse.push([
            `\`${target.route}\``,
            banner,
            'failed',
            '',
            '',
            '',
            '',
            firstLine(error),
          ])
        } finally {
          await prepared?.close()
        }
      }
    }
  }
} finally {
  await browser.close()
  await servers?.close()
  store.close()
}

// The service alone, after the browser is closed so it has the cores to itself.
const sandboxSection = await sandboxBench()

/** An error's first line without terminal colours, for a table cell. */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
  return (text.split('\n')[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '').slice(0, 100)
}

const date = new Date().toISOString().slice(0, 10)
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
const markdown = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${date} (${machine}); figures from one run, so expect a few`,
  'per cent of noise. Targets and what the size gate counts: [performance.md](performance.md).',
  '',
  '## Sizes',
  '',
  sizes.markdown,
  '',
  `## Interaction latency (CPU ${CPU_SLOWDOWN}x slower, target ≤ 50 ms)`,
  '',
  'Event Timing (PerformanceObserver `event`, durationThreshold 16 ms): the longest entry of',
  'the interaction, input to next paint, median of the runs. Chromium only reports entries',
  'of 16 ms and more, so faster ones show as "< 16 ms". Clicks are a shopper\'s: the pointer',
  `rests on the target for ${REST_MS} ms, then presses for ${PRESS_MS} ms (not Playwright's click, which sends`,
  'the hover, the press and the release in the same frame).',
  '',
  markdownTable(['interaction', 'latency'], interactions),
  '',
  `## Lighthouse ${LIGHTHOUSE_VERSION} (mobile, simulated throttling; target performance 100, CLS 0)`,
  '',
  lighthouse.length
    ? [
        "Lighthouse's defaults for mobile (simulated Slow 4G, 4x CPU), performance only, run on the",
        'tab the bench prepared as a shopper would (signed in through /signin; /checkout reached',
        'through scheduling; the confirmation page after placing the order).',
        '',
        markdownTable(
          ['route', 'banner', 'score', 'LCP', 'TBT', 'CLS', 'LCP element', 'gap'],
          lighthouse,
        ),
      ].join('\n')
    : 'Not run (`--no-lighthouse`).',
  '',
  `## Page load (Slow 4G and CPU ${CPU_SLOWDOWN}x slower, through CDP)`,
  '',
  "The browser's own observers (`largest-contentful-paint`, `layout-shift`, `longtask`) under",
  'real throttling rather than Lighthouse\'s simulation. "Blocking time" is the sum of each long',
  "task's time beyond 50 ms over the whole load (Lighthouse counts it between FCP and TTI only).",
  '',
  markdownTable(['route', 'banner', 'LCP', 'CLS', 'blocking time', 'long tasks'], loads),
  '',
  '## Build and test times',
  '',
  times.length
    ? markdownTable(['step', 'time', ''], times)
    : 'Not measured in this run (`npm run bench -- --times` runs and times `npm run build`).',
  '',
  sandboxSection,
].join('\n')

console.log(`\n${markdown}`)
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, markdown)
// Biome formats Markdown tables; `biome check .` in npm test expects the padded form.
// (Only inside the repository: Biome refuses files outside it.)
if (!relative(resolve('.'), resolve(out)).startsWith('..'))
  execFileSync('node_modules/.bin/biome', ['format', '--write', out], { stdio: 'ignore' })
console.log(`Written to ${out}`)
