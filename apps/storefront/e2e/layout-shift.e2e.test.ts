// The header keeps its size and places while a signed-in page loads: the account menu and
// the cart link (chunks loaded on their own) and the cart's count (the basket call) arrive
// in places held for them, so the page records no layout shift. Each part is held back
// until the header has been measured without it, so the order is fixed, not left to timing.
// The account dashboard (behind the /mywallet flyout too) does the same for its greeting
// (the profile call) and its store table (the banner logos call and the logo images).
import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { createDeliveryDraft, holdRequests, sandboxApi, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

interface Shift {
  value: number
  hadRecentInput: boolean
  sources: string[]
}

// Runs in the page before its own scripts: keeps every layout-shift entry and what moved.
const RECORD_SHIFTS = `
window.__shifts = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__shifts.push({
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      sources: (entry.sources || []).map((s) => {
        const n = s.node
        const name = !n ? '(gone)' : n.nodeType === 1 ? n.tagName.toLowerCase() + (n.className ? '.' + n.className : '') : n.nodeName
        const r = (b) => b.x + ',' + b.y + ' ' + b.width + 'x' + b.height
        return name + ' ' + r(s.previousRect) + ' -> ' + r(s.currentRect)
      }),
    })
  }
}).observe({ type: 'layout-shift', buffered: true })
`

/** The header, its navigation and each of the navigation's children: where and how big. */
const headerGeometry = async (page: Page): Promise<string[]> => {
  // Measured with the banner's fonts in, so a late font is not taken for a shift.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page.evaluate(() => {
    const header = document.querySelector('header')
    const nav = header?.querySelector('nav')
    if (!header || !nav) return []
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return `${r.x},${r.y} ${r.width}x${r.height}`
    }
    return [`header ${box(header)}`, `nav ${box(nav)}`, ...[...nav.children].map(box)]
  })
}

/** The narrow and the wide layout each test below is run at. */
const VIEWPORTS = [
  ['375 px', { width: 375, height: 812 }],
  ['1280 px', { width: 1280, height: 900 }],
] as const

/** A greenleaf shopper signed in on `path` at `viewport`, recording shifts from the next load. */
async function recordingPage(path: string, viewport: { width: number; height: number }) {
  const page = await signedInPage(browser, servers.storefrontOrigin, 'greenleaf', path, {
    viewport,
  })
  await page.addInitScript(RECORD_SHIFTS)
  return page
}

/** The layout shifts recorded so far, once the current frame has been painted. */
const recordedShifts = (page: Page): Promise<Shift[]> =>
  page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __shifts: Shift[] }).__shifts),
          ),
        ),
      ),
  )

describe.each(VIEWPORTS)('the signed-in header at %s', (_, viewport) => {
  it('does not move while the account menu, the cart link and its count load', async () => {
    const page = await recordingPage('/account/addresses', viewport)
    // The account menu (the kit's Menu, its machine loaded on intent): held until the
    // header has settled.
    const menuChunk = await holdRequests(page, '**/assets/header-account-menu-*.js')
    const cartChunk = await holdRequests(page, '**/assets/header-cart-link-*.js')
    const basket = await holdRequests(page, '**/api/cart/v1/basket*')

    // A fresh load of the page, as a shopper coming back to it (the session is kept).
    await page.goto(`${servers.storefrontOrigin}/account/addresses`)
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor()
    await cartChunk.arrived
    await menuChunk.arrived
    const waiting = await headerGeometry(page)
    expect(waiting.length, 'the header, its navigation and its three places').toBe(5)

    cartChunk.release()
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })
    await cart.waitFor()
    menuChunk.release()
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Account menu' })
    await menuButton.waitFor()
    // A pointer over it loads the menu's machine: Ark's trigger takes the stand-in's place.
    await menuButton.hover()
    await expect.poll(() => menuButton.getAttribute('data-scope')).toBe('menu')
    await basket.arrived
    expect(await headerGeometry(page), 'the menu and the cart link are in').toEqual(waiting)

    // The seeded shopper's basket is not empty: the count goes from 0 to its units.
    basket.release()
    await expect.poll(() => cart.getAttribute('aria-label')).not.toBe('Cart, 0 items')
    expect(await headerGeometry(page), 'the count is in').toEqual(waiting)

    const shifts = (await recordedShifts(page)).filter((shift) => !shift.hadRecentInput)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01)
    await page.context().close()
  })
})

