// What scheduling chose reaches the payment step, the order and its confirmation, and a
// modified order's review shows its new basket: every state reached as a shopper reaches
// it, through the storefront (home, cart, Check Out, scheduling, payment, place,
// confirmation, modify), against the sandbox (checkout.md §2, §3, §4, §5, §7, §9).
import { routes } from '@aisle/api'
import type { Browser, Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { type Banner, sandboxApi, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

/**
 * A fresh sandbox for each describe block: a journey changes the shopper's cart (an order
 * placed clears its items), so the next journey starts from the seeded cart again.
 */
const freshStorefront = () =>
  storefrontForFile((started) => {
    ;({ servers, browser } = started)
  })

type Modality = 'Pickup' | 'Delivery'

interface CreatedCheckout {
  fulfillment: {
    promise?: {
      id?: string
      versionKey?: string
      expiration?: { value: string }
      selections?: {
        vendor?: { id: string }
        window?: { value: string; timezone: string }
        items?: { included: { gtin13: string }[]; excluded: { gtin13: string; code: string }[] }
      }[]
    }
    destinationAddress?: { addressLines: string[]; postalCode: string }
    store?: {
      fulfillmentStoreId: string
      divisionNumber: string
      storeNumber: string
      name?: string
    }
  }
  lineItems: { cart: { gtin13: string }; quantity: number }[]
  properties: { createOrderPromiseHadFallout: boolean }
}

const WINE = '0008000000101'
const OAT_MILK = '0001111000202'

/** Chooses a radio or checkbox as a pointer does: a click on its visible item. */
async function choose(control: Locator, checked = true) {
  await control.locator('xpath=..').click()
  await expect.poll(() => control.isChecked()).toBe(checked)
}

/** Signs in on the home page and adds one more banana to the cart. */
async function startAtHome(banner: Banner, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await signedInPage(browser, servers.storefrontOrigin, banner, '/', { viewport })
  await page.getByRole('button', { name: 'Add to Cart Bananas, 1 lb' }).click()
  await page.getByText('Bananas, 1 lb added to your cart.').first().waitFor()
  return page
}

/** The header's cart link, then the modality's Check Out. */
async function checkOut(page: Page, modality: Modality) {
  await page.getByRole('link', { name: /^Cart, / }).click()
  await page.waitForURL(/\/cart$/)
  const link = page.getByRole('link', { name: /^Check Out/ })
  await link.first().waitFor()
  await link.first().click()
  await page.waitForURL(new RegExp(`/scheduling\\?fulfillmentType=${modality}$`))
}

/**
 * Tomorrow's time whose card starts with `time`, Continue, the items it leaves out in
 * 'Items Are Unavailable', the age dialog; answers the create-checkout body sent.
 */
async function schedule(page: Page, time: RegExp, leftOut: readonly string[]) {
  const modality = new URL(page.url()).searchParams.get('fulfillmentType')
  const days = page.getByRole('radiogroup', {
    name: modality === 'Delivery' ? 'Day and Time' : 'Choose a day and time',
  })
  await days.getByRole('radio').nth(1).waitFor()
  await choose(days.getByRole('radio').nth(1))
  await choose(
    page.getByRole('radiogroup', { name: 'Available Times' }).getByRole('radio', { name: time }),
  )
  const created = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname.endsWith(routes.createCheckout.path),
  )
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Items Are Unavailable' })
  for (const item of leftOut) await drawer.getByText(item).waitFor()
  await drawer.getByRole('button', { name: 'Continue to Payment' }).click()
  const age = page.getByRole('dialog', { name: 'Age Verification Required' })
  await age.getByLabel(/Date of Birth/).pressSequentially('04121990')
  await choose(age.getByRole('checkbox'))
  await age.getByRole('button', { name: 'Continue' }).click()
  const body = (await created).postDataJSON() as CreatedCheckout
  await page.waitForURL(/\/checkout\?orderId=checkout-\d+&nc=true$/)
  await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
  return { body, checkoutId: new URL(page.url()).searchParams.get('orderId') ?? '' }
}

/** The section of the payment step or the confirmation named by its heading. */
const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** SNAP EBT off, the seeded Visa card pays: waits for the automatic payment update. */
async function payByCard(page: Page, banner: Banner, checkoutId: string) {
  const snap = page.getByRole('checkbox', { name: /SNAP EBT ending in 0019/ })
  await expect.poll(() => snap.isChecked()).toBe(true)
  await choose(snap, false)
  const call = await sandboxApi(servers.storefrontOrigin, banner)
  const path = routes.checkout.path.replace(':checkoutId', checkoutId)
  await expect
    .poll(async () => (await call<{ payments: unknown[] }>('GET', path)).payments.length, {
      timeout: 15_000,
    })
    .toBe(1)
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Updating your payment' }).count())
    .toBe(0)
}

const completeUrl = (id: string, modified = false) =>
  new RegExp(`/checkout/CLICKLIST/${id}/complete${modified ? '\\?im=true' : '$'}`)

describe('what scheduling chose reaches the checkout (checkout.md §3, §7 "Create checkout (v2)")', () => {
  freshStorefront()

  it("delivery with 'Courier Partner': the whole promise and the address; the agreement; excluded items leave the total; the confirmation says when, where and whom to call", async () => {
    const page = await startAtHome('hilltop')
    await checkOut(page, 'Delivery')
    // The courier does not carry the wine (AGE_RESTRICTED); the oat milk is out of stock.
    const { body, checkoutId } = await schedule(page, /^6:00pm/, [
      'Cabernet Sauvignon, 750 ml',
      'Oat milk, 64 oz',
    ])

    // §3 "Promise (reservation)": id, expiration, selections (vendor, window, items), versionKey.
    const promise = body.fulfillment.promise
    expect(promise?.id).toMatch(/^promise-/)
    expect(promise?.versionKey).toBeTruthy()
    expect(promise?.expiration?.value).toBeTruthy()
    const [selection] = promise?.selections ?? []
    expect(selection?.vendor?.id).toBe('courier-partner')
    expect(selection?.window?.value).toMatch(/T18:00:00\/\d{4}-\d{2}-\d{2}T20:00:00$/)
    expect(selection?.items?.excluded.map((item) => item.gtin13).sort()).toEqual(
      [WINE, OAT_MILK].sort(),
    )
    // §3 "Checkout request" destinationAddress: the delivery address of the shopper.
    expect(body.fulfillment.destinationAddress?.addressLines).toEqual(['128 High St'])
    expect(body.fulfillment.destinationAddress?.postalCode).toBe('43215')
    // The excluded items are not ordered; createOrderPromiseHadFallout says so (§3).
    expect(body.lineItems.map((line) => line.cart.gtin13)).not.toContain(WINE)
    expect(body.lineItems.map((line) => line.cart.gtin13)).not.toContain(OAT_MILK)
    expect(body.properties.createOrderPromiseHadFallout).toBe(true)

    // Payment step: where and when, one count, the items without the excluded ones.
    const details = section(page, 'Order Details')
    await details.getByText('Delivery · 11 items').waitFor()
    await details.getByText('128 High St', { exact: true }).waitFor()
    await details.getByText(/6:00pm - 8:00pm$/).waitFor()
    const items = section(page, 'Items (11)')
    await items.getByText('Bananas, 1 lb').waitFor()
    expect(await items.getByText('Cabernet Sauvignon, 750 ml').count()).toBe(0)
    expect(await items.getByText('Oat milk, 64 oz').count()).toBe(0)
    // Subtotal: bananas 7 × 0.59, bread 3.49, strawberries 2 × 4.99, towels 8.99.
    const summary = section(page, 'Order Summary')
    await summary.getByText('$26.59').first().waitFor()
    // Below the $35 minimum once the excluded items left: no free-delivery banner (§9).
    expect(await summary.getByText(/To get free or discounted delivery/).count()).toBe(0)

    // §5: the third-party agreement for an outside vendor; the order waits for it.
    await payByCard(page, 'hilltop', checkoutId)
    const place = page.getByRole('button', { name: 'Place your Delivery Order' })
    await page
      .getByText(
        "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
      )
      .first()
      .waitFor()
    expect(await place.isDisabled()).toBe(true)
    await choose(
      page.getByRole('checkbox', {
        name: "I accept that my grocery order will be made by my store's fulfillment provider.",
      }),
    )
    await expect.poll(() => place.isEnabled()).toBe(true)
    await place.click()
    await page.waitForURL(completeUrl(checkoutId))

    // The confirmation (§2 "Order complete page"): address, window, map, directions, vendor number.
    const order = section(page, 'Order Details')
    await order.getByText('128 High St', { exact: true }).waitFor()
    await order.getByText(/6:00pm - 8:00pm$/).waitFor()
    await order.getByRole('img', { name: /^Map of 128 High St/ }).waitFor()
    const directions = order.getByRole('link', { name: 'Get Directions' })
    expect(await directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    )
    const service = section(page, 'Customer Service')
    await service.getByRole('link', { name: '1-888-555-0123' }).waitFor()
    await page.getByRole('heading', { name: '11 Item(s) in Your Order' }).waitFor()
    await page.context().close()
  })

  it('pickup at the chosen store: the store on the checkout, no agreement, the store and time on the confirmation', async () => {
    const page = await startAtHome('copperline')
    await checkOut(page, 'Pickup')
    const { body, checkoutId } = await schedule(page, /^10:00am/, ['Oat milk, 64 oz'])

    const [selection] = body.fulfillment.promise?.selections ?? []
    expect(selection?.vendor?.id).toBe('copperline')
    expect(selection?.window?.value).toMatch(/T10:00:00\/\d{4}-\d{2}-\d{2}T11:00:00$/)
    // §3 "Checkout request": fulfillmentStoreId of 8 characters, 3 division + 5 store (§9).
    expect(body.fulfillment.store).toMatchObject({
      fulfillmentStoreId: '02400101',
      divisionNumber: '024',
      storeNumber: '00101',
    })
    expect(body.fulfillment.destinationAddress).toBeUndefined()

    const details = section(page, 'Order Details')
    await details.getByText('Pickup at').waitFor()
    await details.getByText('410 Main St', { exact: true }).waitFor()
    await details.getByText(/10:00am - 11:00am$/).waitFor()
    // Bananas 7, bread, wine, strawberries 2, towels: 12 units on both counts.
    await details.getByText('Pickup · 12 items').waitFor()
    await section(page, 'Items (12)').waitFor()
    // The banner's own pickup: no third-party agreement.
    expect(await page.getByRole('checkbox', { name: /fulfillment provider/ }).count()).toBe(0)

    await payByCard(page, 'copperline', checkoutId)
    await page.getByRole('button', { name: 'Place your Pickup Order' }).click()
    await page.waitForURL(completeUrl(checkoutId))
    const order = section(page, 'Order Details')
    await order.getByText('Pickup Store').waitFor()
    await order.getByText('410 Main St', { exact: true }).waitFor()
    await order.getByText(/10:00am - 11:00am$/).waitFor()
    await order.getByRole('img', { name: /^Map of / }).waitFor()
    await order.getByRole('link', { name: 'Get Directions' }).waitFor()
    await page.context().close()
  })
})

describe('at 375 px: the third-party agreement stays on the page (checkout.md §2 narrow screens, §5)', () => {
  freshStorefront()

  it("a 'Courier Partner' slot: the agreement on the page without a drawer; ticked, the order's message goes", async () => {
    const page = await startAtHome('hilltop', { width: 375, height: 812 })
    await checkOut(page, 'Delivery')
    await schedule(page, /^6:00pm/, ['Cabernet Sauvignon, 750 ml', 'Oat milk, 64 oz'])
    await section(page, 'Order Details').getByText('Delivery · 11 items').waitFor()
    await section(page, 'Items (11)').getByRole('button', { name: 'View Items' }).waitFor()
    const agree = section(page, 'Delivery Instructions').getByRole('checkbox', {
      name: "I accept that my grocery order will be made by my store's fulfillment provider.",
    })
    // On the page, with no drawer open.
    expect(await page.getByRole('dialog').count()).toBe(0)
    await choose(agree)
    await expect
      .poll(() =>
        page
          .getByText(
            "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
          )
          .count(),
      )
      .toBe(0)
    await page.context().close()
  })
})

describe('the free-delivery banner on /checkout follows the membership as /scheduling does (§6, §9)', () => {
  freshStorefront()

  const banner = 'To get free or discounted delivery, your order must be at least $35.'

  it('a Boost member (BST) sees it on neither page; a shopper without membership sees it on both', async () => {
    for (const [name, shown] of [
      ['greenleaf', false],
      ['hilltop', true],
    ] as const) {
      const page = await startAtHome(name)
      await checkOut(page, 'Delivery')
      // The banner's own 9:00am delivery carries the wine: an item total above $35.
      await page
        .getByRole('radiogroup', { name: 'Available Times' })
        .getByRole('radio')
        .first()
        .waitFor()
      expect(await page.getByText(banner).count()).toBe(shown ? 1 : 0)
      await schedule(page, /^9:00am/, ['Oat milk, 64 oz'])
      await section(page, 'Order Summary').getByText('Estimated total').waitFor()
      expect(await page.getByText(banner).count()).toBe(shown ? 1 : 0)
      await page.context().close()
    }
  })
})

describe('modify: the review shows the new basket and the cost change before submit (§2, §4, §9)', () => {
  freshStorefront()

  it('+ Add or Edit Items, one more bread, Check Out: the new items and Cost Change, then Submit Modified Order', async () => {
    const page = await startAtHome('greenleaf')
    await checkOut(page, 'Delivery')
    const { checkoutId } = await schedule(page, /^9:00am/, ['Oat milk, 64 oz'])
    await payByCard(page, 'greenleaf', checkoutId)
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    await page.waitForURL(completeUrl(checkoutId))

    await page.getByRole('link', { name: '+ Add or Edit Items' }).click()
    await page.waitForURL(/\/cart\/modify\?orderId=/)
    // The change is saved to the order's basket before Check Out (the service answers).
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname.endsWith(routes.updateBasket.path),
    )
    await page
      .getByRole('button', { name: 'Increase quantity of Whole wheat bread, 20 oz' })
      .click()
    expect((await saved).status()).toBe(200)
    await page.getByText(/\(13 items\)/).waitFor()
    await page
      .getByRole('link', { name: /^Check Out/ })
      .first()
      .click()
    await page.waitForURL(/\/checkout\?orderId=.*&im=true$/)
    await page.getByRole('heading', { name: 'Complete your order' }).waitFor()

    // The new basket: 13 units, two loaves, before anything is submitted.
    await section(page, 'Order Details').getByText('Delivery · 13 items').waitFor()
    const items = section(page, 'Items (13)')
    await items.getByRole('row', { name: /Whole wheat bread, 20 oz 2 \$6\.98/ }).waitFor()
    // One more loaf: new total minus previous total (§9) is its $3.49 (food: no tax here).
    const summary = section(page, 'Order Summary')
    const change = summary.getByRole('button', { name: 'Cost Change +$3.49' })
    await change.click()
    await summary.getByText('Previous Total').waitFor()
    await summary.getByText('$42.87').waitFor()
    await summary.getByText('New Total').waitFor()
    await summary.getByText('$46.36').first().waitFor()

    await page.getByRole('button', { name: 'Submit Modified Order' }).click()
    await page.waitForURL(completeUrl(checkoutId, true))
    // The confirmation's cost change is the one the review showed.
    const paid = section(page, 'Payment Summary')
    await paid.getByText('Cost Change').waitFor()
    await paid.getByText('$3.49', { exact: true }).waitFor()
    await page.getByRole('heading', { name: '13 Item(s) in Your Order' }).waitFor()
    await page.context().close()
  })
})
