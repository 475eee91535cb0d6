// Node only: serves the catalogue's product pictures (static/product-images).
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { MiddlewareHandler } from 'hono'
import { PRODUCT_IMAGES_PATH } from './routes/products.ts'

/** The pictures' folder, beside src/. */
export const PRODUCT_IMAGES_DIR = fileURLToPath(
  new URL('../static/product-images', import.meta.url),
)

// Each file name carries its content's hash (src/routes/products.ts): never revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A file name as the folder has them: letters, digits and '-', a hash, `.svg`. */
const FILE_NAME = /^[a-z0-9-]{1,64}\.[0-9a-f]{8}\.svg$/

/**
 * `GET`/`HEAD /product-images/<file>`: the folder's SVG files, read once at start into
 * memory (a dozen files of about 1 kB), answered by exact name only, so no path reaches
 * outside the folder; any other name under the path is a 404.
 */
export function productImageFiles(dir: string = PRODUCT_IMAGES_DIR): MiddlewareHandler {
  const files = new Map(
    readdirSync(dir)
      .filter((name) => FILE_NAME.test(name))
      .map((name) => [name, readFileSync(`${dir}/${name}`)] as const),
  )
  const prefix = `${PRODUCT_IMAGES_PATH}/`
  return async (c, next) => {
    const method = c.req.method
    if ((method !== 'GET' && method !== 'HEAD') || !c.req.path.startsWith(prefix)) return next()
    const file = files.get(c.req.path.slice(prefix.length))
    if (!file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    return new Response(method === 'HEAD' ? null : new Uint8Array(file), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Content-Length': String(file.byteLength),
        'Cache-Control': IMMUTABLE,
      },
    })
  }
}
