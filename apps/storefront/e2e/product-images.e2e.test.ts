// The home page's product pictures from the built storefront on the sandbox: every tile's
// picture is the sandbox's SVG on the page's own origin (the CSP allows it), loads, keeps
// its box before it arrives (width and height) and waits until it is near the screen.
import type { Browser } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

describe('the home page product pictures', () => {
  it('loads every tile picture from /product-images, sized, lazy and cached for good', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const page = await context.newPage()
      const refused: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy|Failed to load resource/.test(message.text())) {
          refused.push(message.text())
        }
      })
      const pictures: { url: string; status: number; type?: string; cache?: string }[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/product-images/')) {
          const headers = response.headers()
          pictures.push({
            url: response.url(),
            status: response.status(),
            type: headers['content-type'],
            cache: headers['cache-control'],
          })
        }
      })
      await page.goto(`${servers.storefrontOrigin}/?banner=greenleaf`)
      const list = page.getByRole('heading', { level: 2, name: 'Shop Popular Items' })
      await list.waitFor()
      const tiles = page.locator('main li img')
      await tiles.first().waitFor()
      // Lazy pictures load once near the screen: bring the last tile into view.
      await tiles.last().scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          tiles.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)),
        )
        .toBe(true)
      const shown = await tiles.evaluateAll((all) =>
        all.map((node) => {
          const img = node as HTMLImageElement
          return {
            path: new URL(img.currentSrc).pathname,
            origin: new URL(img.currentSrc).origin,
            loaded: img.naturalWidth > 0,
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            loading: img.getAttribute('loading'),
          }
        }),
      )
      expect(shown.length).toBeGreaterThanOrEqual(8)
      for (const picture of shown) {
        expect(picture.path).toMatch(/^\/product-images\/[a-z0-9-]+\.[0-9a-f]{8}\.svg$/)
        expect(picture.origin).toBe(servers.storefrontOrigin)
        expect(picture).toMatchObject({ loaded: true, width: '96', height: '96', loading: 'lazy' })
      }
      expect(pictures.length).toBeGreaterThanOrEqual(new Set(shown.map((p) => p.path)).size)
      for (const response of pictures) {
        expect(response).toMatchObject({
          status: 200,
          type: 'image/svg+xml',
          cache: 'public, max-age=31536000, immutable',
        })
      }
      expect(refused).toEqual([])
    } finally {
      await context.close()
    }
  })
})
