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
  /**
   * The same limits measured on the wire: what Chromium downloads before the page is idle,
   * lazy chunks mounted at first render included (apps/storefront/e2e/wire-budget.e2e.test.ts).
   */
  onTheWire: {
    /** Route paths held to `publicRoute`; every other measured route to `everyRoute`. */
    publicRoutes: string[]
    /** Routes over their limit on the wire, each with the size it may not grow beyond. */
    notYetWithin: Record<string, { ceiling: number; why: string }>
  }
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
  const notYetWithin = knownGaps(raw.notYetWithin, 'notYetWithin', /^src\/pages\/[^/]+\.tsx$/)
  const wire = (raw.onTheWire ?? {}) as Record<string, unknown>
  const publicRoutes = wire.publicRoutes ?? []
  if (
    !Array.isArray(publicRoutes) ||
    !publicRoutes.every((p) => typeof p === 'string' && /^\/[\w/-]*$/.test(p))
  ) {
    throw new Error('budgets: "onTheWire.publicRoutes" must list route paths such as /signin')
  }
  return {
    scriptsBeforeIdle: { everyRoute, publicRoute, publicPages: pages as string[] },
    cssPerShopper: bytes(raw.cssPerShopper, 'cssPerShopper'),
    notYetWithin,
    onTheWire: {
      publicRoutes: publicRoutes as string[],
      notYetWithin: knownGaps(wire.notYetWithin, 'onTheWire.notYetWithin', /^\/[\w/-]*$/),
    },
  }
}

/** A record of known gaps, keyed by what `key` matches, each with a ceiling and a reason. */
function knownGaps(
  value: unknown,
  name: string,
  key: RegExp,
): Record<string, { ceiling: number; why: string }> {
  const gaps: Record<string, { ceiling: number; why: string }> = {}
  for (const [what, gap] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const { ceiling, why } = (gap ?? {}) as { ceiling?: unknown; why?: unknown }
    if (!key.test(what)) throw new Error(`budgets: "${name}" does not take "${what}"`)
    if (typeof why !== 'string' || why.trim().length < 20) {
      throw new Error(`budgets: "${name}" ${what} needs a reason ("why")`)
    }
    gaps[what] = { ceiling: bytes(ceiling, `${what} ceiling`), why }
  }
  return gaps
}

export function readBudgets(path = 'scripts/budgets.json'): Budgets {
  return parseBudgets(readFileSync(path, 'utf8'))
}

/**
 * What a route may download before idle on the wire: the public or general limit, or for a
 * known gap the ceiling it may not grow beyond.
 */
export function wireAllowance(route: string, budgets: Budgets): number {
  const gap = budgets.onTheWire.notYetWithin[route]
  if (gap !== undefined) return gap.ceiling
  const { publicRoute, everyRoute } = budgets.scriptsBeforeIdle
  return budgets.onTheWire.publicRoutes.includes(route) ? publicRoute : everyRoute
}
