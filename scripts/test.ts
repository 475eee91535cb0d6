// `npm test`: every check of the repo, in order, on a fresh machine.
// Ends with the ten slowest test files, then the plain line "N passed, N failed" (vitest
// tests plus the other checks).
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { ensureChromium } from './ensure-chromium.ts'
import { runStep, type StepResult } from './lib/run.ts'
import { formatSlowest, slowestFiles, type VitestJsonReport } from './lib/slowest-files.ts'

const chromePath = await ensureChromium()
const env = { ...process.env, CHROME_PATH: chromePath, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
const vitestReport = 'reports/tmp/vitest.json'
mkdirSync('reports/tmp', { recursive: true })

const checks: StepResult[] = []
const step = async (name: string, command: string) => {
  const result = await runStep(name, command, env)
  checks.push(result)
  return result.ok
}

// Lint, format and layering (Biome's restricted-import rules per package).
await step('lint, format and layering', 'biome check .')
// Build the packages and the storefront: later steps test what ships.
const built = await step('build', 'turbo run build --output-logs=errors-only')
if (built) {
  await step(
    'typecheck',
    'turbo run typecheck --output-logs=errors-only && tsc -p tsconfig.json --noEmit',
  )
  await step('package checks (publint, attw)', 'turbo run check:package --output-logs=errors-only')
  await step('size budgets', 'node scripts/size.ts --no-build')
  await step(
    'tests: unit, hooks, stories with axe, visual, end to end, consumer',
    `vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
  )
}

let passed = checks.filter((c) => c.ok).length
let failed = checks.length - passed
let slowest = ''
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestJsonReport & {
    numPassedTests: number
    numFailedTests: number
  }
  passed += report.numPassedTests
  failed += report.numFailedTests
  slowest = formatSlowest(slowestFiles(report, process.cwd(), 10))
}

process.stdout.write(slowest)
process.stdout.write('\nSummary:\n')
for (const c of checks)
  process.stdout.write(`  ${c.ok ? '✔' : '✘'} ${c.name} (${c.seconds.toFixed(1)} s)\n`)
process.stdout.write(`${passed} passed, ${failed} failed\n`)
process.exit(failed === 0 ? 0 : 1)
