// Issue 10's gates over the built storefront on the sandbox, in Chromium:
// - the accessibility sweep: every route in every sample banner, narrow (375 px) and wide,
//   without an axe violation of the WCAG 2.2 A/AA rules (target size included);
// - the payment pages' script inventory: /checkout and the wallet load only the scripts
//   listed in apps/storefront/payment-scripts.json, under a CSP without inline script.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { routes } from '@aisle/api'
import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import {
  entryKeyOf,
  isPageModule,
  loadableClosure,
  readManifest,
  staticClosure,
} from '../../../scripts/lib/bundle-sizes.ts'
import { siteRoutes } from '../src/pages.ts'
import {
  activateCheckout,
  axeViolations,
  BANNERS,
  type Banner,
  createCheckout,
  sandboxApi,
  signedInPage,
} from './shopper.ts'
import { storefrontDist, storefrontForFile } from './storefront-harness.ts'

let browser: Browser
let origin: string
storefrontForFile((started) => {
  browser = started.browser
  origin = started.servers.storefrontOrigin
})

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const WIDE = { width: 1280, height: 900 }
const NARROW = { width: 375, height: 812 }
/** Every route of the route table as a concrete path, with the ids the shopper has. */
async function concretePaths(banner: Banner): Promise<string[]> {
  const call = await sandboxApi(origin, banner)
  const book = await call<{ data: { addresses: Array<{ id: string }> } }>(
    'GET',
    routes.legacyAddresses.path,
  )
  const draft = await createCheckout(call, 'Pickup')
  const toPlace = await createCheckout(call, 'Pickup')
  await activateCheckout(call, toPlace, `gates-${banner}-${toPlace.id}`)
  const ids: Record<string, string> = {
    addressId: book.data.addresses[0]?.id ?? 'missing',
    id: toPlace.id,
    orderId: toPlace.id,
    appName: 'storefront',
  }
  const paths = siteRoutes
    .map(([path]) => path)
    .filter((path) => path !== '/signin')
    .map((path) =>
      path === '*'
        ? '/no-such-page'
        : path
            .replace('/*', '/privacy-policy')
            .replace(/:(\w+)/g, (_, name: string) => ids[name] ?? name),
    )
  return [...paths, '/scheduling?fulfillmentType=Pickup', `/checkout?orderId=${draft.id}`]
}

/** The page once its route has rendered: a level-one heading and no call left in flight. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.waitForLoadState('networkidle')
}

/**
 * After a resize: two frames for media queries and resize observers to apply, then the
 * same wait as after a load (a layout that swaps parts may fetch or load a chunk).
 */
async function settleResize(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  await settle(page)
}

// The sweep creates a draft and a placed checkout over the sandbox API per banner: a shortcut
// so that every route of the table has a page to render, not a journey.
describe('accessibility sweep (WCAG 2.2 A and AA, target size 24x24; checkouts created over the API)', () => {
  for (const banner of BANNERS) {
    // Each route is loaded once and checked at both widths (the page resized in between),
    // which halves the loads; the layouts respond to resizes as to a fresh load.
    it(`every route in ${banner}, narrow and wide, has no axe violation`, async () => {
      const paths = await concretePaths(banner)
      const found: string[] = []
      const page = await signedInPage(browser, origin, banner, '/', { viewport: WIDE })
      for (const path of paths) {
        await page.setViewportSize(WIDE)
        await page.goto(`${origin}${path}`)
        await settle(page)
        for (const v of await axeViolations(page, WCAG_22_AA)) found.push(`wide ${path} ${v}`)
        await page.setViewportSize(NARROW)
        await settleResize(page)
        for (const v of await axeViolations(page, WCAG_22_AA)) found.push(`narrow ${path} ${v}`)
      }
      await page.context().close()
      expect(found).toEqual([])
    }, 240_000)
  }
})

