import type { Browser, Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import {
  activateCheckout,
  BANNERS,
  type Banner,
  createCheckout,
  lineItem,
  sandboxApi,
  signedInPage,
} from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

/** Signs the banner's seeded shopper in on /signin and lands on `path`. */
const signedIn = (banner: Banner, path: string): Promise<Page> =>
  signedInPage(browser, servers.storefrontOrigin, banner, path)

/** Places an order: a new checkout of two items, then ACTIVATE (checkout.md §4). */
async function placeOrder(banner: Banner): Promise<string> {
  const call = await sandboxApi(servers.storefrontOrigin, banner)
  const checkout = await createCheckout(call, 'Pickup', {
    buyer: {},
    fulfillment: {},
    lineItems: [lineItem('0000000004011', 4), lineItem('0001111000101', 1)],
  })
  await activateCheckout(call, checkout, `frame-e2e-${checkout.id}`)
  return checkout.id
}

/** Polls as the page settles; the machine may be busy, so up to 15 s. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 })

/** Waits for the row of an item to read its quantity and total price. */
async function row(scope: Locator, item: string, quantity: number, total: string) {
  const line = scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('rowheader', { name: item }) })
  await poll(async () =>
    (await line.getByRole('cell').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()),
  ).toEqual([String(quantity), total])
}

const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })

describe('storefront frame', () => {
  it('from the home page: add an item, open the cart, change a quantity, check out to scheduling', async () => {
    const page = await signedIn('greenleaf', '/')
    await page.getByRole('heading', { level: 2, name: 'Shop Popular Items' }).waitFor()
    await poll(() => cartLink(page).getAttribute('aria-label')).toMatch(/^Cart, 13 items$/)

    await page.getByRole('button', { name: 'Add to Cart Bananas, 1 lb' }).click()
    await page.getByText('Bananas, 1 lb added to your cart.').waitFor()
    await page.getByRole('button', { name: 'Add to Cart Almond milk, 64 oz' }).click()
    await poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 15 items')

    await cartLink(page).click()
    await page.waitForURL(/\/cart$/)
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor()
    const delivery = page.getByRole('region', { name: 'Delivery Items' })
    const table = delivery.getByRole('table', { name: 'Delivery Items' })
    await row(table, 'Bananas, 1 lb', 7, '$4.13')
    // Seven lines: five show until 'Show All Items' (checkout.md §9).
    await poll(() => table.getByRole('row').count()).toBe(1 + 5)
    await delivery.getByRole('button', { name: 'Show All Items' }).click()
    await poll(() => table.getByRole('row').count()).toBe(1 + 7)

    await delivery
      .getByRole('button', { name: 'Increase quantity of Whole wheat bread, 20 oz' })
      .click()
    await row(table, 'Whole wheat bread, 20 oz', 2, '$6.98')
    await delivery.getByRole('button', { name: 'Remove Almond milk, 64 oz' }).click()
    await poll(() => table.getByText('Almond milk, 64 oz').count()).toBe(0)
    await poll(() => cartLink(page).getAttribute('aria-label')).toBe('Cart, 15 items')

    // Reloading reads the basket back from the sandbox.
    await page.reload()
    await row(table, 'Whole wheat bread, 20 oz', 2, '$6.98')

    await delivery.getByRole('link', { name: /Check Out/ }).click()
    await page.waitForURL(/\/scheduling\?fulfillmentType=Delivery$/)
    await page.getByRole('heading', { level: 1, name: 'Schedule your order' }).waitFor()
    await page.context().close()
  })

  it('by keyboard alone: the cart link, a quantity change and Check Out', async () => {
    const page = await signedIn('copperline', '/')
    const link = cartLink(page)
    await link.waitFor()
    await link.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/cart$/)
    const pickup = page.getByRole('region', { name: 'Pickup Items' })
    const plus = pickup.getByRole('button', { name: 'Increase quantity of Bananas, 1 lb' })
    await plus.focus()
    await page.keyboard.press('Enter')
    await row(pickup, 'Bananas, 1 lb', 7, '$4.13')
    // After the table: its toggle, then the group's Check Out.
    await pickup.getByRole('button', { name: 'Show All Items' }).focus()
    await page.keyboard.press('Enter')
    await poll(() => pickup.getByRole('row').count()).toBe(1 + 6)
    await page.keyboard.press('Tab')
    await poll(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe('Check Out: Pickup Items')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/scheduling\?fulfillmentType=Pickup$/)
    await page.context().close()
  })

  it('opens the wallet from the dashboard link (?link=mywallet)', async () => {
    const page = await signedIn('hilltop', '/account/dashboard')
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor()
    await page.getByRole('heading', { level: 2, name: /^Welcome, / }).waitFor()
    await page
      .getByRole('main')
      .getByRole('list', { name: /^Manage your profile/ })
      .getByRole('link', { name: 'Wallet', exact: true })
      .click()
    await page.waitForURL(/\/account\/dashboard\?link=mywallet$/)
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
    await page.context().close()
  })

  // The order is placed over the sandbox API, a shortcut: journey.e2e.test.ts places one the
  // shopper's way and modifies it from the confirmation.
  it('opens a placed order from purchases and starts modifying it (the order placed over the API)', async () => {
    const orderId = await placeOrder('copperline')
    const page = await signedIn('copperline', '/mypurchases')
    await page.getByRole('heading', { level: 1, name: 'Purchase History' }).waitFor()
    const orders = page.getByRole('list', { name: 'Your orders' })
    await orders.getByRole('heading', { name: `Order ${orderId}` }).waitFor()
    await orders
      .getByRole('link', { name: /^View order of / })
      .first()
      .click()
    await page.waitForURL(new RegExp(`/mypurchases/pending/${orderId}$`))
    await page.getByRole('heading', { level: 1, name: 'Order Details' }).waitFor()
    await page.getByText('Order Placed').waitFor()
    await row(page.getByRole('main'), 'Bananas, 1 lb', 4, '$2.36')

    await page.getByRole('link', { name: 'Add or Edit Items' }).click()
    await page.waitForURL(new RegExp(`/cart/modify\\?orderId=${orderId}$`))
    await page.getByRole('heading', { level: 1, name: 'Modify Your Order' }).waitFor()
    const pickup = page.getByRole('region', { name: 'Pickup Items' })
    await pickup.getByRole('button', { name: 'Increase quantity of Bananas, 1 lb' }).click()
    await row(pickup, 'Bananas, 1 lb', 5, '$2.95')
    await pickup.getByRole('link', { name: /Check Out/ }).click()
    await page.waitForURL(new RegExp(`/checkout\\?orderId=${orderId}&nc=true&im=true$`))
    await page.context().close()
  })
})

