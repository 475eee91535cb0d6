// `npm run size:renderer`: the storefront's routes on react-dom (the shipped build) beside
// the same app on Preact 11's React compatibility layer (preact/compat). A measurement, not
// a gate: the Preact build goes into .cache/storefront-preact and changes nothing.
//   --no-build  reuse both builds as they are
import { join } from 'node:path'
import { gzipSize, readManifest, routeSizes } from './lib/bundle-sizes.ts'
import { runStep } from './lib/run.ts'

const react = 'apps/storefront/dist'
const preact = '.cache/storefront-preact'
if (!process.argv.includes('--no-build')) {
  const steps = [
    ['build', 'turbo run build --filter=@aisle/storefront --output-logs=errors-only'],
    [
      'build on preact/compat',
      `AISLE_RENDERER=preact vite build apps/storefront --logLevel warn --outDir ../../${preact} --emptyOutDir`,
    ],
  ] as const
  for (const [name, command] of steps) {
    if (!(await runStep(name, command)).ok) process.exit(1)
  }
}

const sizes = (dist: string) => routeSizes(readManifest(dist), (file) => gzipSize(join(dist, file)))
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const before = sizes(react)
const after = sizes(preact)
// The former per-route gate (gzip), kept as the yardstick of this comparison.
const budget = 110_000
const lines = [
  '| route | react-dom | preact/compat | within the initial JS budget |',
  '| --- | --- | --- | --- |',
  `| shared entry | ${kB(before.entry)} | ${kB(after.entry)} | |`,
  ...before.routes.map(({ page, initialJs }) => {
    const other = after.routes.find((route) => route.page === page)?.initialJs ?? Number.NaN
    const fits = (n: number) => (n <= budget ? 'yes' : 'no')
    return `| ${page} | ${kB(initialJs)} | ${kB(other)} | ${fits(initialJs)} / ${fits(other)} |`
  }),
]
console.log(`\nInitial JS per route, gzip -9 (budget ${kB(budget)}):\n\n${lines.join('\n')}`)
