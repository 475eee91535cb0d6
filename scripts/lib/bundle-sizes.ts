import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The parts of a Vite manifest entry that matter for sizes. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface RouteSize {
  /** Source module of the lazily loaded page. */
  page: string
  /** Entry closure plus the page's closure, gzip bytes. */
  initialJs: number
  /** What only the page's chunk adds on top of the entry, gzip bytes. */
  lazyChunk: number
}

/** Every manifest key reachable through static imports, the start included. */
export function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  visit(start)
  return seen
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length
}

/** Per lazy page: the JS a first visit to it downloads, and what its chunk adds. */
export function routeSizes(
  manifest: Manifest,
  sizeOf: (file: string) => number,
): { entry: number; routes: RouteSize[] } {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk')
  const entry = staticClosure(manifest, entryKey)
  const total = (keys: Iterable<string>) =>
    [...keys].reduce((sum, k) => sum + sizeOf(manifest[k]?.file ?? ''), 0)
  const entryBytes = total(entry)
  const routes = (manifest[entryKey]?.dynamicImports ?? []).map((page) => {
    const own = [...staticClosure(manifest, page)].filter((k) => !entry.has(k))
    const lazyChunk = total(own)
    return { page, initialJs: entryBytes + lazyChunk, lazyChunk }
  })
  return { entry: entryBytes, routes }
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}
