import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import {
  addFromHome,
  BASKET,
  checkOut,
  chooseTime,
  continueToPayment,
  emptyCart,
  estimatedTotal,
  historyRow,
  keyboard,
  payAndPlace,
  placeOrder,
  pointer,
} from './journey-steps.ts'
import { signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

// The shopper's whole journey through the storefront against the sandbox, from an empty cart
// to purchase history (checkout.md §2-§9; shopping-method-selector.md §4, §6). Every state is
// reached as a shopper reaches it: nothing is created over the API. Modifying the order and
// pickup in a delivery banner have files of their own (journey-modify, journey-pickup).

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const origin = () => servers.storefrontOrigin

describe('from an empty cart to purchase history (checkout.md §2-§4)', () => {
  it('hilltop, delivery, paid by card: the confirmation and the order in purchase history', async () => {
    const { page, id } = await placeOrder(browser, origin(), {
      banner: 'hilltop',
      modality: 'Delivery',
      payment: 'card',
    })
    expect(page.url()).toMatch(new RegExp(`/checkout/[^/]+/${id}/complete$`))
    await page.getByText('4 Item(s) in Your Order').first().waitFor()
    const total = await estimatedTotal(page)
    const row = await historyRow(page, origin(), id)
    expect(row).toContain('Delivery')
    expect(row).toContain(total)
    await page.context().close()
  })

  it('copperline, pickup at 375 px, SNAP EBT with the PIN plus a card', async () => {
    const { page, id } = await placeOrder(browser, origin(), {
      banner: 'copperline',
      modality: 'Pickup',
      payment: 'snap-and-card',
      width: 375,
    })
    await page.getByText('4 Item(s) in Your Order').first().waitFor()
    const total = await estimatedTotal(page)
    const row = await historyRow(page, origin(), id)
    expect(row).toContain('Pickup')
    expect(row).toContain(total)
    await page.context().close()
  })

  it('greenleaf, delivery by the Courier Partner, a gift card plus a card, by keyboard alone', async () => {
    const { page, id, time } = await placeOrder(browser, origin(), {
      banner: 'greenleaf',
      modality: 'Delivery',
      payment: 'gift-and-card',
      hands: keyboard,
      slot: 'courier',
    })
    expect(time).toContain('Courier Partner')
    // checkout.md §7 "Get payment": the gift card's remaining balance in the Payment Summary.
    const summary = page.getByRole('region', { name: 'Payment Summary' })
    await summary.getByText('Gift card remaining balance').waitFor()
    expect(await summary.textContent()).toMatch(/Gift card remaining balance\s*\$\d+\.\d\d/)
    const total = await estimatedTotal(page)
    const row = await historyRow(page, origin(), id)
    expect(row).toContain(total)
    await page.context().close()
  })
})

describe('an item that gives its own minimum age (checkout.md §2 "Modals on scheduling", §5)', () => {
  it('hilltop, delivery: the 18+ cough syrup asks for 18, not the default 21; a shopper of 19 buys it', async () => {
    const page = await signedInPage(browser, origin(), 'hilltop', '/')
    await emptyCart(page, origin(), pointer)
    await addFromHome(page, origin(), pointer, ['Cough syrup DM, 4 oz', 'Bananas, 1 lb'])
    await checkOut(page, pointer, 'Delivery')
    await chooseTime(page, pointer)
    await pointer.press(page.getByRole('button', { name: 'Continue', exact: true }))
    const age = page.getByRole('dialog', { name: 'Age Verification Required' })
    await age.getByText('Items in your order require a minimum age of 18.').first().waitFor()
    // January 1st, 17 and 19 years before the page's own year: 17 and 19 years old all
    // that year, whichever day the test runs.
    const year = await page.evaluate(() => new Date().getFullYear())
    const field = age.getByLabel(/Date of Birth/)
    await field.pressSequentially(`0101${year - 17}`)
    await pointer.choose(age.getByRole('checkbox'))
    await pointer.press(age.getByRole('button', { name: 'Continue' }))
    // Too young for 18: the form says the item's minimum, and the shopper stays here.
    await expect
      .poll(() => age.getByText('Items in your order require a minimum age of 18.').count())
      .toBeGreaterThan(1)
    expect(new URL(page.url()).pathname).toBe('/scheduling')
    await field.fill('')
    await field.pressSequentially(`0101${year - 19}`)
    const created = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && /\/checkouts$/.test(new URL(request.url()).pathname),
    )
    await pointer.press(age.getByRole('button', { name: 'Continue' }))
    const body = (await created).postDataJSON() as { buyer?: { dateOfBirth?: string } }
    expect(body.buyer?.dateOfBirth).toBe(`${year - 19}-01-01`)
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
    await payAndPlace(page, pointer, 'Delivery', 'card')
    await page.getByText('2 Item(s) in Your Order').first().waitFor()
    await page.context().close()
  })
})

