// The storefront shell, built, against the sandbox server: banner choice, header,
// footer, a lazy route, the /mywallet redirect, and a CSP that blocks nothing it needs.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type BannerRecord, banners } from '@aisle/api'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type SandboxServers, startSandboxServers } from '../../sandbox/src/server.ts'
import { openSqliteStore } from '../../sandbox/src/store/sqlite-store.ts'
import { axeViolations, submitSignIn } from './shopper.ts'

const dist = resolve(import.meta.dirname, '..', 'dist')
const store = openSqliteStore({ path: ':memory:' })
let servers: SandboxServers
let browser: Browser
let context: BrowserContext

/** Console errors and uncaught page errors of the current test. */
let problems: string[] = []

beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No storefront build in ${dist}: run npm run build -w @aisle/storefront first`)
  }
  servers = await startSandboxServers({
    store,
    storefrontDist: dist,
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  context = await browser.newContext()
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await servers?.close()
  store.close()
})

afterEach(() => {
  // A CSP violation shows as a console error ("Refused to load ... Content Security Policy").
  const csp = problems.filter((p) => /Content Security Policy/i.test(p))
  expect(csp, 'CSP violations').toEqual([])
  expect(problems, 'console errors and page errors').toEqual([])
})

async function open(path: string): Promise<Page> {
  problems = []
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.goto(`${servers.storefrontOrigin}${path}`)
  return page
}

describe.each(banners.map((b) => [b.id, b] as [string, BannerRecord]))(
  'banner %s',
  (id, banner) => {
    it('is chosen by ?banner= and shown in the header, title and footer', async () => {
      const page = await open(`/?banner=${id}`)

      await expect.poll(() => page.locator('html').getAttribute('data-banner')).toBe(id)
      const logo = page.getByRole('banner').getByRole('img')
      await logo.waitFor()
      expect(await logo.getAttribute('alt')).toBe(banner.title)
      expect(
        await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true)
      const home = page.getByRole('banner').getByRole('link', { name: banner.title })
      expect(await home.getAttribute('href')).toBe('/')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(banner.title)
      expect(await page.title()).toBe(banner.title)

      // checkout.md §2: the footer's phone line for screen-reader users varies by banner.
      const footer = page.getByRole('contentinfo')
      const { text, phone } = banner.footer.screenReaderLine
      expect(await footer.textContent()).toContain(`${text} ${phone.display}`)
      const call = footer.getByRole('link', { name: phone.display })
      expect(await call.getAttribute('href')).toBe(`tel:${phone.e164}`)
      for (const name of ['Accessibility Statement', 'Privacy Policy', 'Cookie Settings']) {
        await footer.getByRole('link', { name }).waitFor()
      }
      expect(await axeViolations(page)).toEqual([])

      // On a host that names no banner, the tab keeps the choice: a reload or an address typed
      // without ?banner= stays on this banner.
      await page.goto(new URL('/account/dashboard', page.url()).href)
      await expect.poll(() => page.locator('html').getAttribute('data-banner')).toBe(id)
      await page.close()
    })

    it('renders a lazily loaded route with its heading and title', async () => {
      // A page open to signed-out visitors (sign-in itself: sign-in.e2e.test.ts).
      const page = await open(`/account/dashboard?banner=${id}`)
      const heading = page.getByRole('heading', { level: 1, name: 'My Account' })
      await heading.waitFor()
      expect(await page.title()).toBe(`My Account - ${banner.title}`)
      await page.close()
    })
  },
)

describe('routes', () => {
  it('redirects /mywallet to /account/dashboard?link=mywallet (checkout.md §2 Routes)', async () => {
    // The wallet is the signed-in shopper's (wallet-flyout.md §6): sign in, then visit.
    const page = await open('/signin?banner=copperline&returnTo=%2Fmywallet%3Fbanner%3Dcopperline')
    await submitSignIn(page, 'copperline')
    await page.waitForURL((url) => url.pathname === '/account/dashboard')
    expect(new URL(page.url()).searchParams.get('link')).toBe('mywallet')
    // The dashboard opens the wallet flyout, a modal: the page behind it, its heading too,
    // leaves the accessibility tree, so the heading is looked for among hidden ones as well.
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
    await page
      .getByRole('heading', { level: 1, name: 'My Account', includeHidden: true })
      .waitFor({ state: 'attached' })
    await page.close()
  })

  it('navigates in the page from a footer link to a lazy help page', async () => {
    const page = await open('/?banner=hilltop')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Accessibility Statement' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/i/terms/accessibility')
    // Still the banner chosen at start: the page did not reload.
    expect(await page.locator('html').getAttribute('data-banner')).toBe('hilltop')
    await page.close()
  })

  it('shows the checkout layout with its back link on /scheduling (checkout.md §2)', async () => {
    // Scheduling needs sign-in (checkout.md §2): through the sign-in page and back.
    const page = await open('/scheduling?fulfillmentType=Pickup&banner=copperline')
    await page.waitForURL((url) => url.pathname === '/signin')
    await submitSignIn(page, 'copperline')
    await page.getByRole('heading', { level: 1, name: 'Schedule your order' }).waitFor()
    const back = page.getByRole('banner').getByRole('link', { name: 'Back to Cart' })
    expect(await back.getAttribute('href')).toBe('/cart')
    // The layout's shell shows the heading while the page's code loads; the page sets the
    // title once it has loaded.
    await expect.poll(() => page.title()).toBe('Checkout Schedule - Copperline Foods')
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it('skips to the main content by keyboard: the first Tab, then Enter', async () => {
    const page = await open('/account/dashboard')
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    expect(await skip.evaluate((a) => a === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    await page.close()
  })

  it('answers an unknown path with the not-found page', async () => {
    const page = await open('/no/such/page')
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()
    await page.close()
  })
})

describe('the sandbox API', () => {
  it("answers GET /api/health with 'ok'", async () => {
    problems = []
    const response = await fetch(`${servers.storefrontOrigin}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })
})
