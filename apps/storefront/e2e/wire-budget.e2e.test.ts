// The size budgets on the wire (docs/performance.md "What the manifest does not see"): what
// Chromium downloads before each route is idle, lazy chunks mounted at first render included,
// brotli as the sandbox sends it, against scripts/budgets.json. The build-manifest gate of
// `npm run size` cannot see a chunk that a page mounts at its first render; this one does.
// Every route is reached as a shopper reaches it (/checkout through scheduling).
import { describe, expect, it } from 'vitest'
import { scriptsBeforeIdle, WIRE_ROUTES } from '../../../scripts/bench/wire.ts'
import { readBudgets, wireAllowance } from '../../../scripts/lib/budgets.ts'
import { storefrontForFile } from './storefront-harness.ts'

const harness = storefrontForFile()
const budgets = readBudgets()

describe('scripts before idle, on the wire (hilltop)', () => {
  for (const { route, prepare } of WIRE_ROUTES) {
    const allowed = wireAllowance(route, budgets)
    it(`${route}: at most ${(allowed / 1000).toFixed(1)} kB brotli`, async () => {
      const { browser, servers } = harness()
      const [tab, url] = await prepare(browser, servers.storefrontOrigin, 'hilltop')
      try {
        // The bench's tabs run at 4x CPU; bytes do not depend on it, the test's time does.
        await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        const scripts = await scriptsBeforeIdle(tab, url)
        // The entry, the vendor chunk and the page's own at least: the count saw a real load.
        expect(scripts.length).toBeGreaterThanOrEqual(3)
        expect(scripts.every((s) => s.bytes > 0)).toBe(true)
        const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
        const largest = [...scripts]
          .sort((a, b) => b.bytes - a.bytes)
          .slice(0, 8)
          .map((s) => `${s.path.replace(/^\/assets\//, '')} ${(s.bytes / 1000).toFixed(1)} kB`)
        expect(total, `${route}, the largest: ${largest.join(', ')}`).toBeLessThanOrEqual(allowed)
      } finally {
        await tab.context.close()
      }
    }, 120_000)
  }
})