// payment-scripts.json: each script as '<origin kind>:<path>' with the build hash taken out:
// what the pages loaded in the test below, and every chunk the build lets them load later
// (a drawer, a dialog, the toaster). After a reviewed change, `UPDATE_PAYMENT_SCRIPTS=1`
// rewrites the file; the diff of the file is what the review reads.
const inventoryFile = resolve(import.meta.dirname, '..', 'payment-scripts.json')
const inventory = JSON.parse(readFileSync(inventoryFile, 'utf8')) as { scripts: string[] }

/** '/assets/vendor.js' from '/assets/vendor-DVxCql1K.js'. */
const withoutHash = (path: string) => path.replace(/-[\w-]{8}\.js$/, '.js')

/** 'storefront:/assets/vendor.js' from 'http://127.0.0.1:4312/assets/vendor-DVxCql1K.js'. */
function scriptName(url: string, cardFrameOrigin: string): string {
  const parsed = new URL(url)
  const kind =
    parsed.origin === origin
      ? 'storefront'
      : parsed.origin === cardFrameOrigin
        ? 'card-frame'
        : parsed.origin
  return `${kind}:${withoutHash(parsed.pathname)}`
}

/**
 * Every storefront script the payment pages can load, from the build's manifest: the
 * entry, then all that /checkout (the payment page) and /mywallet (the dashboard with the
 * wallet) import, lazily or not, short of another route's page.
 */
function loadableScripts(): string[] {
  const manifest = readManifest(storefrontDist)
  const entry = entryKeyOf(manifest)
  const keys = new Set([
    ...staticClosure(manifest, entry),
    ...loadableClosure(manifest, 'src/pages/payment-page.tsx', isPageModule),
    ...loadableClosure(manifest, 'src/pages/dashboard-page.tsx', isPageModule),
  ])
  return [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
    .map((file) => `storefront:${withoutHash(`/${file}`)}`)
}

describe('payment pages: script inventory and CSP (PCI DSS 6.4.3; a checkout created over the API)', () => {
  it('the checkout and the wallet with its card-entry frame load only listed scripts, and no inline script', async () => {
    const banner: Banner = 'greenleaf'
    const call = await sandboxApi(origin, banner)
    const draft = await createCheckout(call, 'Pickup')
    const page = await signedInPage(browser, origin, banner, `/checkout?orderId=${draft.id}`)
    const frame = await fetch(`${origin}/api/__sandbox/card-frame`)
    const { origin: cardFrameOrigin } = (await frame.json()) as { origin: string }
    const loaded = new Set<string>()
    const violations: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        loaded.add(scriptName(request.url(), cardFrameOrigin))
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })

    const checkout = await page.goto(`${origin}/checkout?orderId=${draft.id}`)
    const csp = checkout?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(csp).not.toContain('unsafe-inline')
    await settle(page)

    await page.goto(`${origin}/mywallet`)
    const wallet = page.getByRole('dialog', { name: 'Wallet' })
    await wallet.waitFor()
    await wallet.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await page.frameLocator('iframe').first().locator('input').first().waitFor()
    const cardFrame = page.frames().find((f) => f.url().startsWith(cardFrameOrigin))
    expect(cardFrame, 'the card-entry frame').toBeDefined()
    await cardFrame?.waitForLoadState('load')

    const loadable = loadableScripts()
    if (process.env.UPDATE_PAYMENT_SCRIPTS) {
      const scripts = [...new Set([...loaded, ...loadable])].sort()
      writeFileSync(inventoryFile, `${JSON.stringify({ scripts }, null, 2)}\n`)
      inventory.scripts = scripts
    }
    expect(loaded.size, 'the pages loaded no script at all').toBeGreaterThan(0)
    const unlisted = [...loaded].filter((name) => !inventory.scripts.includes(name)).sort()
    expect(unlisted, 'scripts missing from apps/storefront/payment-scripts.json').toEqual([])
    const neverListed = loadable.filter((name) => !inventory.scripts.includes(name)).sort()
    expect(neverListed, 'loadable later, missing from payment-scripts.json').toEqual([])
    expect(violations).toEqual([])
    await page.context().close()
  }, 120_000)
})
