// `npm run size`: builds the storefront and checks gzip sizes against the README budgets.
// `--no-build` measures the existing build (npm test builds first).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { readBudgets } from './lib/budgets.ts'
import { gzipSize, readManifest, routeSizes } from './lib/bundle-sizes.ts'
import { runStep } from './lib/run.ts'

const dist = 'apps/storefront/dist'
if (!process.argv.includes('--no-build')) {
  const built = await runStep(
    'build',
    'turbo run build --filter=@aisle/storefront --output-logs=errors-only',
  )
  if (!built.ok) process.exit(1)
}

const budgets = readBudgets()
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const { entry, routes } = routeSizes(readManifest(dist), (file) => gzipSize(join(dist, file)))
const assets = join(dist, 'assets')
const css = readdirSync(assets)
  .filter((f) => f.endsWith('.css'))
  .reduce((sum, f) => sum + gzipSize(join(assets, f)), 0)

const problems: string[] = []
const rows = routes.map((r) => {
  const over = r.initialJs > budgets.routeInitialJs || r.lazyChunk > budgets.lazyChunk
  if (r.initialJs > budgets.routeInitialJs)
    problems.push(`${r.page}: initial JS ${kB(r.initialJs)} > ${kB(budgets.routeInitialJs)}`)
  if (r.lazyChunk > budgets.lazyChunk)
    problems.push(`${r.page}: lazy chunk ${kB(r.lazyChunk)} > ${kB(budgets.lazyChunk)}`)
  return `| ${r.page} | ${kB(r.initialJs)} | ${kB(r.lazyChunk)} | ${over ? 'over' : 'ok'} |`
})
if (css > budgets.css) problems.push(`CSS ${kB(css)} > ${kB(budgets.css)}`)

console.log(
  `\nStorefront sizes (gzip -9). Shared entry: ${kB(entry)}; all CSS: ${kB(css)} (budget ${kB(budgets.css)})`,
)
console.log(
  `Budgets: initial JS per route ${kB(budgets.routeInitialJs)}, lazy chunk ${kB(budgets.lazyChunk)}\n`,
)
console.log('| page module | initial JS | lazy chunk | |\n|---|---|---|---|')
console.log(rows.join('\n'))
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((p) => `- ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll sizes within budget.')
