import { readFileSync } from 'node:fs'

/**
 * Declared overruns: sizes known to be over their budget, each with the ceiling it may not
 * pass until it is brought back and the reason. A slice may make a figure worse only by
 * saying so here (README.md, between `<!-- overruns:start -->` and `<!-- overruns:end -->`);
 * the gate then holds the figure at its ceiling instead of at the budget, so it cannot grow
 * unnoticed. Rows: `| <chunk or "every page"> | <initial JS|page chunk|lazy chunk> | <n> kB | why |`.
 */
export interface Overrun {
  /** A module key of the build manifest (`src/pages/cart-page.tsx`), or `every page`. */
  what: string
  kind: OverrunKind
  ceiling: number
}

export type OverrunKind = 'initial JS' | 'page chunk' | 'lazy chunk'

const kinds = new Set<string>(['initial JS', 'page chunk', 'lazy chunk'])

export function parseOverruns(markdown: string): Overrun[] {
  const block = /<!-- overruns:start -->([\s\S]*?)<!-- overruns:end -->/.exec(markdown)?.[1]
  if (!block) return []
  const found: Overrun[] = []
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim().replace(/^`|`$/g, ''))
    const what = cells[1] ?? ''
    const kind = cells[2] ?? ''
    const size = /^([\d.]+)\s*kB$/.exec(cells[3] ?? '')
    if (what === '' || !kinds.has(kind) || !size?.[1]) continue
    found.push({ what, kind: kind as OverrunKind, ceiling: Number(size[1]) * 1000 })
  }
  return found
}

export function readOverruns(readmePath = 'README.md'): Overrun[] {
  return parseOverruns(readFileSync(readmePath, 'utf8'))
}

/** The ceiling that applies to a figure: its own row, else an `every page` row of its kind. */
export function ceilingFor(
  overruns: readonly Overrun[],
  what: string,
  kind: OverrunKind,
): number | undefined {
  const own = overruns.find((o) => o.what === what && o.kind === kind)
  if (own) return own.ceiling
  if (kind !== 'lazy chunk') {
    return overruns.find((o) => o.what === 'every page' && o.kind === kind)?.ceiling
  }
  return undefined
}