describe('after the order is placed', () => {
  it('adding to the cart after placing leaves the placed order and its history unchanged', async () => {
    const { page, id } = await placeOrder(browser, origin(), {
      banner: 'greenleaf',
      modality: 'Delivery',
      payment: 'card',
    })
    const total = await estimatedTotal(page)
    const before = await historyRow(page, origin(), id)
    await addFromHome(page, origin(), pointer, ['Soy milk, 64 oz', 'Bananas, 1 lb'])
    await page.goto(`${origin()}/cart`)
    await page.getByText(/Subtotal: .*\(2 items\)/).waitFor()
    expect(await historyRow(page, origin(), id)).toBe(before)
    await page.goto(`${origin()}/mypurchases/pending/${id}`)
    await page.getByRole('main').getByText(total).first().waitFor()
    expect(await page.getByRole('main').getByText('Soy milk, 64 oz').count()).toBe(0)
    await page.context().close()
  })
})

describe('back links and changes keep the shopper’s choices (checkout.md §2)', () => {
  it('delivery: Change Address, Back to Scheduling, Change Time, then the confirmation’s links', async () => {
    const page = await signedInPage(browser, origin(), 'hilltop', '/')
    await emptyCart(page, origin(), pointer)
    await addFromHome(page, origin(), pointer, BASKET)
    await checkOut(page, pointer, 'Delivery')
    // Scheduling's back link goes to the cart.
    const header = page.getByRole('banner')
    expect(await header.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe(
      '/cart',
    )
    // 'Change Address' opens the address choice, not the store selector (§2 "Scheduling
    // screen, delivery": "address form modal for delivery").
    const deliveringTo = page.getByRole('region', { name: 'Delivering to' })
    await deliveringTo.getByText(/^128 /).waitFor()
    await deliveringTo.getByRole('button', { name: 'Change Address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Address' })
    await dialog.waitFor()
    expect(await page.getByRole('dialog', { name: 'Change Store' }).count()).toBe(0)
    await dialog.getByRole('button', { name: /^Select Address: .*Suite 400/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await deliveringTo.getByText(/^Suite 400, 36 /).waitFor()
    // checkout.md §2: the checkout layout is simple, its header the back link and the
    // logo (home) only: no selector, account menu, cart or sign-out.
    const simpleLayout = async (backLink: string) => {
      expect(await header.getByRole('link').allTextContents()).toHaveLength(2)
      await header.getByRole('link', { name: backLink }).waitFor()
      expect(await header.getByRole('link', { name: 'Hilltop Market' }).getAttribute('href')).toBe(
        '/',
      )
      expect(await header.getByRole('button').count()).toBe(0)
      const privacy = page.getByRole('contentinfo').getByRole('link', { name: /privacy/i })
      expect(await privacy.getAttribute('href')).toBe('/i/privacy-policy')
      expect(await privacy.getAttribute('target')).toBe('_blank')
    }
    await simpleLayout('Back to Cart')
    const first = await chooseTime(page, pointer)
    await continueToPayment(page, pointer)
    await simpleLayout('Back to Scheduling')

    // Payment's back link goes to scheduling of the same fulfillment type, which keeps the address.
    const back = header.getByRole('link', { name: 'Back to Scheduling' })
    await back.click()
    await page.waitForURL((url) => url.pathname === '/scheduling')
    expect(new URL(page.url()).searchParams.get('fulfillmentType')).toBe('Delivery')
    await deliveringTo.getByText(/^Suite 400, 36 /).waitFor()

    // The time chosen before is still chosen (checkout.md §4: editing from the payment page).
    const times = page.getByRole('radiogroup', { name: 'Available Times' }).locator('label')
    await expect
      .poll(() => times.filter({ hasText: first }).getByRole('radio').isChecked(), {
        timeout: 15_000,
      })
      .toBe(true)
    // A different time, then 'Change Time' on payment comes back to scheduling to edit it.
    const second = await chooseTime(page, pointer, 'last')
    expect(second).not.toBe(first)
    await continueToPayment(page, pointer)
    const details = page.getByRole('region', { name: 'Order Details' })
    await details.getByText(/Suite 400/).waitFor()
    await details.getByText(/4:00pm - 5:00pm/).waitFor()
    await details.getByRole('link', { name: 'Change Time' }).click()
    await page.waitForURL((url) => url.pathname === '/scheduling')
    expect(new URL(page.url()).searchParams.get('fulfillmentType')).toBe('Delivery')
    await deliveringTo.getByText(/^Suite 400, 36 /).waitFor()
    await expect
      .poll(() => times.filter({ hasText: second }).getByRole('radio').isChecked(), {
        timeout: 15_000,
      })
      .toBe(true)
    await chooseTime(page, pointer, 'first')
    await continueToPayment(page, pointer)
    await details.getByText(/9:00am - 11:00am/).waitFor()
    await details.getByText(/Suite 400/).waitFor()

    await payAndPlace(page, pointer, 'Delivery', 'card')
    const placedId = page.url().split('/').at(-2) as string
    const main = page.getByRole('main')
    expect(await main.getByRole('link', { name: `Order #${placedId}` }).getAttribute('href')).toBe(
      `/mypurchases/pending/${placedId}`,
    )
    await main.getByRole('link', { name: '+ Add or Edit Items' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/modify')
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(placedId)
    await page.getByRole('heading', { name: 'Modify Your Order' }).waitFor()
    await page.context().close()
  })

  it('pickup: Change Store opens the store selector titled Change Store', async () => {
    const page = await signedInPage(browser, origin(), 'copperline', '/')
    await emptyCart(page, origin(), pointer)
    await addFromHome(page, origin(), pointer, ['Bananas, 1 lb'])
    await checkOut(page, pointer, 'Pickup')
    await page.getByRole('button', { name: 'Change Store' }).click()
    await page.getByRole('dialog', { name: 'Change Store' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Change Store' }).waitFor({ state: 'detached' })
    await chooseTime(page, pointer)
    await continueToPayment(page, pointer)
    const back = page.getByRole('banner').getByRole('link', { name: 'Back to Scheduling' })
    expect(await back.getAttribute('href')).toBe('/scheduling?fulfillmentType=Pickup&edit=true')
    await page.context().close()
  })
})

describe('the header names the active choice the service keeps (shopping-method-selector.md §6)', () => {
  it('a signed-in shopper with no cookies sees the saved store or delivery address, not Select Store', async () => {
    // greenleaf: no other test of this file changes its delivery address.
    const delivery = await signedInPage(browser, origin(), 'greenleaf', '/')
    const trigger = (page: Page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /^(Select Store|Pickup|Delivery|In Store|Ship)/ })
    await expect
      .poll(() => trigger(delivery).textContent(), { timeout: 15_000 })
      .toBe('Delivery: 128 Vine St')
    await delivery.context().close()

    const pickup = await signedInPage(browser, origin(), 'copperline', '/')
    await expect
      .poll(() => trigger(pickup).textContent(), { timeout: 15_000 })
      .toMatch(/^Pickup: Copperline Foods/)
    await pickup.context().close()
  })
})
