// Lighthouse (mobile, simulated throttling) for `npm run bench -- --lighthouse`.
//
// Lighthouse is a large tool (about 200 packages, 185 MB) that only the bench needs, so it is
// not a devDependency: the first run installs the pinned version into .cache/bench-tools
// (git-ignored) from the npm registry. The bench's Playwright Chromium is started with a
// DevTools port; Playwright prepares each page (signs in, creates the state the route needs),
// then Lighthouse, through puppeteer-core, audits that same tab. Storage is not reset, so the
// shopper stays signed in (the storefront keeps its session in sessionStorage, per tab).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const LIGHTHOUSE_VERSION = '12.8.2'
const toolsDir = resolve('.cache/bench-tools')

interface LighthouseResult {
  lhr: {
    categories: { performance: { score: number | null } }
    audits: Record<string, { numericValue?: number }>
    runWarnings: string[]
  }
}
type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
  config: undefined,
  page: unknown,
) => Promise<LighthouseResult | undefined>

interface PuppeteerPage {
  url(): string
}
interface PuppeteerBrowser {
  pages(): Promise<PuppeteerPage[]>
  disconnect(): Promise<void>
}
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<PuppeteerBrowser>
}

/** Installs the pinned Lighthouse once, then loads it and its puppeteer-core. */
export async function loadLighthouse(): Promise<{
  lighthouse: LighthouseRun
  puppeteer: Puppeteer
}> {
  const modules = join(toolsDir, 'node_modules')
  const installed = join(modules, 'lighthouse', 'package.json')
  if (!existsSync(installed)) {
    mkdirSync(toolsDir, { recursive: true })
    console.log(
      `Installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/bench-tools (first run only)`,
    )
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        toolsDir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    )
  }
  const entry = (name: string, file: string) => pathToFileURL(join(modules, name, file)).href
  const lighthouse = (await import(entry('lighthouse', 'core/index.js'))).default as LighthouseRun
  const puppeteer = (await import(entry('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js')))
    .default as Puppeteer
  return { lighthouse, puppeteer }
}

export interface LighthouseFigures {
  score: number
  lcp: number
  tbt: number
  cls: number
  /** What Lighthouse took for the largest contentful paint: its label, else its markup. */
  lcpElement: string
  warnings: string[]
}

/** The part of a Lighthouse audit `lcpElementOf` reads. */
interface LcpElementAudit {
  details?: {
    items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; snippet?: string } }> }>
  }
}

/**
 * The element of the `largest-contentful-paint-element` audit (Lighthouse 12: a list whose
 * first table names it), shortened to 60 characters on one line; '' when none is named.
 */
export function lcpElementOf(audit: LcpElementAudit | undefined): string {
  const node = audit?.details?.items?.[0]?.items?.[0]?.node
  const text = (node?.nodeLabel || node?.snippet || '').replace(/\s+/g, ' ').trim()
  return text.length > 60 ? `${text.slice(0, 59)}…` : text
}

/**
 * Loads `url` in the tab that Playwright left on `tabUrl` (found by its address) in the
 * Chromium listening on `debuggingPort`, and audits it: Lighthouse's defaults (mobile, simulated Slow 4G, 4x CPU),
 * performance only, storage kept.
 */
export async function auditOpenTab(
  tools: { lighthouse: LighthouseRun; puppeteer: Puppeteer },
  debuggingPort: number,
  tabUrl: string,
  url: string,
): Promise<LighthouseFigures> {
  const browser = await tools.puppeteer.connect({
    browserURL: `http://127.0.0.1:${debuggingPort}`,
    defaultViewport: null,
  })
  try {
    const tab = (await browser.pages()).find((p) => p.url() === tabUrl)
    if (!tab) throw new Error(`No open tab on ${tabUrl}`)
    const result = await tools.lighthouse(
      url,
      {
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: 'error',
        output: 'json',
      },
      undefined,
      tab,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcpElement: lcpElementOf(
        result.lhr.audits['largest-contentful-paint-element'] as LcpElementAudit | undefined,
      ),
      warnings: result.lhr.runWarnings,
    }
  } finally {
    await browser.disconnect()
  }
}

/** Issue 10's targets (performance 100, CLS 0) against the figures: what is missing. */
export function lighthouseGap(f: Pick<LighthouseFigures, 'score' | 'cls'>): string {
  const gaps: string[] = []
  const points = 100 - f.score
  if (points > 0) gaps.push(`${points} ${points === 1 ? 'point' : 'points'}`)
  // CLS is shown to 3 places: a shift that rounds to 0.000 is not a gap worth naming.
  if (f.cls >= 0.0005) gaps.push(`CLS ${f.cls.toFixed(3)} over 0`)
  return gaps.length ? gaps.join(', ') : 'none'
}
