// `npm run size:components`: what importing one `@aisle/ui` component alone costs an app.
// Bundles `export { X } from '@aisle/ui'` per component from the built packages/ui/dist
// with esbuild (minified, React external), then gzips it at level 9. `--write` puts the
// table into packages/ui/README.md; `--no-build` measures the existing dist.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** One row: a label and the names an app imports to use the component. */
export interface ComponentImport {
  label: string
  imports: string[]
}

export const components: ComponentImport[] = [
  { label: 'Button', imports: ['Button'] },
  { label: 'RadioTileGroup', imports: ['RadioTileGroup'] },
  { label: 'DayCarousel', imports: ['DayCarousel'] },
  { label: 'Flyout', imports: ['Flyout'] },
  { label: 'Dialog', imports: ['Dialog'] },
  { label: 'TextField', imports: ['TextField'] },
  { label: 'Select', imports: ['Select'] },
  { label: 'NativeSelect', imports: ['NativeSelect'] },
  { label: 'Menu', imports: ['Menu'] },
  // A toast needs its store and the region that shows it.
  { label: 'Toast', imports: ['Toaster', 'createToaster'] },
  { label: 'CardRow (PaymentCardRow)', imports: ['PaymentCardRow'] },
]

/** Left to the app: every app already has React. */
export const external = ['react', 'react-dom', 'react/jsx-runtime', 'react/*', 'react-dom/*']

export interface ComponentSize extends ComponentImport {
  /** Minified bytes. */
  minified: number
  /** Minified, then gzip -9, bytes. */
  gzip: number
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The Markdown table of the sizes. */
export function sizeTable(sizes: readonly ComponentSize[]): string {
  const rows = sizes.map(
    (s) => `| ${s.label} | \`${s.imports.join(', ')}\` | ${kB(s.minified)} | ${kB(s.gzip)} |`,
  )
  return ['| component | import | minified | gzip -9 |', '|---|---|---|---|', ...rows].join('\n')
}

export const startMarker = '<!-- component-sizes:start -->'
export const endMarker = '<!-- component-sizes:end -->'

/** Replaces what lies between the markers (kept) with `table`; throws when a marker is missing. */
export function replaceBetweenMarkers(text: string, table: string): string {
  const start = text.indexOf(startMarker)
  const end = text.indexOf(endMarker)
  if (start < 0 || end < start) {
    throw new Error(`No ${startMarker} ... ${endMarker} block to write the table into`)
  }
  return `${text.slice(0, start + startMarker.length)}\n${table}\n${text.slice(end)}`
}

async function measure(root: string, item: ComponentImport): Promise<ComponentSize> {
  const { build } = await import('esbuild')
  const result = await build({
    stdin: {
      contents: `export { ${item.imports.join(', ')} } from '@aisle/ui'`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  })
  const code = result.outputFiles[0]?.contents
  if (!code) throw new Error(`esbuild wrote nothing for ${item.label}`)
  return { ...item, minified: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  if (!process.argv.includes('--no-build')) {
    const { runStep } = await import('./lib/run.ts')
    const built = await runStep(
      'build @aisle/ui',
      'npx turbo run build --filter=@aisle/ui --output-logs=errors-only',
    )
    if (!built.ok) process.exit(1)
  }
  if (!existsSync(`${root}packages/ui/dist/index.js`)) {
    console.error('packages/ui/dist is missing: run `npx turbo run build --filter=@aisle/ui`')
    process.exit(1)
  }
  const sizes: ComponentSize[] = []
  for (const item of components) sizes.push(await measure(root, item))
  const table = sizeTable(sizes)
  console.log(
    '\nOne @aisle/ui component imported alone (esbuild, minified, React external, gzip -9):\n',
  )
  console.log(table)
  if (process.argv.includes('--write')) {
    const readme = `${root}packages/ui/README.md`
    writeFileSync(readme, replaceBetweenMarkers(readFileSync(readme, 'utf8'), table))
    console.log('\nWrote the table into packages/ui/README.md')
  }
}

if (import.meta.main) await main()
