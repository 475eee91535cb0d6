// Banners at scale, item 3 in the built storefront: a page of one banner loads the kit's
// base CSS and that banner's own file only, and is themed by it from the first paint.
import { banners } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { storefrontForFile } from './storefront-harness.ts'

const storefront = storefrontForFile()

/** The computed value of a CSS variable on <html>. */
const cssVariable = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim()

describe.each(banners.map((b) => [b.id] as const))('banner %s', (id) => {
  it("loads its own theme file and no other banner's", async () => {
    const page = await storefront().browser.newPage()
    const css: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') css.push(new URL(request.url()).pathname)
    })
    await page.goto(`${storefront().servers.storefrontOrigin}/?banner=${id}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    const themes = css.filter((path) => path.startsWith('/banners/'))
    expect(themes).toEqual([`/banners/${id}/theme.css`])
    // The theme is in place before the app renders: the heading above already had it.
    const sheet = await page.evaluate(
      (banner) =>
        [...document.styleSheets].some((s) => s.href?.endsWith(`/banners/${banner}/theme.css`)),
      id,
    )
    expect(sheet).toBe(true)
    await page.close()
  })
})

describe('the themed page', () => {
  it("takes each banner's accent from its own file (accent.solid)", async () => {
    const expected: Record<string, string> = {
      greenleaf: '#1a6330',
      hilltop: '#174785',
      copperline: '#7d3e17',
    }
    for (const [id, value] of Object.entries(expected)) {
      const page = await storefront().browser.newPage()
      await page.goto(`${storefront().servers.storefrontOrigin}/?banner=${id}`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.evaluate(cssVariable, '--colors-accent-solid')).toBe(value)
      await page.close()
    }
  })
})
