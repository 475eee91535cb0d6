// `npm run size`: builds the storefront and gates the scripts each route needs before idle,
// in brotli bytes as the server sends them, against scripts/budgets.json.
// `--no-build` measures the existing build (npm test builds first).
// What is counted and why: docs/performance.md "What the gate counts".
import { readBudgets } from './lib/budgets.ts'
import { runStep } from './lib/run.ts'
import { sizeReport } from './lib/size-report.ts'

const dist = 'apps/storefront/dist'
if (!process.argv.includes('--no-build')) {
  const built = await runStep(
    'build',
    'turbo run build --filter=@aisle/storefront --output-logs=errors-only',
  )
  if (!built.ok) process.exit(1)
}

const { markdown, problems } = sizeReport(dist, readBudgets())
console.log(`\n${markdown}`)
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((p) => `- ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll sizes within budget.')
