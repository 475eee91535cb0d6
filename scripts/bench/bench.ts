// `npm run bench`: issue 10's benchmarks against the built storefront on the running
// sandbox in Chromium. Prints a table and writes it to docs/bench.md. Not a test: the
// size budgets alone are a gate (scripts/size.ts in npm test).
//   --no-build  reuse apps/storefront/dist as it is
//   --times     also run and time `npm run build` (slow when turbo's cache is cold)
//   --out FILE  where to write the Markdown (default docs/bench.md)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { chromium, type Page } from 'playwright'
import { type SandboxServers, startSandboxServers } from '../../apps/sandbox/src/server.ts'
import { openSqliteStore } from '../../apps/sandbox/src/store/sqlite-store.ts'
import { readBudgets } from '../lib/budgets.ts'
import { runStep } from '../lib/run.ts'
import { sizeReport } from '../lib/size-report.ts'
import { blockingTime, cumulativeLayoutShift, latencyCell, markdownTable } from './bench-stats.ts'
import { CPU_SLOWDOWN, interactionLatency, loadFigures, openTab } from './browser-metrics.ts'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? (args[outIndex + 1] ?? 'docs/bench.md') : 'docs/bench.md'
const dist = resolve('apps/storefront/dist')
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
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
})
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor()

const interactions: string[][] = []
const loads: string[][] = []
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
    headerRuns.push(await interactionLatency(tab.page, () => link.click()))
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
  for (let i = 0; i < 3; i++) submits.push(await interactionLatency(tab.page, () => submit.click()))
  interactions.push(['Submit sign-in (wrong password: button to loading)', latencyCell(submits)])
  await tab.context.close()
  for (const todo of [
    'Open the wallet flyout',
    'Pick a day in the day carousel',
    'Pick a time slot',
    'Toggle a communication preference',
  ])
    interactions.push([`${todo} (TODO: screen not in the storefront yet)`, 'not measured yet'])

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
  for (const path of [
    '/account/addresses',
    '/scheduling',
    '/checkout',
    '/mywallet',
    '/checkout/:appName/:orderId/complete',
  ])
    loads.push([
      `\`${path}\``,
      'hilltop, greenleaf',
      'not measured yet',
      '',
      '',
      'TODO: needs a signed-in session and the screen',
    ])
} finally {
  await browser.close()
  await servers?.close()
  store.close()
}

const date = new Date().toISOString().slice(0, 10)
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
const markdown = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${date} (${machine}); figures from one run, so expect a few`,
  'per cent of noise. Targets are those of issue 10.',
  '',
  '## Sizes',
  '',
  sizes.markdown,
  '',
  `## Interaction latency (CPU ${CPU_SLOWDOWN}x slower, target ≤ 50 ms)`,
  '',
  'Event Timing (PerformanceObserver `event`, durationThreshold 16 ms): the longest entry of',
  'the interaction, input to next paint, median of the runs. Chromium only reports entries',
  'of 16 ms and more, so faster ones show as "< 16 ms".',
  '',
  markdownTable(['interaction', 'latency'], interactions),
  '',
  `## Page load (Slow 4G and CPU ${CPU_SLOWDOWN}x slower, through CDP)`,
  '',
  "Not Lighthouse scores: `lighthouse` is not installed, so these are the browser's own",
  'observers (`largest-contentful-paint`, `layout-shift`, `longtask`) under real throttling',
  'rather than Lighthouse\'s simulation. "Blocking time" is the sum of each long task\'s time',
  'beyond 50 ms over the whole load (Lighthouse counts it between FCP and TTI only).',
  '',
  markdownTable(['route', 'banner', 'LCP', 'CLS', 'blocking time', 'long tasks'], loads),
  '',
  '## Build and test times',
  '',
  times.length
    ? markdownTable(['step', 'time', ''], times)
    : 'Not measured in this run (`npm run bench -- --times` runs and times `npm run build`).',
  '',
].join('\n')

console.log(`\n${markdown}`)
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, markdown)
// Biome formats Markdown tables; `biome check .` in npm test expects the padded form.
execFileSync('node_modules/.bin/biome', ['format', '--write', out], { stdio: 'ignore' })
console.log(`Written to ${out}`)
