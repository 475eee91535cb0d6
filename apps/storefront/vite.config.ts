import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin } from 'vite'
import { bannerFontFiles, fontPreloadLinks } from './src/font-preloads.ts'
import { type Manifest, preloadLinks, routePreloads, withPreloads } from './src/route-preloads.ts'

/**
 * Each banner's own CSS from the kit (`@aisle/ui/banners/<id>.css`), served and emitted as
 * `/banners/<id>/theme.css` beside its logo. The page links only its banner's file
 * (src/banner-theme.ts), so what a shopper downloads does not grow with the banner count.
 */
function bannerThemeFiles(): Plugin {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('@aisle/ui/package.json')),
    'dist/banners',
  )
  const files = () =>
    (existsSync(folder) ? readdirSync(folder) : []).filter((f) => f.endsWith('.css'))
  const url = /^\/banners\/([a-z][a-z0-9-]*)\/theme\.css$/
  return {
    name: 'aisle-banner-theme-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const id = url.exec(req.url?.split('?')[0] ?? '')?.[1]
        if (!id || !files().includes(`${id}.css`)) return next()
        res.setHeader('Content-Type', 'text/css; charset=utf-8')
        res.end(readFileSync(join(folder, `${id}.css`)))
      })
    },
    generateBundle() {
      for (const file of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `banners/${file.replace(/\.css$/, '')}/theme.css`,
          source: readFileSync(join(folder, file)),
        })
      }
    },
  }
}

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

/**
 * Precompressed copies for the server (apps/sandbox/src/static-files.ts): beside every text
 * file of the build, `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), chosen
 * by the request's Accept-Encoding. Both are deterministic: the same build gives the same
 * bytes, which is what scripts/size.ts gates. A copy no smaller than the file is not written.
 * Runs after the whole build is written (public files and banner themes included).
 */
function writeCompressedCopies(file: string): void {
  const source = readFileSync(file)
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })
  const gz = gzipSync(source, { level: 9 })
  if (br.length < source.length) writeFileSync(`${file}.br`, br)
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz)
}

function precompressedCopies(): Plugin {
  let outDir = ''
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  return {
    name: 'aisle-precompressed-copies',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      if (!existsSync(outDir)) return
      for (const file of walk(outDir)) {
        if (!TEXT_FILE.test(file) || file.includes(`${join(outDir, '.vite')}`)) continue
        if (file.includes(join(outDir, PRERENDERED)) || file.includes(join(outDir, ROUTED)))
          continue
        writeCompressedCopies(file)
      }
    },
  }
}

/** Where the prerendered pages go in the build: `<banner>/<path>/index.html`. */
const PRERENDERED = 'prerendered'
/** Where index.html goes with a route's preload hints, per path: `<path>/index.html`. */
const ROUTED = 'routed'

/**
 * First paint from HTML: after the browser build, builds the server entry (src/server.tsx)
 * into a scratch folder and renders every public page (home, sign-in, help pages) for every
 * banner into `prerendered/<banner><path>/index.html`, index.html with the page in its root,
 * with its brotli and gzip copies. The sandbox sends it to a request that names the banner
 * (apps/sandbox/src/static-files.ts); main.tsx hydrates it. Its head names the page's chunk
 * and that chunk's static imports (modulepreload, src/route-preloads.ts), so they load beside
 * the entry rather than after it. The other paths of the route table without a parameter,
 * the signed-in pages, get their layout's shell per banner (header, footer, the heading if
 * static; src/server.tsx `renderShell`) with those hints in `routed/<banner><path>/index.html`,
 * and index.html with the hints alone in `routed/<path>/index.html`, for a request that names
 * no banner. main.tsx renders the page anew over the shell. A page written for a banner
 * preloads the faces its first screen draws with (src/font-preloads.ts), so its text is not
 * drawn in a fallback face first and moved when the font arrives.
 */
