import { readFileSync } from 'node:fs'

/**
 * The size budgets of `npm test` (scripts/budgets.json), in bytes as the server sends them
 * (brotli). What each figure counts: docs/performance.md "What the gate counts".
 */
export interface Budgets {
  /** Scripts a route needs before idle, brotli bytes. */
  scriptsBeforeIdle: {
    /** Every route. */
    everyRoute: number
    /** The public routes (home, sign-in, help pages): a first visit lands there. */
    publicRoute: number
    /** Page modules (Vite manifest keys, `src/pages/*.tsx`) held to `publicRoute`. */
    publicPages: string[]
  }
  /** The CSS one shopper downloads: the shared CSS and its banner's own file, brotli bytes. */
  cssPerShopper: number
  /**
   * Routes known to be over their limit, each with the size it may not grow beyond and why
   * (docs/performance.md). A gap that grows fails; a route back within its limit fails too,
   * until its line is removed, so the list only shrinks.
   */
  notYetWithin: Record<string, { ceiling: number; why: string }>
}

/** Bytes: a positive whole number, at most 10 MB (a typo such as an extra 0 stays visible). */
const MAX_BUDGET = 10_000_000

function bytes(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > MAX_BUDGET) {
    throw new Error(`budgets: "${name}" must be a whole number of bytes, 1 to ${MAX_BUDGET}`)
  }
  return value
}

/** Reads and checks the budgets file's text. */
export function parseBudgets(json: string): Budgets {
  const raw = JSON.parse(json) as Record<string, unknown>
  const scripts = (raw.scriptsBeforeIdle ?? {}) as Record<string, unknown>
  const pages = scripts.publicPages
  if (
    !Array.isArray(pages) ||
    pages.length === 0 ||
    !pages.every((p) => typeof p === 'string' && /^src\/pages\/[^/]+\.tsx$/.test(p))
  ) {
    throw new Error('budgets: "publicPages" must list page modules such as src/pages/home-page.tsx')
  }
  const everyRoute = bytes(scripts.everyRoute, 'everyRoute')
  const publicRoute = bytes(scripts.publicRoute, 'publicRoute')
  if (publicRoute > everyRoute) throw new Error('budgets: "publicRoute" is above "everyRoute"')
  const gaps = (raw.notYetWithin ?? {}) as Record<string, unknown>
  const notYetWithin: Budgets['notYetWithin'] = {}
  for (const [page, gap] of Object.entries(gaps)) {
    const { ceiling, why } = (gap ?? {}) as { ceiling?: unknown; why?: unknown }
    if (!/^src\/pages\/[^/]+\.tsx$/.test(page)) {
      throw new Error(`budgets: "notYetWithin" names a page module, not "${page}"`)
    }
    if (typeof why !== 'string' || why.trim().length < 20) {
      throw new Error(`budgets: "notYetWithin" ${page} needs a reason ("why")`)
    }
    notYetWithin[page] = { ceiling: bytes(ceiling, `${page} ceiling`), why }
  }
  return {
    scriptsBeforeIdle: { everyRoute, publicRoute, publicPages: pages as string[] },
    cssPerShopper: bytes(raw.cssPerShopper, 'cssPerShopper'),
    notYetWithin,
  }
}

export function readBudgets(path = 'scripts/budgets.json'): Budgets {
  return parseBudgets(readFileSync(path, 'utf8'))
}
