import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { PRODUCT_IMAGES_DIR } from '../src/product-images.ts'
import {
  FALLBACK_PRODUCT_IMAGE,
  PRODUCT_IMAGE_FILES,
  PRODUCT_IMAGES_PATH,
  productImageUrl,
} from '../src/routes/products.ts'
import { CATALOG } from '../src/seed.ts'
import type { SandboxServers } from '../src/server.ts'
import { startSandboxServers } from '../src/server.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'
import { useTempDirs } from './temp-dir.ts'

// The catalogue's product pictures: flat SVG illustrations in static/product-images, served
// on the storefront's origin with names that carry their content's hash, cached for good.

const tempDir = useTempDirs()
const running: Array<{ servers: SandboxServers; store: Store }> = []
afterEach(async () => {
  for (const { servers, store } of running.splice(0)) {
    await servers.close()
    store.close()
  }
})

async function start(): Promise<string> {
  const store = openSqliteStore({ path: ':memory:' })
  const servers = await startSandboxServers({
    store,
    storefrontDist: tempDir(),
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  running.push({ servers, store })
  return servers.storefrontOrigin
}

const folder = () => readdirSync(PRODUCT_IMAGES_DIR).sort()
const named = [...Object.values(PRODUCT_IMAGE_FILES), FALLBACK_PRODUCT_IMAGE]

describe('product pictures', () => {
  it('gives every catalogue product a picture of its own', () => {
    for (const item of CATALOG) {
      expect(PRODUCT_IMAGE_FILES[item.gtin13], item.description).toBeDefined()
    }
    expect(new Set(Object.values(PRODUCT_IMAGE_FILES)).size).toBe(CATALOG.length)
    expect(productImageUrl({ gtin13: '9999999999999' })).toBe(
      `${PRODUCT_IMAGES_PATH}/${FALLBACK_PRODUCT_IMAGE}`,
    )
  })

  it('keeps the folder and the table the same files, each named by its hash', () => {
    expect(folder()).toEqual([...new Set(named)].sort())
    for (const name of folder()) {
      const hash = createHash('sha256')
        .update(readFileSync(`${PRODUCT_IMAGES_DIR}/${name}`))
        .digest('hex')
        .slice(0, 8)
      // A redrawn picture needs a new name: rename it to the hash shown here.
      expect(name, `expected hash ${hash}`).toMatch(new RegExp(`\\.${hash}\\.svg$`))
    }
  })

  it('draws each as a small square SVG with no script or outside reference', () => {
    for (const name of folder()) {
      const svg = readFileSync(`${PRODUCT_IMAGES_DIR}/${name}`, 'utf8')
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96"/,
      )
      expect(svg, name).not.toMatch(/<script|href=|url\(|on[a-z]+=/i)
      expect(svg.length, name).toBeLessThan(4096)
    }
  })

  it('serves every picture the catalogue names, same origin, cached as immutable', async () => {
    const origin = await start()
    const catalog = (await (await fetch(`${origin}/api/products/v1/catalog?limit=50`)).json()) as {
      products: Array<{ gtin13: string; imageUrl?: string }>
    }
    expect(catalog.products).toHaveLength(CATALOG.length)
    for (const product of catalog.products) {
      const url = product.imageUrl ?? ''
      expect(url, product.gtin13).toMatch(new RegExp(`^${PRODUCT_IMAGES_PATH}/`))
      const response = await fetch(`${origin}${url}`)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await response.text()).toBe(
        readFileSync(`${PRODUCT_IMAGES_DIR}/${url.slice(PRODUCT_IMAGES_PATH.length + 1)}`, 'utf8'),
      )
    }
    const fallback = await fetch(`${origin}${PRODUCT_IMAGES_PATH}/${FALLBACK_PRODUCT_IMAGE}`, {
      method: 'HEAD',
    })
    expect(fallback.status).toBe(200)
    expect(await fallback.text()).toBe('')
  })

  it('answers 404 to any other name under the path, outside the folder above all', async () => {
    const origin = await start()
    const [first] = folder()
    for (const path of [
      'apple.00000000.svg',
      first?.replace(/\.[0-9a-f]{8}\./, '.ffffffff.'),
      '..%2Fsrc%2Fproduct-images.ts',
      `nested/${first}`,
      `${'a'.repeat(65)}.00000000.svg`,
      '',
    ]) {
      const response = await fetch(`${origin}${PRODUCT_IMAGES_PATH}/${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })
})
