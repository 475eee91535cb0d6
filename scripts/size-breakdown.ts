// `npm run size:breakdown`: what each package and module adds to the storefront's gzip
// sizes, read from a build with source maps (a visualizer in text). Builds into a temporary
// folder, so apps/storefront/dist is left as it is.
//   --dir <path>     read an existing build made with source maps instead of building
//   --json <path>    also write the figures as JSON (to compare two builds)
//   --compare <path> print the difference from such a JSON file, by module
//   --modules <n>    how many modules to list per group (default 25)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import {
  entryKeyOf,
  gzipSize,
  type Manifest,
  readManifest,
  staticClosure,
} from './lib/bundle-sizes.ts'
import { bytesPerSource, packageOf, shareOut } from './lib/source-map-sizes.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const app = resolve('apps/storefront')
let dist = arg('--dir')
const temporary = dist === undefined
if (dist === undefined) {
  dist = mkdtempSync(join(tmpdir(), 'aisle-size-'))
  await build({
    root: app,
    configFile: join(app, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, sourcemap: 'hidden' },
  })
}

/** gzip bytes per module (`pkg|module`) for one manifest key's own file. */
function chunkModules(manifest: Manifest, key: string, dir: string): Map<string, number> {
  const file = join(dir, manifest[key]?.file ?? '')
  const mapFile = `${file}.map`
  // Rolldown's own runtime chunk has no map: it counts as one module.
  if (!existsSync(mapFile))
    return new Map([[`(no source map)|${manifest[key]?.file}`, gzipSize(file)]])
  const bytes = bytesPerSource(
    readFileSync(file, 'utf8'),
    JSON.parse(readFileSync(mapFile, 'utf8')),
  )
  const named = new Map<string, number>()
  for (const [source, n] of bytes) {
    const { pkg, module } = packageOf(source)
    const name = `${pkg}|${module}`
    named.set(name, (named.get(name) ?? 0) + n)
  }
  return shareOut(gzipSize(file), named)
}

function sum(into: Map<string, number>, from: Map<string, number>) {
  for (const [k, v] of from) into.set(k, (into.get(k) ?? 0) + v)
}

const manifest = readManifest(dist)
const entryKey = entryKeyOf(manifest)
const entry = staticClosure(manifest, entryKey)
const lazyKeys = Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry)

const groups: Record<string, Map<string, number>> = {}
const entryModules = new Map<string, number>()
for (const key of entry)
  if (manifest[key]?.file.endsWith('.js')) sum(entryModules, chunkModules(manifest, key, dist))
groups['shared entry'] = entryModules
for (const key of lazyKeys) {
  const own = new Map<string, number>()
  for (const k of staticClosure(manifest, key))
    if (!entry.has(k) && manifest[k]?.file.endsWith('.js'))
      sum(own, chunkModules(manifest, k, dist))
  groups[key] = own
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`
const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0)
const byPackage = (m: Map<string, number>) => {
  const p = new Map<string, number>()
  for (const [k, v] of m) {
    const pkg = k.split('|')[0] ?? k
    p.set(pkg, (p.get(pkg) ?? 0) + v)
  }
  return [...p].sort((a, b) => b[1] - a[1])
}
const top = Number(arg('--modules') ?? 25)

const baseline = arg('--compare')
const before = baseline
  ? (JSON.parse(readFileSync(baseline, 'utf8')) as Record<string, Record<string, number>>)
  : undefined

for (const [name, modules] of Object.entries(groups)) {
  if (name !== 'shared entry' && total(modules) < 2000 && !before) continue
  console.log(`\n## ${name}: ${kB(total(modules))} gzip (beyond the shared entry unless it is it)`)
  console.log('\n| package | gzip |\n|---|---|')
  for (const [pkg, n] of byPackage(modules)) console.log(`| ${pkg} | ${kB(n)} |`)
  console.log(`\n| module (top ${top}) | gzip |\n|---|---|`)
  for (const [k, n] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${k.replace('|', ' ')} | ${kB(n)} |`)
  const old = before?.[name]
  if (old) {
    const diff = new Map<string, number>()
    for (const k of new Set([...Object.keys(old), ...modules.keys()]))
      diff.set(k, (modules.get(k) ?? 0) - (old[k] ?? 0))
    const changed = [...diff].filter(([, d]) => Math.abs(d) >= 50).sort((a, b) => b[1] - a[1])
    const oldTotal = Object.values(old).reduce((a, b) => a + b, 0)
    console.log(
      `\nChange from ${baseline}: ${kB(oldTotal)} → ${kB(total(modules))} (${kB(total(modules) - oldTotal)})`,
    )
    console.log('\n| module | change |\n|---|---|')
    for (const [k, d] of changed)
      console.log(`| ${k.replace('|', ' ')} | ${d > 0 ? '+' : ''}${kB(d)} |`)
  }
}

const out = arg('--json')
if (out) {
  const json = Object.fromEntries(
    Object.entries(groups).map(([k, m]) => [k, Object.fromEntries(m)]),
  )
  writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`)
}
if (temporary) rmSync(dist, { recursive: true, force: true })
