// `npm run size`: builds the storefront and checks gzip sizes against the README budgets.
// `--no-build` measures the existing build (npm test builds first).
// Routes are the page modules (src/pages/*); other lazy chunks are listed apart.
import { readBudgets } from './lib/budgets.ts'
import { readOverruns } from './lib/overruns.ts'
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

const { markdown, problems, declared } = sizeReport(dist, readBudgets(), readOverruns())
console.log(`\n${markdown}`)
if (declared.length > 0) {
  console.log(
    `\nOver budget, declared in README.md "Overruns":\n${declared.map((d) => `- ${d}`).join('\n')}`,
  )
}
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((p) => `- ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(
  declared.length > 0
    ? '\nEvery size within its budget or its declared ceiling.'
    : '\nAll sizes within budget.',
)
