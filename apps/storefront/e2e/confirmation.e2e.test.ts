// The order complete page, the payment error page and the footer (checkout.md §2, §5, §8),
// on the built storefront against the sandbox. Orders are placed through the sandbox API
// (create a checkout, then ACTIVATE it; MODIFY for the modified flag).
import { type BannerRecord, banners, routes } from '@aisle/api'
import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import {
  AVERY,
  activateCheckout,
  armFault,
  BANNERS,
  type Banner,
  checkoutPath,
  createCheckout,
  lineItem,
  reservedPromise,
  sandboxApi,
  signedInPage,
} from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const bannerOf = (id: Banner): BannerRecord => {
  const record = banners.find((b) => b.id === id)
  if (!record) throw new Error(`no banner ${id}`)
  return record
}

/** Signs the banner's seeded shopper in on /signin and lands on `path`. */
const signedIn = (banner: Banner, path: string, userAgent?: string): Promise<Page> =>
  signedInPage(browser, servers.storefrontOrigin, banner, path, { userAgent })

/** Calls the sandbox API as the banner's shopper. */
const api = (banner: Banner) => sandboxApi(servers.storefrontOrigin, banner)

interface OrderOptions {
  modality: 'Pickup' | 'Delivery'
  state?: string
  prop65?: boolean
  vendorId?: string
  deliveryType?: 'Standard' | 'Contactless'
}

interface PlacedCheckout {
  id: string
  versionKey: string
  checksum: string
  summary: unknown
  lineItems: unknown[]
}

/** Places an order: a new checkout, then ACTIVATE (checkout.md §4). */
async function placeOrder(banner: Banner, options: OrderOptions): Promise<PlacedCheckout> {
  const call = await api(banner)
  const address = {
    addressLines: ['12 Orchard Lane'],
    cityTown: options.state === 'CA' ? 'Fresno' : 'Columbus',
    stateProvince: options.state ?? 'OH',
    postalCode: options.state === 'CA' ? '93650' : '43004',
    countryCode: 'US',
    location: { lat: 36.77, lng: -119.79 },
  }
  const created = await createCheckout<PlacedCheckout>(call, options.modality, {
    fulfillment: {
      contact: { ...AVERY, address },
      deliveryType: options.deliveryType ?? 'Standard',
      promise: reservedPromise(options.vendorId),
    },
    lineItems: [
      lineItem('0000000004011', 3),
      lineItem('0001111000101', 1, { isItemProp65: options.prop65 ?? false }),
    ],
  })
  return activateCheckout<PlacedCheckout>(call, created, `confirmation-e2e-${created.id}`)
}

