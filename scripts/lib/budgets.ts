import { readFileSync } from 'node:fs'

export interface Budgets {
  /** Initial JS of one route (entry, its static imports and the route's chunk), gzip bytes. */
  routeInitialJs: number
  /** One lazily loaded route chunk with what only it imports, gzip bytes. */
  lazyChunk: number
  /** The CSS one shopper downloads: the shared CSS plus its banner's own file, gzip bytes. */
  css: number
}

const keys: Record<string, keyof Budgets> = {
  'initial JS per route': 'routeInitialJs',
  'lazy route chunk': 'lazyChunk',
  'CSS per shopper': 'css',
}

/**
 * Reads the budget table between `<!-- budgets:start -->` and `<!-- budgets:end -->`
 * in a Markdown text: rows like `| initial JS per route | 110 kB |`.
 */
export function parseBudgets(markdown: string): Budgets {
  const block = /<!-- budgets:start -->([\s\S]*?)<!-- budgets:end -->/.exec(markdown)?.[1]
  if (!block) throw new Error('README.md has no budget table between budgets:start and budgets:end')
  const found: Partial<Budgets> = {}
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    const key = keys[cells[1] ?? '']
    const size = /^([\d.]+)\s*kB$/.exec(cells[2] ?? '')
    if (key && size?.[1]) found[key] = Number(size[1]) * 1000
  }
  for (const [label, key] of Object.entries(keys)) {
    if (found[key] === undefined) throw new Error(`README.md budget table lacks the row "${label}"`)
  }
  return found as Budgets
}

export function readBudgets(readmePath = 'README.md'): Budgets {
  return parseBudgets(readFileSync(readmePath, 'utf8'))
}
