// Node only: serves the storefront's built files from disk.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { banners } from '@aisle/api'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'

// Vite puts content-hashed files under /assets: a changed file gets a new name.
const HASHED = 'public, max-age=31536000, immutable'
// Everything else (index.html above all) must be revalidated, or a new build never shows.
const REVALIDATE = 'no-cache'

/**
 * The storefront build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text
 * file (apps/storefront/vite.config.ts). serveStatic's `precompressed` picks the first the
 * request's Accept-Encoding names, in the order br, zstd, gzip, and sets Content-Encoding
 * and `Vary: Accept-Encoding`; the Content-Type stays the original file's. A request that
 * accepts neither, or a file without copies, gets the file as it is.
 */
const PRECOMPRESSED = { precompressed: true } as const

/**
 * The storefront's built files, with the single-page-app fallback: a page
 * request for a path with no file gets index.html, so client routes such as
 * /checkout load on refresh. Answers 503 while there is no build.
 */
export function storefrontFiles(options: { root: string }): MiddlewareHandler {
  const { root } = options
  const indexPath = join(root, 'index.html')
  let files: MiddlewareHandler | undefined
  let index: MiddlewareHandler | undefined

  return async (c, next) => {
    const method = c.req.method
    if ((method !== 'GET' && method !== 'HEAD') || c.req.path.startsWith('/api/')) return next()

    // Checked per request, so building while the sandbox runs needs no restart.
    if (!existsSync(indexPath))
      return c.text(notBuiltMessage(root), 503, { 'Cache-Control': 'no-store' })

    // A page the build prerendered for the named banner comes first, `/` included.
    const wantsHtml = c.req.header('Accept')?.includes('text/html') ?? false
    if (wantsHtml) {
      const prerendered = prerenderedPage(c, root)
      if (prerendered) {
        const sent = await serveStatic({ root, path: prerendered, ...PRECOMPRESSED })(
          c,
          async () => {},
        )
        if (sent instanceof Response) return cached(sent, REVALIDATE)
      }
    }

    // Created only once the folder exists: serveStatic complains about a missing root.
    files ??= serveStatic({ root, ...PRECOMPRESSED })
    let found = true
    const response = await files(c, async () => {
      found = false
    })
    if (found && response instanceof Response) {
      return cached(response, c.req.path.startsWith('/assets/') ? HASHED : REVALIDATE)
    }

    if (wantsHtml) {
      const routed = routedPage(c, root)
      if (routed) {
        const sent = await serveStatic({ root, path: routed, ...PRECOMPRESSED })(c, async () => {})
        if (sent instanceof Response) return cached(sent, REVALIDATE)
      }
      index ??= serveStatic({ root, path: 'index.html', ...PRECOMPRESSED })
      const page = await index(c, async () => {})
      if (page instanceof Response) return cached(page, REVALIDATE)
      return c.body(await readFile(indexPath), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': REVALIDATE,
        Vary: 'Accept-Encoding',
      })
    }
    return next()
  }
}

/**
 * The page the build prerendered for this request (`prerendered/<banner><path>/index.html`,
 * apps/storefront/vite.config.ts), when the request names its banner (`?banner=` or the
 * host, as the storefront resolves it) and the build has one; else undefined, and the
 * request gets index.html. Without a named banner the browser may pick the one its tab
 * remembers, which the server cannot know.
 */
function prerenderedPage(c: Context, root: string): string | undefined {
  const url = new URL(c.req.url)
  const banner = bannerOf(url)
  // Letters, digits, '-' and '/' only: no '..', no encoded separators.
  const path = url.pathname.replace(/\/+$/, '')
  if (!banner || !/^[a-z0-9/-]*$/i.test(path) || path.includes('//')) return undefined
  const page = join('prerendered', banner.id, path, 'index.html')
  return existsSync(join(root, page)) ? page : undefined
}

/** The banner a request names: `?banner=`, else its host (as the storefront resolves it). */
function bannerOf(url: URL): (typeof banners)[number] | undefined {
  const named = url.searchParams.get('banner')
  const host = url.hostname.toLowerCase()
  return (
    banners.find((b) => b.id === named) ??
    banners.find((b) => host === b.domain || host.endsWith(`.${b.domain}`))
  )
}

/**
 * index.html as the build wrote it for this path with its page's preload hints, when there
 * is one: for a request that names its banner, with the layout's shell in that banner's
 * colours (`routed/<banner><path>/index.html`, apps/storefront/vite.config.ts), else with
 * the hints alone (`routed/<path>/index.html`); else undefined, and the request gets the
 * plain index.html.
 */
function routedPage(c: Context, root: string): string | undefined {
  const url = new URL(c.req.url)
  const path = url.pathname.replace(/\/+$/, '')
  // Letters, digits, '-' and '/' only: no '..', no encoded separators.
  if (path === '' || !/^[a-z0-9/-]*$/i.test(path) || path.includes('//')) return undefined
  // A banner's folder of shells is no path of its own: `/greenleaf/scheduling` is not a route.
  const first = path.split('/')[1]
  if (banners.some((b) => b.id === first)) return undefined
  const banner = bannerOf(url)
  const pages = [
    ...(banner ? [join('routed', banner.id, path, 'index.html')] : []),
    join('routed', path, 'index.html'),
  ]
  return pages.find((page) => existsSync(join(root, page)))
}

/**
 * Sets the caching rule. `Vary: Accept-Encoding` goes on every file, the one sent as it is
 * too: a shared cache must not hand the uncompressed copy to a browser that takes brotli,
 * nor a brotli copy to one that does not.
 */
function cached(response: Response, cacheControl: string): Response {
  response.headers.set('Cache-Control', cacheControl)
  const vary = response.headers.get('Vary')
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    response.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
  return response
}

function notBuiltMessage(root: string): string {
  const shown = relative(process.cwd(), root) || '.'
  return [
    'The storefront has not been built yet.',
    `No index.html was found in ${shown}.`,
    'Run the storefront build (npm run build -w @aisle/storefront), then reload this page.',
    'The sandbox API is already up: /api/health',
    '',
  ].join('\n')
}