const CHECKOUT_LINKS = [
  '/shopping/cart',
  '/cart/modify',
  '/products/start-my-cart',
  '/got-everything',
  '/topic/digital-faqs',
  '/i/privacy-policy',
  '/i/snap-ebt-faq',
  '/i/terms/accessibility',
  '/mypurchases',
  '/cl/coupons/',
]

/** Fails on a 404 page or an error page; resolves with what it found for the message. */
async function checkPage(page: Page, href: string, errors: string[]) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).count(), {
      message: `${href}: no h1`,
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? ''
  expect(heading, href).not.toBe('Page Not Found')
  const alerts = await page
    .getByText(/Oops, something went wrong|Something Went Wrong|could not load/)
    .count()
  expect(alerts, `${href} shows an error`).toBe(0)
  expect(errors, `${href} threw`).toEqual([])
}

describe.each(BANNERS)('link walk, %s', (banner) => {
  it('every link of the header, the footer and the account menu opens a real page', async () => {
    const page = await signedIn(banner, '/')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await cartLink(page).waitFor()

    const origin = servers.storefrontOrigin
    const hrefs = async (scope: 'banner' | 'contentinfo') =>
      page
        .getByRole(scope)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    const internal = (href: string) => href.startsWith(`${origin}/`)
    const linked = [...(await hrefs('banner')), ...(await hrefs('contentinfo'))].filter(internal)
    expect(linked.length).toBeGreaterThanOrEqual(5)
    // checkout.md §2 "Other links": the pages the checkout links to.
    linked.push(...CHECKOUT_LINKS.map((path) => `${origin}${path}`))

    for (const href of new Set(linked)) {
      // A full load picks the banner from ?banner= (the host names are not the banners').
      const response = await page.goto(`${href}${href.includes('?') ? '&' : '?'}banner=${banner}`)
      expect(response?.status(), href).toBe(200)
      await checkPage(page, href, errors)
    }

    // The account menu's items navigate in the page.
    await page.goto(`${origin}/?banner=${banner}`)
    const menuButton = page.getByRole('button', { name: 'Account menu' })
    await menuButton.click()
    // The menu's code loads on that first press; the menu opens once it is there.
    await page.getByRole('menu').waitFor()
    const labels = await page.getByRole('menuitem').allTextContents()
    expect(labels).toEqual(expect.arrayContaining(['My Account', 'Profile', 'Points Summary']))
    await page.keyboard.press('Escape')
    for (const label of labels) {
      await menuButton.click()
      await page.getByRole('menuitem', { name: label, exact: true }).click()
      await page.waitForLoadState()
      if (!page.url().startsWith(origin)) continue
      await checkPage(page, `${label} (${page.url()})`, errors)
      if (label === 'Wallet') {
        // /mywallet opens the wallet flyout over the dashboard; start again from home.
        await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
        await page.goto(`${origin}/?banner=${banner}`)
      }
    }
    await page.context().close()
  }, 120_000) // some thirty pages per banner on a shared machine
})
