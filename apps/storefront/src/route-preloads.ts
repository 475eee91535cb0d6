// Preload hints for a prerendered page (vite.config.ts, `prerenderedPages`): the route's page
// chunk and what it imports statically, named in the HTML's head, so the browser fetches them
// beside the entry instead of after the entry has run and the router has asked for the page.
// Runs at build time only; reads the Vite manifest, nothing of the browser.

/** The parts of a Vite manifest entry the hints need. */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The manifest key of a page of the route table: `signIn` is `src/pages/sign-in-page.tsx`. */
export function pageModuleOf(page: string): string {
  if (!/^[a-z][A-Za-z]*$/.test(page)) throw new Error(`pageModuleOf: not a page name: ${page}`)
  return `src/pages/${page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`
}

function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  visit(start)
  return [...seen]
}

/**
 * The files a route needs beyond what index.html loads already (the entry and its static
 * imports): each of `modules` (manifest keys: a wrapper such as the account pages', then the
 * page), then its static imports, each file once. A module the manifest does not know is an
 * error, so a renamed page fails the build rather than losing its hints.
 */
export function routePreloads(manifest: Manifest, modules: readonly string[]): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (entryKey === undefined) throw new Error('routePreloads: the manifest has no entry')
  const loaded = new Set(staticClosure(manifest, entryKey))
  const keys = new Set<string>()
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`routePreloads: the manifest has no ${key}`)
    keys.add(key)
  }
  for (const key of modules) for (const next of staticClosure(manifest, key)) keys.add(next)
  return [...keys].filter((key) => !loaded.has(key)).map((key) => manifest[key]?.file ?? '')
}

/** `<link rel="modulepreload">` lines for `files` under `base`, as Vite writes its own. */
export function preloadLinks(files: readonly string[], base = '/'): string {
  return files
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join('')
}

/** index.html with the hints (`preloadLinks` lines) placed at the end of its head. */
export function withPreloads(html: string, links: string): string {
  const end = /\n?[ \t]*<\/head>/
  if (!end.test(html)) throw new Error('withPreloads: no </head> in the page')
  return html.replace(end, `\n${links}  </head>`)
}