function prerenderedPages(): Plugin {
  let root = ''
  let outDir = ''
  let base = '/'
  let serverBuild = false
  return {
    name: 'aisle-prerendered-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      base = config.base
      serverBuild = Boolean(config.build.ssr)
    },
    async closeBundle() {
      const template = join(outDir, 'index.html')
      if (serverBuild || !existsSync(template)) return
      const scratch = join(root, 'node_modules/.aisle-server')
      await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/server.tsx', outDir: scratch, emptyOutDir: true, manifest: false },
      })
      const server = (await import(pathToFileURL(join(scratch, 'server.js')).href)) as {
        PUBLIC_PATHS: readonly string[]
        BANNER_IDS: readonly string[]
        renderPage: (template: string, banner: string, path: string) => Promise<string>
        renderShell: (template: string, banner: string, path: string) => Promise<string>
        ROUTED_PATHS: readonly string[]
        modulesOf: (path: string) => string[]
      }
      const html = readFileSync(template, 'utf8')
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest
      // The banner's faces (src/font-preloads.ts): the base CSS's, then its theme's.
      // Vite's manifest names the entry's CSS and assets (its fonts) beside its chunks.
      const entry = manifest['index.html'] as { css?: string[]; assets?: string[] } | undefined
      const read = (file: string) =>
        existsSync(join(outDir, file)) ? readFileSync(join(outDir, file), 'utf8') : ''
      const baseCss = (entry?.css ?? []).map(read).join('\n')
      const fonts = (banner: string) =>
        fontPreloadLinks(
          bannerFontFiles(
            `${baseCss}\n${read(`banners/${banner}/theme.css`)}`,
            entry?.assets ?? [],
          ),
          base,
        )
      const target = join(outDir, PRERENDERED)
      rmSync(target, { recursive: true, force: true })
      for (const banner of server.BANNER_IDS) {
        for (const path of server.PUBLIC_PATHS) {
          const folder = join(target, banner, path)
          mkdirSync(folder, { recursive: true })
          const file = join(folder, 'index.html')
          const page = await server.renderPage(html, banner, path)
          const preloads = routePreloads(manifest, server.modulesOf(path))
          writeFileSync(file, withPreloads(page, fonts(banner) + preloadLinks(preloads, base)))
          writeCompressedCopies(file)
        }
      }
      // The signed-in pages render in the browser: per banner, their layout's shell (the same
      // for every shopper) with the page chunk named; without a banner, the hints alone.
      const routed = join(outDir, ROUTED)
      rmSync(routed, { recursive: true, force: true })
      const write = (folder: string, page: string, path: string, hints = '') => {
        mkdirSync(folder, { recursive: true })
        const file = join(folder, 'index.html')
        const preloads = routePreloads(manifest, server.modulesOf(path))
        writeFileSync(file, withPreloads(page, hints + preloadLinks(preloads, base)))
        writeCompressedCopies(file)
      }
      for (const path of server.ROUTED_PATHS) {
        write(join(routed, path), html, path)
        for (const banner of server.BANNER_IDS) {
          const shell = await server.renderShell(html, banner, path)
          write(join(routed, banner, path), shell, path, fonts(banner))
        }
      }
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

const shellVendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|styled-system[\\/](css|helpers|recipes[\\/]create-recipe)|@ark-ui[\\/]react[\\/]dist[\\/](components[\\/]factory|utils[\\/]compose-refs)|@zag-js[\\/](utils[\\/]dist[\\/](guard|functions)|core[\\/]dist[\\/]merge-props)/
/**
 * The kit's small parts that nearly every page draws (alert, spinner, icons, icon button,
 * stack, inline, columns, surface, data list, the page layout's content), the selector's
 * cookie reader and texts the header uses, and `useDeferredReady` (a few lines that two data
 * pages share, which would otherwise be a file of its own). On their own they were a dozen files of 0.1-1 kB,
 * each compressed alone and each named in the pages that import them; in the vendor chunk,
 * which every page loads, they cost 2-3 kB less on each signed-in route (docs/performance.md).
 */
const shellParts =
  /packages[\\/]ui[\\/](dist[\\/](alert|icons|icon-button|spinner|layout|data-list)[\\/]|dist[\\/]page-layout[\\/]page-layout-(content|aside|body)|styled-system[\\/]recipes[\\/](alert|icon-button|spinner|stack-layout|inline|columns|surface|data-list)\.js)|packages[\\/]flows[\\/]dist[\\/]selector[\\/]selector-(cookies|texts)\.js|src[\\/]deferred-render\.ts$/
const shell = (id: string) => shellVendor.test(id) || shellParts.test(id)

/** The modules that `entries` reach by relative imports, in a built package's `dist` folder. */
function reachedFrom(dist: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, path] of source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g))
      if (path) visit(join(dirname(file), path))
  }
  for (const entry of entries) visit(join(dist, entry))
  return seen
}

const apiDist = join(
  dirname(createRequire(import.meta.url).resolve('@aisle/api/package.json')),
  'dist',
)
/**
 * The service client's own modules: what `createApiClient` and `@aisle/api/swr` import (the
 * transport, the route schemas, the error catalogue), but the banner list the entry reads.
 * Every route that calls the service loads them all, so one chunk compresses them together
 * instead of about twenty small ones each on its own. The schema-free modules a page imports
 * beside it (`*-helpers` the client does not use, the card-entry frame's messages) stay with
 * the pages that use them.
 */