/** Modifies a placed order: one banana fewer (a MODIFY update, checkout.md §4). */
async function modifyOrder(banner: Banner, placed: PlacedCheckout): Promise<void> {
  const call = await api(banner)
  await call('PUT', checkoutPath(placed.id), {
    type: 'MODIFY',
    lineItems: [
      { cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
      { cart: { gtin13: '0001111000101' }, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
    ],
    versionKey: placed.versionKey,
    checksum: placed.checksum,
    summary: placed.summary,
    buyer: {},
    fulfillment: {},
    paymentDetails: {
      paymentMethods: { existingAuthorizations: [] },
      paymentVersionKey: placed.versionKey,
    },
    idempotencyKey: `confirmation-e2e-modify-${placed.id}`,
    options: { paymentVersion: '2' },
  })
}

const completePath = (id: string, query = '') => `/checkout/storefront/${id}/complete${query}`
const footer = (page: Page) => page.getByRole('contentinfo')
const prop65 = (page: Page) => footer(page).getByRole('region', { name: /Proposition 65/ })

// Orders placed over the sandbox API: a shortcut to variants the home page cannot put in a
// cart (a CA address with a Prop 65 item, other items left in the cart, unknown orders).
// journey.e2e.test.ts reaches the page the shopper's way.
describe('order complete page, for orders placed over the API (checkout.md §2 "Order complete page")', () => {
  it('a CA delivery: every block, the maps link off Apple devices, and the Prop 65 footer warning', async () => {
    const placed = await placeOrder('hilltop', {
      modality: 'Delivery',
      state: 'CA',
      prop65: true,
      vendorId: 'courier-partner',
    })
    const page = await signedIn('hilltop', completePath(placed.id))
    const hilltop = bannerOf('hilltop')
    await page
      .getByRole('heading', { level: 1, name: 'Thank you, your delivery order has been placed!' })
      .waitFor()
    expect(await page.title()).toBe(`Checkout Confirmed - ${hilltop.title}`)
    await page.getByText('A confirmation is sent to avery.quinn@example.com.').waitFor()
    const orderLink = page.getByRole('link', { name: `Order #${placed.id}` })
    expect(await orderLink.getAttribute('href')).toBe(`/mypurchases/pending/${placed.id}`)
    await page.getByText(/^Ordered on \d{2}\/\d{2}\/\d{4}$/).waitFor()
    expect(await page.getByRole('link', { name: '+ Add or Edit Items' }).getAttribute('href')).toBe(
      `/cart/modify?orderId=${placed.id}`,
    )

    const details = page.getByRole('region', { name: 'Order Details' })
    await details.getByText('12 Orchard Lane', { exact: true }).waitFor()
    await details.getByText('Fresno, CA 93650', { exact: true }).waitFor()
    await details.getByText('Avery Quinn').waitFor()
    await details.getByText('513-555-0148').waitFor()
    await details.getByText('Tuesday 2:00 PM - 4:00 PM').waitFor()
    await details.getByRole('img', { name: 'Map of 12 Orchard Lane, Fresno, CA 93650' }).waitFor()
    expect(await details.getByRole('link', { name: 'Get Directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=36.77%2C-119.79',
    )

    // The item count tile expands to the items.
    const tile = page.getByRole('button', { name: '4 Item(s) in Your Order' })
    expect(await tile.getAttribute('aria-expanded')).toBe('false')
    await tile.click()
    await expect.poll(() => tile.getAttribute('aria-expanded')).toBe('true')
    const items = page.getByRole('table', { name: '4 Item(s) in Your Order' })
    await items.getByRole('row', { name: /Bananas, 1 lb 3/ }).waitFor()
    await items.getByRole('row', { name: /Whole wheat bread, 20 oz 1/ }).waitFor()

    const summary = page.getByRole('region', { name: 'Payment Summary' })
    await summary.getByText('Estimated total').waitFor()
    await summary
      .getByText(
        'A hold has been placed on your card. The final charge will be made when you receive your items.',
      )
      .waitFor()
    await page
      .getByRole('region', { name: 'Next Steps' })
      .getByText('Take your items and enjoy your day!')
      .waitFor()
    await page
      .getByRole('region', { name: 'Next Steps' })
      .getByText('Be present to receive your items during your drop-off window.')
      .waitFor()
    await page.getByRole('heading', { name: 'Substitutions' }).waitFor()
    const save = page.getByRole('region', { name: 'Save Even More!' })
    expect(await save.getByRole('link').getAttribute('href')).toBe('/cl/coupons/')
    const forgot = page.getByRole('region', { name: 'Forgot something?' })
    expect(await forgot.getByRole('link').getAttribute('href')).toBe('/mypurchases')
    // The courier partner's number of this banner.
    const courier = hilltop.customerService.byDeliveryVendor['courier-partner']
    if (!courier) throw new Error('hilltop has no courier-partner number')
    const service = page.getByRole('region', { name: 'Customer Service' })
    expect(await service.getByRole('link', { name: courier.display }).getAttribute('href')).toBe(
      `tel:${courier.e164}`,
    )

    // The seeded cart still holds delivery items.
    await page.getByText("Don't forget, you have a delivery order in your cart!").waitFor()

    // checkout.md §5: Prop 65 for a CA delivery with a product that requires it.
    await prop65(page).getByText('WARNING: Cancer and Reproductive Harm -').waitFor()

    await page.getByRole('link', { name: 'Go to Cart' }).click()
    await page.waitForURL((url) => url.pathname === '/cart')
    // The warning leaves with the page.
    await expect.poll(() => prop65(page).count()).toBe(0)
    await page.context().close()
  })

  it('on an Apple device the maps link opens Apple Maps', async () => {
    const placed = await placeOrder('greenleaf', { modality: 'Delivery', state: 'CA' })
    const page = await signedIn('greenleaf', completePath(placed.id), IPHONE)
    const link = page.getByRole('region', { name: 'Order Details' }).getByRole('link', {
      name: 'Get Directions',
    })
    expect(await link.getAttribute('href')).toBe('https://maps.apple.com/?daddr=36.77%2C-119.79')
    await page.context().close()
  })

  it('a pickup: pickup heading and steps, no Prop 65 even with a CA address and a Prop 65 item', async () => {
    const placed = await placeOrder('copperline', { modality: 'Pickup', state: 'CA', prop65: true })
    const page = await signedIn('copperline', completePath(placed.id))
    await page
      .getByRole('heading', { level: 1, name: 'Thank you, your pickup order has been placed!' })
      .waitFor()
    const steps = page.getByRole('region', { name: 'Next Steps' }).getByRole('listitem')
    await expect.poll(() => steps.count()).toBe(3)
    expect(await steps.nth(0).textContent()).toContain("'On My Way'")
    expect(await steps.nth(1).textContent()).toContain("'I'm Here'")
    await page.getByRole('region', { name: 'Order Details' }).getByText('Pickup Store').waitFor()
    // The banner's own number: no vendor number for this vendor.
    const copperline = bannerOf('copperline')
    await page
      .getByRole('region', { name: 'Customer Service' })
      .getByRole('link', { name: copperline.customerService.default.display })
      .waitFor()
    expect(await prop65(page).count()).toBe(0)
    await page.context().close()
  })

  it("Prop 65 is for CA only, and only with a product that needs it; 'Leave at my door' steps; other items in the cart", async () => {
    const ohio = await placeOrder('greenleaf', {
      modality: 'Delivery',
      state: 'OH',
      prop65: true,
      deliveryType: 'Contactless',
    })
    const page = await signedIn('greenleaf', completePath(ohio.id))
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'delivery order' }).waitFor()
    await page
      .getByRole('region', { name: 'Next Steps' })
      .getByText(/'Leave at my door'/)
      .waitFor()
    expect(await prop65(page).count()).toBe(0)

    // A pickup item in the cart beside the delivery items: 'other items'.
    const call = await api('greenleaf')
    await call('PUT', routes.updateBasket.path, {
      lines: [{ gtin13: '0004400000303', quantity: 1, modalityType: 'Pickup' }],
    })
    const noProp65Item = await placeOrder('greenleaf', { modality: 'Delivery', state: 'CA' })
    await page.goto(`${servers.storefrontOrigin}${completePath(noProp65Item.id)}`)
    await page.getByText("Don't forget, you have other items in your cart!").waitFor()
    expect(await prop65(page).count()).toBe(0)
    await page.context().close()
  })

  it('im=true: the modified wording and the cost change', async () => {
    const placed = await placeOrder('greenleaf', { modality: 'Delivery', state: 'OH' })
    await modifyOrder('greenleaf', placed)
    const page = await signedIn('greenleaf', completePath(placed.id, '?im=true'))
    await page
      .getByRole('heading', { level: 1, name: 'Thank you, your delivery order has been updated!' })
      .waitFor()
    const summary = page.getByRole('region', { name: 'Payment Summary' })
    // One banana fewer: 59 cents less.
    await summary.getByText('Cost Change').waitFor()
    await summary.getByText('-$0.59').waitFor()
    await page.getByRole('button', { name: '3 Item(s) in Your Order' }).waitFor()
    await page.context().close()
  })

  it('an unknown order shows its state; a failing order read shows the error with Try Again', async () => {
    const page = await signedIn('greenleaf', completePath('no-such-order'))
    await page.getByText('We could not find this order.').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Checkout Confirmed' }).waitFor()

    const placed = await placeOrder('greenleaf', { modality: 'Delivery' })
    // A 409 is not retried by the client: the page shows its error state.
    await armFault(servers.storefrontOrigin, 'order', '409')
    await page.goto(`${servers.storefrontOrigin}${completePath(placed.id)}`)
    const alert = page.getByRole('alert')
    await alert.getByText('We could not load your order. Please try again.').waitFor()
    await alert.getByRole('button', { name: 'Try Again' }).click()
    await page
      .getByRole('heading', { level: 1, name: 'Thank you, your delivery order has been placed!' })
      .waitFor()
    await page.context().close()
  })

  it('a stored redirect path equal to this page is reset to / and the shopper goes to /', async () => {
    const placed = await placeOrder('greenleaf', { modality: 'Delivery' })
    const path = completePath(placed.id)
    const page = await signedIn('greenleaf', '/')
    await page.evaluate((p) => sessionStorage.setItem('aisle:redirect-path', p), path)
    await page.goto(`${servers.storefrontOrigin}${path}`)
    await page.waitForURL((url) => url.pathname === '/')
    expect(await page.evaluate(() => sessionStorage.getItem('aisle:redirect-path'))).toBe('/')

    // Any other stored path leaves the page alone.
    await page.evaluate(() => sessionStorage.setItem('aisle:redirect-path', '/cart'))
    await page.goto(`${servers.storefrontOrigin}${path}`)
    await page.getByRole('heading', { level: 1, name: /has been placed!$/ }).waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('aisle:redirect-path'))).toBe('/cart')
    await page.context().close()
  })

  it('by keyboard alone: through the links, the items tile, and on to the coupons', async () => {
    const placed = await placeOrder('greenleaf', { modality: 'Delivery', state: 'CA' })
    const page = await signedIn('greenleaf', completePath(placed.id))
    await page.getByRole('heading', { level: 1, name: /has been placed!$/ }).waitFor()
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement
        return el ? `${el.tagName}:${el.textContent?.trim() ?? ''}` : ''
      })
    const visited: string[] = []
    async function tabTo(name: string, tag: 'A' | 'BUTTON') {
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab')
        const now = await focusedName()
        visited.push(now)
        if (now === `${tag}:${name}`) return
      }
      throw new Error(`Tab never reached ${name}; visited ${visited.join(' | ')}`)
    }
    await tabTo(`Order #${placed.id}`, 'A')
    await tabTo('+ Add or Edit Items', 'A')
    await tabTo('Go to Cart', 'A')
    await tabTo('Get Directions', 'A')
    await tabTo('4 Item(s) in Your Order', 'BUTTON')
    await page.keyboard.press('Enter')
    await page.getByRole('table', { name: '4 Item(s) in Your Order' }).waitFor()
    await tabTo('View Coupons', 'A')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/cl/coupons'))
    await page.context().close()
  })
})

