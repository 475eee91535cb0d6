import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Budgets } from './budgets.ts'
import { gzipSize, readManifest, routeSizes } from './bundle-sizes.ts'
import { ceilingFor, type Overrun, type OverrunKind } from './overruns.ts'

/** The lazily loaded service client: what a page that calls the service also downloads. */
export const API_CLIENT_CHUNK = 'src/session/api-clients.ts'

export interface SizeReport {
  /** Markdown: the summary line and the tables. */
  markdown: string
  /** Budget breaches, one line each; empty when every size holds. */
  problems: string[]
  /** Sizes over budget but within a declared overrun's ceiling (README "Overruns"). */
  declared: string[]
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** Each banner's own CSS in a build (`banners/<id>/theme.css`), gzip bytes. */
export function bannerThemeSizes(dist: string): Array<{ id: string; size: number }> {
  const folder = join(dist, 'banners')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((id) => existsSync(join(folder, id, 'theme.css')))
    .map((id) => ({ id, size: gzipSize(join(folder, id, 'theme.css')) }))
}

/** Gzip sizes of a storefront build against the README budgets. */
export function sizeReport(
  dist: string,
  budgets: Budgets,
  overruns: readonly Overrun[] = [],
): SizeReport {
  const manifest = readManifest(dist)
  const { entry, routes, lazy } = routeSizes(manifest, (file) => gzipSize(join(dist, file)), {
    alsoLoaded: manifest[API_CLIENT_CHUNK] ? API_CLIENT_CHUNK : undefined,
  })
  const assets = join(dist, 'assets')
  const shared = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .reduce((sum, f) => sum + gzipSize(join(assets, f)), 0)
  const themes = bannerThemeSizes(dist)
  const largestTheme = Math.max(0, ...themes.map((t) => t.size))
  // A shopper downloads the shared CSS and its own banner's file, never the others.
  const css = shared + largestTheme

  const problems: string[] = []
  const declared: string[] = []
  /** 'ok', 'over (declared)' within a declared ceiling, or 'over' (a problem). */
  const check = (what: string, kind: OverrunKind, size: number, budget: number): string => {
    if (size <= budget) return 'ok'
    const ceiling = ceilingFor(overruns, what, kind)
    const line = `${what}: ${kind} ${kB(size)} > ${kB(budget)}`
    if (ceiling !== undefined && size <= ceiling) {
      declared.push(`${line} (declared, ceiling ${kB(ceiling)})`)
      return 'over (declared)'
    }
    problems.push(ceiling === undefined ? line : `${line} and its declared ceiling ${kB(ceiling)}`)
    return 'over'
  }
  const worst = (...states: string[]) =>
    states.includes('over') ? 'over' : states.includes('over (declared)') ? 'over (declared)' : 'ok'
  const pageRows = routes.map((r) => {
    const state = worst(
      check(r.page, 'initial JS', r.initialJs, budgets.routeInitialJs),
      check(r.page, 'page chunk', r.lazyChunk, budgets.lazyChunk),
    )
    const withClient = r.alsoLoaded ? kB(r.initialJs + r.alsoLoaded) : 'n/a'
    return `| ${r.page} | ${kB(r.initialJs)} | ${kB(r.lazyChunk)} | ${withClient} | ${state} |`
  })
  const lazyRows = lazy.map((c) => {
    const state = check(c.chunk, 'lazy chunk', c.lazyChunk, budgets.lazyChunk)
    return `| ${c.chunk} | ${kB(c.lazyChunk)} | ${state} |`
  })
  if (css > budgets.css) problems.push(`CSS per shopper ${kB(css)} > ${kB(budgets.css)}`)

  const markdown = [
    `Storefront sizes (gzip -9). Shared entry: ${kB(entry)}; CSS per shopper: ${kB(css)} (budget ${kB(budgets.css)}):`,
    `shared ${kB(shared)} + the largest of ${themes.length} banner theme files ${kB(largestTheme)}.`,
    `Budgets: initial JS per route ${kB(budgets.routeInitialJs)}, lazy chunk ${kB(budgets.lazyChunk)}.`,
    '"+ service client" adds the lazily loaded service client (not gated): what a page that',
    'calls the service at first render downloads before its data shows.',
    '',
    '| page module | initial JS | page chunk | + service client | |',
    '|---|---|---|---|---|',
    ...pageRows,
    '',
    '| other lazy chunk | beyond the entry | |',
    '|---|---|---|',
    ...lazyRows,
  ].join('\n')
  return { markdown, problems, declared }
}