/** The dashboard's intro, its list of pages, the store table (or what holds its place), the footer. */
const dashboardGeometry = async (page: Page): Promise<string[]> => {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page.evaluate(() => {
    const box = (name: string, el: Element | null | undefined) => {
      if (!el) return `${name} missing`
      const r = el.getBoundingClientRect()
      return `${name} ${r.x},${r.y} ${r.width}x${r.height}`
    }
    const intro = [...document.querySelectorAll('main p')].find((p) =>
      p.textContent?.startsWith('Manage your profile'),
    )
    const list = intro?.id ? document.querySelector(`[aria-labelledby="${intro.id}"]`) : null
    return [box('intro', intro), box('list', list), box('footer', document.querySelector('footer'))]
  })
}

/** Where each cell of the store table is. */
const tableGeometry = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('table td, table th')].map((cell) => {
      const r = cell.getBoundingClientRect()
      return `${cell.textContent} ${r.x},${r.y} ${r.width}x${r.height}`
    }),
  )

describe.each(VIEWPORTS)('the account dashboard at %s', (_, viewport) => {
  it('does not move while the greeting, the store table and its logos load', async () => {
    const page = await recordingPage('/account/dashboard', viewport)
    const profile = await holdRequests(page, '**/api/atlas/v1/customer-profile/v1/profile')
    const logos = await holdRequests(page, '**/api/accountmanagement/api/banner-logos')
    const logoImages = await holdRequests(page, '**/banners/*/logo.svg')

    // Not until 'load': the header's own logo is one of the held images, and it is in the
    // document before the load event, which then waits for it.
    await page.goto(`${servers.storefrontOrigin}/account/dashboard`, {
      waitUntil: 'domcontentloaded',
    })
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor()
    await Promise.all([profile.arrived, logos.arrived])
    // Both loads are announced (the spinner's status shows after its delay).
    await page.getByRole('status').filter({ hasText: 'Loading your account…' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Loading our stores' }).waitFor()
    const waiting = await dashboardGeometry(page)
    // Counted from the start: the page's own chunk loading into the empty main (the footer
    // stays below the first screen), then the profile, the logos call and the logo images.
    expect(waiting.filter((line) => line.endsWith('missing'))).toEqual([])

    profile.release()
    await page.getByRole('heading', { level: 2, name: /^Welcome, / }).waitFor()
    expect(await dashboardGeometry(page), 'the greeting is in').toEqual(waiting)

    logos.release()
    const table = page.getByRole('table', { name: 'Our stores' })
    await table.waitFor()
    expect(await dashboardGeometry(page), 'the store table is in').toEqual(waiting)
    const cells = await tableGeometry(page)

    logoImages.release()
    await expect
      .poll(() =>
        table.evaluate((t) => [...t.querySelectorAll('img')].every((img) => img.complete)),
      )
      .toBe(true)
    expect(await tableGeometry(page), 'the logos are in').toEqual(cells)
    expect(await dashboardGeometry(page), 'the logos are in').toEqual(waiting)

    const shifts = (await recordedShifts(page)).filter((shift) => !shift.hadRecentInput)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01)
    await page.context().close()
  })
})

// The home page, prerendered per banner and hydrated, as Lighthouse loads it: its text is
// laid out once in the banner's faces or, if they are late, in the fallback for good
// (src/fonts.css, font-display: optional), and the product list fills the held main.
describe.each(VIEWPORTS)('the home page at %s', (_, viewport) => {
  it.each(['greenleaf', 'hilltop', 'copperline'])(
    '%s: nothing moves from the first paint to the loaded product list',
    async (banner) => {
      const context = await browser.newContext({ viewport })
      try {
        const page = await context.newPage()
        await page.addInitScript(RECORD_SHIFTS)
        await page.goto(`${servers.storefrontOrigin}/?banner=${banner}`)
        await page.getByRole('heading', { level: 2, name: 'Shop Popular Items' }).waitFor()
        await page.getByRole('listitem').first().waitFor()
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        const shifts = (await recordedShifts(page)).filter((shift) => !shift.hadRecentInput)
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        expect(total, JSON.stringify(shifts, null, 1)).toBe(0)
      } finally {
        await context.close()
      }
    },
  )
})

/** The delivery toggle and the times under it: where and how big. */
const timesGeometry = async (page: Page): Promise<string[]> => {
  const box = async (name: string, locator: ReturnType<Page['locator']>) => {
    const r = await locator.boundingBox()
    return r ? `${name} ${r.x},${r.y} ${r.width}x${r.height}` : `${name} missing`
  }
  return [
    await box('toggle', page.getByRole('switch').locator('xpath=ancestor::label')),
    await box('times', page.getByRole('radiogroup', { name: 'Available Times' })),
  ]
}

// Scheduling (checkout.md §2): the own-delivery tooltip's button is beside the 'Show only …
// Delivery' toggle from the first render; the tooltip's code (the kit's tooltip engine:
// Ark, zag, Floating UI) loads on the first hover, not with the page, and nothing below
// the toggle moves when it arrives and opens.
describe.each(VIEWPORTS)('delivery scheduling at %s', (_, viewport) => {
  it('loads the own-delivery tooltip on the first hover, and nothing moves', async () => {
    const page = await recordingPage('/account/addresses', viewport)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const engine = await holdRequests(page, '**/assets/tooltip-engine-*.js')
    await page.goto(`${servers.storefrontOrigin}/scheduling?fulfillmentType=Delivery`)
    await page
      .getByRole('radiogroup', { name: 'Available Times' })
      .getByRole('radio')
      .first()
      .waitFor()
    const info = page.getByRole('button', { name: /^Delivered by / })
    await info.waitFor()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    expect(scripts.filter((path) => path.includes('tooltip-engine'))).toEqual([])
    const waiting = await timesGeometry(page)
    expect(waiting.filter((line) => line.endsWith('missing'))).toEqual([])

    const before = (await recordedShifts(page)).length
    await info.hover()
    await engine.arrived
    expect(await page.getByRole('tooltip').count(), 'open before its code is in').toBe(0)
    engine.release()
    const tooltip = page.getByRole('tooltip')
    await tooltip.waitFor()
    expect(await tooltip.textContent()).toContain('Delivered by Greenleaf associates')
    expect(await timesGeometry(page), 'the tooltip is open').toEqual(waiting)
    const after = (await recordedShifts(page)).slice(before)
    expect(after, JSON.stringify(after, null, 1)).toEqual([])
    await page.context().close()
  })
})

// Scheduling (checkout.md §2): 'Under $5' joins the 'Delivery Options' chips once the
// quotes have a slot under $5. At 375 px it wraps onto a second line; its place is held
// while the quotes load, so the 'Day and Time' card below does not move when they arrive.
describe.each(VIEWPORTS)('delivery scheduling at %s, the quotes arriving', (_, viewport) => {
  it('keeps the times card in place when the Under $5 chip appears', async () => {
    const page = await recordingPage('/account/addresses', viewport)
    const quotes = await holdRequests(page, '**/fulfillment/api/timeslots')
    await page.goto(`${servers.storefrontOrigin}/scheduling?fulfillmentType=Delivery`)
    await quotes.arrived
    const chips = page.getByRole('radiogroup', { name: 'Show' })
    await chips.getByRole('radio', { name: 'All' }).waitFor()
    await page.getByRole('switch').waitFor()
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // The held place is neither seen nor reachable: two radios while the quotes load.
    expect(await chips.getByRole('radio').count()).toBe(2)
    const timesCard = page.getByRole('region', { name: /Day and Time/ })
    const before = await timesCard.boundingBox()
    const shiftsBefore = (await recordedShifts(page)).length

    quotes.release()
    await chips.getByRole('radio', { name: 'Under $5' }).waitFor()
    await page
      .getByRole('radiogroup', { name: 'Available Times' })
      .getByRole('radio')
      .first()
      .waitFor()
    expect((await timesCard.boundingBox())?.y, 'the times card, once the quotes are in').toBe(
      before?.y,
    )
    const after = (await recordedShifts(page)).slice(shiftsBefore)
    expect(after, JSON.stringify(after, null, 1)).toEqual([])
    await page.context().close()
  })
})

// The payment step's back link says 'Back to Cart' until the checkout is read, then 'Back
// to Scheduling' (checkout.md §2). The link keeps the longer label's width throughout, so
// the banner's logo beside it stays where it was painted.
describe.each(VIEWPORTS)('the payment step at %s', (_, viewport) => {
  it('keeps the logo in place when the back link learns its target', async () => {
    const call = await sandboxApi(servers.storefrontOrigin, 'greenleaf')
    const draft = await createDeliveryDraft(call)
    const page = await recordingPage('/account/addresses', viewport)
    const backLink = await holdRequests(page, '**/assets/payment-back-link-*.js')
    await page.goto(`${servers.storefrontOrigin}/checkout?orderId=${draft.id}&nc=true`)
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Back to Cart' }).waitFor()
    await backLink.arrived
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const logo = header.getByRole('link', { name: /Greenleaf/ })
    const before = await logo.boundingBox()
    const shiftsBefore = (await recordedShifts(page)).length

    backLink.release()
    await header.getByRole('link', { name: 'Back to Scheduling' }).waitFor()
    expect(await logo.boundingBox(), 'the logo, once the link says Scheduling').toEqual(before)
    const after = (await recordedShifts(page)).slice(shiftsBefore)
    expect(after, JSON.stringify(after, null, 1)).toEqual([])
    await page.context().close()
  })
})
