// docs/performance.md "Compressed on the wire": the real build's scripts and styles reach
// Chromium brotli-encoded, hashed files cached for good, the page itself revalidated.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { storefrontDist, storefrontForFile } from './storefront-harness.ts'

/**
 * What the file should come as: brotli, or as it is when the build wrote no copy because
 * brotli would not make it smaller (a banner theme of a few variables). Scripts always br.
 */
const expected = (type: string, pathname: string) =>
  type === 'script' || existsSync(join(storefrontDist, `${pathname}.br`)) ? 'br' : undefined

const harness = storefrontForFile()

describe('compressed on the wire', () => {
  for (const path of ['/', '/signin']) {
    it(`sends every script and stylesheet of ${path} brotli-encoded`, async () => {
      const { browser, servers } = harness()
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        const sent: Array<{ url: string; type: string; headers: Record<string, string> }> = []
        page.on('response', (response) => {
          const type = response.request().resourceType()
          if (type === 'script' || type === 'stylesheet' || type === 'document') {
            sent.push({ url: response.url(), type, headers: response.headers() })
          }
        })
        await page.goto(`${servers.storefrontOrigin}${path}`, { waitUntil: 'networkidle' })

        const own = sent.filter((s) => s.url.startsWith(servers.storefrontOrigin))
        const scripts = own.filter((s) => s.type === 'script')
        // The entry, the vendor chunk and the page chunk at least, and the shared CSS.
        expect(scripts.length).toBeGreaterThanOrEqual(3)
        expect(own.some((s) => s.url.includes('/assets/') && s.type === 'stylesheet')).toBe(true)
        for (const file of own.filter((s) => s.type !== 'document')) {
          const { pathname } = new URL(file.url)
          expect({ url: file.url, encoding: file.headers['content-encoding'] }).toEqual({
            url: file.url,
            encoding: expected(file.type, pathname),
          })
          expect(file.headers.vary).toMatch(/accept-encoding/i)
          if (pathname.startsWith('/assets/')) {
            expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
          }
        }
        const document = own.find((s) => s.type === 'document')
        expect(document?.headers['content-encoding']).toBe('br')
        expect(document?.headers['cache-control']).toBe('no-cache')
      } finally {
        await context.close()
      }
    })
  }
})