const serviceModules = reachedFrom(apiDist, ['transport/client.js', 'swr/index.js'])
/**
 * The wallet's state and its fraud tag: what both pages that mount the wallet (the payment
 * step and /mywallet) load with their first screen. Left to itself Rolldown cut it into three
 * files by which of the wallet's lazy parts also import a piece; in one, brotli's start-up
 * cost is paid once (docs/performance.md).
 */
const walletState = (id: string) =>
  /packages[\\/]flows[\\/]dist[\\/]wallet[\\/](use-wallet(-flyout|-calls)?|selection|wallet-(core|groups|options|requests|services)|screens|fraud-detection)\.js$|src[\\/]features[\\/]wallet[\\/]fraud-tag\.ts$/.test(
    id,
  )
/**
 * The payment step's rules in `@aisle/flows` (the page's sections, placing the order, tip and
 * promo, contact): used by the payment page alone, but also by the lazy parts it loads (the
 * payment section body, the place-order button, its dialogs), so Rolldown made four files of
 * 0.6-1.6 kB of them; in one they are 0.5 kB less on /checkout. Their dependencies are in
 * other chunks already. The payment section's own rules stay with its lazy body: with them
 * the page would import the wallet's state statically (docs/performance.md).
 */
const paymentStepRules = (id: string) =>
  /packages[\\/]flows[\\/]dist[\\/]checkout[\\/](checkout-page|checkout-services|place-order|contact|tip-promo)\.js$/.test(
    id,
  )
const serviceClient = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) ||
  (serviceModules.has(resolve(id)) && !/[\\/]dist[\\/]banners[\\/]/.test(id))

/**
 * Which chunks are entries, read from the bundle before Vite writes the lists of files it
 * preloads beside each lazy import (`lazyImportPreloads`).
 */
function entryChunks(): { plugin: Plugin; isEntry: (file: string) => boolean } {
  const entries = new Set<string>()
  return {
    isEntry: (file) => entries.has(file),
    plugin: {
      name: 'aisle-entry-chunks',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          entries.clear()
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk' && chunk.isEntry) entries.add(chunk.fileName)
        },
      },
    },
  }
}
const entry = entryChunks()

/**
 * The files Vite preloads beside a lazy import: all of them for the pages the route table
 * imports from the entry, so a client-side navigation fetches a page and what it needs at
 * once; none beyond the imported chunk for a part that a page imports lazily (a dialog, the
 * wallet, the payment section's body). Vite's helper adds one `<link rel=modulepreload>` per
 * file in the task that starts the import, which was 60-80 ms at 4x CPU when /mywallet opened
 * the wallet (32 files). Without the list the browser fetches the chunk's imports as soon as
 * it has the chunk (they are hoisted into it). The parts a page draws at first render are
 * named in its HTML instead (src/server.tsx `modulesOf`). docs/performance.md.
 */
const lazyImportPreloads = (
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
) => (hostType === 'html' || entry.isEntry(hostId) ? deps : [])

export default defineConfig({
  plugins: [react(), bannerThemeFiles(), prerenderedPages(), precompressedCopies(), entry.plugin],
  build: {
    // Read by scripts/size.ts (the route chunks and what each imports).
    manifest: true,
    // No inline script in index.html: the CSP allows only 'self' scripts.
    modulePreload: { polyfill: false, resolveDependencies: lazyImportPreloads },
    rolldownOptions: {
      output: {
        // What the shell needs at first paint goes into one vendor chunk. Without it,
        // Rolldown 1.2 splits the entry's own modules into four chunks as soon as a lazy
        // page imports them (rolldown#9963, #10731): +2.0 kB gzip for the same code.
        // Figures in docs/performance.md; `npm run size:breakdown` shows the modules.
        // The service client in one chunk: a route pays brotli's start-up cost once for it,
        // not per file (about 5 kB less on each route that calls the service).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: shell, priority: 2 },
            { name: 'service', test: serviceClient, priority: 1 },
            { name: 'wallet-state', test: walletState, priority: 1 },
            {
              name: 'payment-step-rules',
              test: paymentStepRules,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API and the catalogue's product pictures come from the sandbox.
    proxy: { '/api': 'http://localhost:4000', '/product-images': 'http://localhost:4000' },
  },
})