describe('payment error page (checkout.md §2, §8)', () => {
  it("reads 'We're sorry, we could not complete your order.' with the reason passed on", async () => {
    const page = await signedIn('greenleaf', '/checkout/payment-error')
    await page
      .getByRole('heading', { level: 1, name: "We're sorry, we could not complete your order." })
      .waitFor()
    expect(await page.getByText(/Error Code/).count()).toBe(0)
    // The place-order flow navigates with the reason in the location state.
    await page.goto(`${servers.storefrontOrigin}/`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { reason: 'The payment was not authorized.' }, key: 'e2e', idx: 1 },
        '',
        '/checkout/payment-error',
      )
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    })
    await page.getByText('The payment was not authorized.').waitFor()
    // A reason in the query string, as a link carries it.
    await page.goto(
      `${servers.storefrontOrigin}/checkout/payment-error?isModify=true&reason=${encodeURIComponent('Your card was declined.')}`,
    )
    await page.getByRole('heading', { level: 1, name: 'Order Canceled' }).waitFor()
    await page.getByText('Your card was declined.').waitFor()
    await page.context().close()
  })

  it("isModify=true: 'Order Canceled', the banner's number and Error Code RV9547", async () => {
    for (const banner of ['greenleaf', 'hilltop'] as const) {
      const page = await signedIn(banner, '/checkout/payment-error?isModify=true')
      await page.getByRole('heading', { level: 1, name: 'Order Canceled' }).waitFor()
      await page.getByText('Error Code RV9547').waitFor()
      const phone = bannerOf(banner).customerService.default
      const main = page.getByRole('main')
      expect(await main.getByRole('link', { name: phone.display }).getAttribute('href')).toBe(
        `tel:${phone.e164}`,
      )
      await page.context().close()
    }
  })
})

describe('footer (checkout.md §2 "Cart item lists and footer")', () => {
  it("shows each banner's phone line for screen-reader users, and no Prop 65 outside a CA delivery", async () => {
    for (const banner of BANNERS) {
      const page = await signedIn(banner, '/checkout/payment-error')
      const line = bannerOf(banner).footer.screenReaderLine
      await footer(page).getByText(line.text).waitFor()
      expect(
        await footer(page).getByRole('link', { name: line.phone.display }).getAttribute('href'),
      ).toBe(`tel:${line.phone.e164}`)
      expect(await prop65(page).count()).toBe(0)
      // /i/privacy-policy opens in a new tab (checkout.md §2 "Other links").
      const privacy = footer(page).getByRole('link', { name: /privacy/i })
      expect(await privacy.getAttribute('href')).toBe('/i/privacy-policy')
      expect(await privacy.getAttribute('target')).toBe('_blank')
      await page.context().close()
    }
  })
})
