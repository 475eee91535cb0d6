import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Budgets } from './budgets.ts'
import { gzipSize, readManifest, routeSizes } from './bundle-sizes.ts'

/** The lazily loaded service client: what a page that calls the service also downloads. */
export const API_CLIENT_CHUNK = 'src/session/api-clients.ts'

export interface SizeReport {
  /** Markdown: the summary line and the tables. */
  markdown: string
  /** Budget breaches, one line each; empty when every size holds. */
  problems: string[]
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** Gzip sizes of a storefront build against the README budgets. */
export function sizeReport(dist: string, budgets: Budgets): SizeReport {
  const manifest = readManifest(dist)
  const { entry, routes, lazy } = routeSizes(manifest, (file) => gzipSize(join(dist, file)), {
    alsoLoaded: manifest[API_CLIENT_CHUNK] ? API_CLIENT_CHUNK : undefined,
  })
  const assets = join(dist, 'assets')
  const css = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .reduce((sum, f) => sum + gzipSize(join(assets, f)), 0)

  const problems: string[] = []
  const pageRows = routes.map((r) => {
    const over = r.initialJs > budgets.routeInitialJs || r.lazyChunk > budgets.lazyChunk
    if (r.initialJs > budgets.routeInitialJs)
      problems.push(`${r.page}: initial JS ${kB(r.initialJs)} > ${kB(budgets.routeInitialJs)}`)
    if (r.lazyChunk > budgets.lazyChunk)
      problems.push(`${r.page}: page chunk ${kB(r.lazyChunk)} > ${kB(budgets.lazyChunk)}`)
    const withClient = r.alsoLoaded ? kB(r.initialJs + r.alsoLoaded) : 'n/a'
    return `| ${r.page} | ${kB(r.initialJs)} | ${kB(r.lazyChunk)} | ${withClient} | ${over ? 'over' : 'ok'} |`
  })
  const lazyRows = lazy.map((c) => {
    const over = c.lazyChunk > budgets.lazyChunk
    if (over) problems.push(`${c.chunk}: lazy chunk ${kB(c.lazyChunk)} > ${kB(budgets.lazyChunk)}`)
    return `| ${c.chunk} | ${kB(c.lazyChunk)} | ${over ? 'over' : 'ok'} |`
  })
  if (css > budgets.css) problems.push(`CSS ${kB(css)} > ${kB(budgets.css)}`)

  const markdown = [
    `Storefront sizes (gzip -9). Shared entry: ${kB(entry)}; all CSS: ${kB(css)} (budget ${kB(budgets.css)}).`,
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
  return { markdown, problems }
}
