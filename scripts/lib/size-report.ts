import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Budgets } from './budgets.ts'
import { brotliSize, gzipSize, readManifest, routeSizes } from './bundle-sizes.ts'

/** The lazily loaded service client: what a page that calls the service also downloads. */
export const API_CLIENT_CHUNK = 'src/session/api-clients.ts'

export interface SizeReport {
  /** Markdown: the summary line and the tables. */
  markdown: string
  /** Budget breaches, one line each; empty when every size holds. */
  problems: string[]
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** One route's scripts before idle, in both encodings the server sends. */
export interface RouteWire {
  page: string
  /** Brotli bytes: the gated figure. */
  brotli: number
  /** Gzip bytes, for a browser that takes no brotli (reported, not gated). */
  gzip: number
}

/**
 * The limit that holds a route's scripts before idle: the public one for the public pages,
 * the general one for the others.
 */
export function limitFor(page: string, budgets: Budgets): number {
  const b = budgets.scriptsBeforeIdle
  return b.publicPages.includes(page) ? b.publicRoute : b.everyRoute
}

/** The routes over their limit, one line each (`<page>: ... > limit`). */
export function routeProblems(routes: readonly RouteWire[], budgets: Budgets): string[] {
  const problems: string[] = []
  for (const r of routes) {
    const limit = limitFor(r.page, budgets)
    const gap = budgets.notYetWithin[r.page]
    const kind = limit === budgets.scriptsBeforeIdle.publicRoute ? 'public route' : 'route'
    if (gap !== undefined && r.brotli <= limit) {
      problems.push(
        `${r.page}: within its limit now (${kB(r.brotli)} brotli <= ${kB(limit)}): remove it from "notYetWithin"`,
      )
    } else if (gap !== undefined && r.brotli > gap.ceiling) {
      problems.push(
        `${r.page}: scripts before idle ${kB(r.brotli)} brotli > its known-gap ceiling ${kB(gap.ceiling)} (limit ${kB(limit)}, ${kind})`,
      )
    } else if (gap === undefined && r.brotli > limit) {
      problems.push(
        `${r.page}: scripts before idle ${kB(r.brotli)} brotli > ${kB(limit)} (${kind})`,
      )
    }
  }
  const measured = new Set(routes.map((r) => r.page))
  for (const page of Object.keys(budgets.notYetWithin)) {
    if (!measured.has(page))
      problems.push(`${page}: in "notYetWithin" but not a route of the build`)
  }
  return problems
}

/** Each banner's own CSS in a build (`banners/<id>/theme.css`). */
export function bannerThemeSizes(
  dist: string,
  sizeOf: (path: string) => number = brotliSize,
): Array<{ id: string; size: number }> {
  const folder = join(dist, 'banners')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((id) => existsSync(join(folder, id, 'theme.css')))
    .map((id) => ({ id, size: sizeOf(join(folder, id, 'theme.css')) }))
}

/**
 * Wire sizes of a storefront build against scripts/budgets.json. Scripts before idle, per
 * route: the entry with its static imports, the route's page chunk with what only it
 * imports, and the lazily loaded service client with what only it imports (counted for every
 * route: docs/performance.md says why), each file counted once, brotli as the server sends it.
 */
export function sizeReport(dist: string, budgets: Budgets): SizeReport {
  const manifest = readManifest(dist)
  const client = manifest[API_CLIENT_CHUNK] ? API_CLIENT_CHUNK : undefined
  const measure = (sizeOf: (path: string) => number) =>
    routeSizes(manifest, (file) => sizeOf(join(dist, file)), { alsoLoaded: client })
  const br = measure(brotliSize)
  const gz = measure(gzipSize)
  const routes = br.routes.map((r, i) => {
    const g = gz.routes[i]
    if (!g || g.page !== r.page) throw new Error('routeSizes gave the routes in another order')
    return { br: r, gz: g }
  })
  const wire: RouteWire[] = routes.map(({ br: r, gz: g }) => ({
    page: r.page,
    brotli: r.initialJs + r.alsoLoaded,
    gzip: g.initialJs + g.alsoLoaded,
  }))
  const problems = routeProblems(wire, budgets)

  const assets = join(dist, 'assets')
  const cssFiles = readdirSync(assets).filter((f) => f.endsWith('.css'))
  const sharedCss = cssFiles.reduce((sum, f) => sum + brotliSize(join(assets, f)), 0)
  const largestTheme = Math.max(0, ...bannerThemeSizes(dist).map((t) => t.size))
  // A shopper downloads the shared CSS and its own banner's file, never the others.
  const css = sharedCss + largestTheme
  if (css > budgets.cssPerShopper) {
    problems.push(`CSS per shopper ${kB(css)} brotli > ${kB(budgets.cssPerShopper)}`)
  }

  const pageRows = routes.map(({ br: r, gz: g }, i) => {
    const w = wire[i] as RouteWire
    const limit = limitFor(r.page, budgets)
    const gap = budgets.notYetWithin[r.page]
    const state =
      w.brotli <= limit ? 'ok' : gap ? `over, known gap (ceiling ${kB(gap.ceiling)})` : 'over'
    return `| ${r.page} | ${kB(r.lazyChunk)} | ${kB(r.alsoLoaded)} | **${kB(w.brotli)}** | ${kB(w.gzip)} | ${kB(g.initialJs)} | ${kB(limit)} | ${state} |`
  })
  const gzLazy = new Map(gz.lazy.map((c) => [c.chunk, c.lazyChunk]))
  const lazyRows = br.lazy.map(
    (c) => `| ${c.chunk} | ${kB(c.lazyChunk)} | ${kB(gzLazy.get(c.chunk) ?? Number.NaN)} |`,
  )
  const b = budgets.scriptsBeforeIdle
  const markdown = [
    'Storefront scripts before idle, as the server sends them (brotli, quality 11; gzip -9',
    `for a browser without brotli). Shared entry: ${kB(br.entry)} brotli, ${kB(gz.entry)} gzip.`,
    `Limits (scripts/budgets.json): ${kB(b.everyRoute)} on every route, ${kB(b.publicRoute)} on the`,
    `public ones. CSS per shopper: ${kB(css)} brotli (shared ${kB(sharedCss)} + the largest`,
    `banner file ${kB(largestTheme)}; budget ${kB(budgets.cssPerShopper)}).`,
    'Before idle = entry and its static imports + page chunk and what only it imports +',
    'the service client and what only it adds (docs/performance.md).',
    '',
    '| page module | page chunk, br | + service client, br | before idle, br | before idle, gzip | entry + page, gzip | limit | |',
    '|---|---|---|---|---|---|---|---|',
    ...pageRows,
    '',
    'Other lazy chunks, beyond the entry (reported, not gated):',
    '',
    '| lazy chunk | brotli | gzip |',
    '|---|---|---|',
    ...lazyRows,
  ].join('\n')
  return { markdown, problems }
}
