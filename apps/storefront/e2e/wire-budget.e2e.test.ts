// The size budgets on the wire (docs/performance.md "What the manifest does not see"): what
// Chromium downloads before each route is idle, lazy chunks mounted at first render included,
// brotli as the sandbox sends it, against scripts/budgets.json. The build-manifest gate of
// `npm run size` cannot see a chunk that a page mounts at its first render; this one does.
// Every route is reached as a shopper reaches it (/checkout through scheduling).
import { describe, expect, it } from 'vitest'
import { scriptsBeforeIdle, WIRE_ROUTES } from '../../../scripts/bench/wire.ts'
import { readBudgets, wireAllowance } from '../../../scripts/lib/budgets.ts'
import {
  entryKeyOf,
  isPageModule,
  loadableClosure,
  readManifest,
} from '../../../scripts/lib/bundle-sizes.ts'
import { storefrontDist, storefrontForFile } from './storefront-harness.ts'

const harness = storefrontForFile()
const budgets = readBudgets()

describe('scripts before idle, on the wire (hilltop)', () => {
  for (const { route, prepare, ready, afterFirstPaint } of WIRE_ROUTES) {
    const allowed = wireAllowance(route, budgets)
    it(`${route}: at most ${(allowed / 1000).toFixed(1)} kB brotli, the page's own named in its HTML`, async () => {
      const { browser, servers } = harness()
      const [tab, url] = await prepare(browser, servers.storefrontOrigin, 'hilltop')
      try {
        // The bench's tabs run at 4x CPU; bytes do not depend on it, the test's time does.
        await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        const scripts = await scriptsBeforeIdle(tab, url, ready)
        // The entry, the vendor chunk and the page's own at least: the count saw a real load.
        expect(scripts.length).toBeGreaterThanOrEqual(3)
        expect(scripts.every((s) => s.bytes > 0)).toBe(true)
        const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
        const largest = [...scripts]
          .sort((a, b) => b.bytes - a.bytes)
          .slice(0, 8)
          .map((s) => `${s.path.replace(/^\/assets\//, '')} ${(s.bytes / 1000).toFixed(1)} kB`)
        expect(total, `${route}, the largest: ${largest.join(', ')}`).toBeLessThanOrEqual(allowed)

        // What the page draws at first render is named in its HTML: a lazy part of the page
        // has no preload list of its own (vite.config.ts `lazyImportPreloads`), so one left
        // out of src/server.tsx `modulesOf` would be fetched a round trip late. What the entry
        // loads (the layout's lazy parts) keeps its list, and is left out here.
        const manifest = readManifest(storefrontDist)
        const loaded = new Set(scripts.map((s) => s.path.replace(/^\//, '')))
        const ofEntry = loadableClosure(manifest, entryKeyOf(manifest), isPageModule)
        const deferred = afterFirstPaint
          ? loadableClosure(manifest, afterFirstPaint, isPageModule)
          : new Set<string>()
        const pages = Object.keys(manifest).filter(
          (key) => isPageModule(key) && loaded.has(manifest[key]?.file ?? ''),
        )
        expect(pages, `${route}: the page chunk loaded`).toHaveLength(1)
        const ofPage = new Set(
          [...loadableClosure(manifest, pages[0] ?? '', isPageModule)]
            .filter((key) => !ofEntry.has(key) && !deferred.has(key))
            .map((key) => manifest[key]?.file),
        )
        const html = await (await fetch(url, { headers: { Accept: 'text/html' } })).text()
        const named = new Set(
          [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
            (m) => m[1],
          ),
        )
        const late = [...loaded].filter((file) => ofPage.has(file) && !named.has(file)).sort()
        expect(late, `${route}: the page's scripts its HTML does not name`).toEqual([])
      } finally {
        await tab.context.close()
      }
    }, 120_000)
  }
})
