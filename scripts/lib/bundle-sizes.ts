import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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
  /**
   * What the `alsoLoaded` chunk (the service client) adds on top of the page's initial
   * JS: a page that calls the service at first render downloads it too. 0 without one.
   */
  alsoLoaded: number
}

export interface LazyChunkSize {
  /** Source module of a lazily loaded chunk that is not a page (service client, devtools). */
  chunk: string
  /** What it adds on top of the entry, gzip bytes. */
  lazyChunk: number
}

/** A page module of the storefront: `src/pages/*`. */
export const isPageModule = (key: string) => /(^|\/)src\/pages\/[^/]+$/.test(key)

/** The manifest key of the build's entry chunk (index.html); an error if it has none. */
export function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (key === undefined) throw new Error('The Vite manifest has no entry chunk')
  return key
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

/**
 * Every manifest key a module can load: its static imports and its lazy (dynamic) imports,
 * followed transitively, the start included. `stopAt` keys are not entered (say, other
 * pages: loading one is leaving for another route).
 */
export function loadableClosure(
  manifest: Manifest,
  start: string,
  stopAt: (key: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || (key !== start && stopAt(key))) return
    seen.add(key)
    const chunk = manifest[key]
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next)
  }
  visit(start)
  return seen
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length
}

/**
 * Brotli bytes of a built file as the sandbox sends it to a browser that takes brotli: its
 * `.br` copy when the build wrote one (apps/storefront/vite.config.ts), else the file
 * compressed here with the same settings (quality 11), or the file as it is when brotli
 * would not make it smaller (the build writes no copy then, and the server sends it plain).
 */
export function brotliSize(path: string): number {
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size
  const source = readFileSync(path)
  const compressed = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  }).length
  return Math.min(compressed, source.length)
}

/**
 * Per lazy page: the JS a first visit to it downloads and what its chunk adds. Lazy
 * chunks that are not pages are listed apart. `alsoLoaded` names a lazy chunk (the
 * service client) whose cost on top of each page is reported too.
 */
export function routeSizes(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  options: { isPage?: (key: string) => boolean; alsoLoaded?: string } = {},
): { entry: number; routes: RouteSize[]; lazy: LazyChunkSize[] } {
  const isPage = options.isPage ?? isPageModule
  const entry = staticClosure(manifest, entryKeyOf(manifest))
  const total = (keys: Iterable<string>) =>
    [...keys].reduce((sum, k) => sum + sizeOf(manifest[k]?.file ?? ''), 0)
  const beyond = (key: string, loaded: Set<string>) =>
    total([...staticClosure(manifest, key)].filter((k) => !loaded.has(k)))
  const entryBytes = total(entry)
  const dynamic = Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry)
  const also = options.alsoLoaded
  if (also !== undefined && !manifest[also]) throw new Error(`The Vite manifest has no "${also}"`)
  const routes = dynamic.filter(isPage).map((page) => {
    const lazyChunk = beyond(page, entry)
    const loaded = new Set([...entry, ...staticClosure(manifest, page)])
    const alsoLoaded = also === undefined ? 0 : beyond(also, loaded)
    return { page, initialJs: entryBytes + lazyChunk, lazyChunk, alsoLoaded }
  })
  const lazy = dynamic
    .filter((k) => !isPage(k))
    .map((chunk) => ({ chunk, lazyChunk: beyond(chunk, entry) }))
  return { entry: entryBytes, routes, lazy }
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}
