import { type Checkout, routes } from '@aisle/api'
import type { Browser, Page } from 'playwright'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { checkoutPinField, enterCheckoutPin, keyboard, pointer, tabTo } from './journey-steps.ts'
import { expectNoSecrets, watchRequests } from './secrets.ts'
import {
  AVERY,
  armFault,
  type Banner,
  checkoutPath,
  clearFaults,
  createCheckout,
  lineItem,
  sandboxApi,
  signedInPage,
} from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

// Paying, placing and modifying an order on /checkout against the sandbox (checkout.md §4
// "Payment step", "Place order", "Modify submit", §7 idempotency key, §8 "Payment and order").

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

afterEach(async () => {
  await clearFaults(servers.storefrontOrigin)
})

/** Arms a one-shot fault switch on a route of the sandbox. */
const armOnce = (route: string, fault: string) => armFault(servers.storefrontOrigin, route, fault)

/** Calls the sandbox's API as the banner's seeded shopper. */
const api = (banner: Banner) => sandboxApi(servers.storefrontOrigin, banner)

/**
 * A draft checkout as scheduling leaves it: SNAP-eligible bananas and bread, paper towels
 * (not eligible), a reserved time and a complete contact.
 */
async function draftCheckout(banner: Banner, modalityType: 'Delivery' | 'Pickup'): Promise<string> {
  const line = (gtin13: string, quantity: number) => lineItem(gtin13, quantity, { modalityType })
  const created = await createCheckout(await api(banner), modalityType, {
    buyer: { dateOfBirth: '1990-04-12' },
    fulfillment: {
      contact: { ...AVERY, smsOptin: false },
      deliveryType: 'Standard',
      promise: { id: 'promise-place-order' },
    },
    lineItems: [line('0000000004011', 6), line('0001111000101', 1), line('0003700000404', 1)],
  })
  return created.id
}

const checkoutOf = async (banner: Banner, id: string) =>
  (await api(banner))<Checkout>('GET', checkoutPath(id))

const ordersOf = async (banner: Banner) =>
  (await (await api(banner))<{ orders: { id: string }[] }>('GET', routes.orders.path)).orders

/** Signs in and opens /checkout for the checkout; waits until the payment section has settled. */
async function openPayment(banner: Banner, checkoutId: string, modify = false): Promise<Page> {
  const target = `/checkout?orderId=${checkoutId}&nc=true${modify ? '&im=true' : ''}`
  const page = await signedInPage(browser, servers.storefrontOrigin, banner, target)
  await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
  return page
}

/** Digits 3, 9, 1, 6: no price, id or date of these drafts holds them in a row. */
const SNAP_PIN = '3916'

const snapBox = (page: Page) => page.getByRole('checkbox', { name: /SNAP EBT ending in 0019/ })

/** The automatic payment update has sent the payments shown (checkout.md §4). */
async function paymentsSettled(page: Page, banner: Banner, id: string, count: number) {
  await expect
    .poll(async () => (await checkoutOf(banner, id)).payments.length, { timeout: 15_000 })
    .toBe(count)
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Updating your payment' }).count())
    .toBe(0)
}

/** Clicks a checkbox as a pointer does (its input is visually hidden). */
async function toggle(box: ReturnType<Page['getByRole']>, checked: boolean) {
  await box.locator('xpath=..').click()
  await expect.poll(() => box.isChecked()).toBe(checked)
}

const completeUrl = (id: string, modify = false) =>
  new RegExp(`/checkout/CLICKLIST/${id}/complete${modify ? '\\?im=true' : '$'}`)

// These start from a draft created over the sandbox API, a shortcut to check what each way of
// paying sends and stores; journey.e2e.test.ts places the same kinds of order the shopper's way.
describe('paying and placing on a draft created over the API (checkout.md §4 "Place order")', () => {
  it('with a card: SNAP EBT unchecked, ACTIVATE, the basket cleared, the order complete page', async () => {
    const id = await draftCheckout('greenleaf', 'Delivery')
    const page = await openPayment('greenleaf', id)
    await expect.poll(() => snapBox(page).isChecked()).toBe(true)
    await toggle(snapBox(page), false)
    await paymentsSettled(page, 'greenleaf', id, 1)
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    await page.waitForURL(completeUrl(id))
    const placed = await checkoutOf('greenleaf', id)
    expect(placed.status).toBe('PLACED')
    expect(placed.paymentDetails?.paymentMethods).toEqual({ bankCards: [{ id: 'card-visa' }] })
    const basket = await (await api('greenleaf'))<{ lines: { modalityType: string }[] }>(
      'GET',
      routes.basket.path,
    )
    expect(basket.lines.filter((l) => l.modalityType === 'Delivery')).toEqual([])
  })

  it('with SNAP EBT plus a card: the PIN prompt first, the PIN typed in the frame only, then the order', async () => {
    const id = await draftCheckout('hilltop', 'Delivery')
    const page = await openPayment('hilltop', id)
    const sent = watchRequests(page)
    await expect.poll(() => snapBox(page).isChecked()).toBe(true)
    await paymentsSettled(page, 'hilltop', id, 2)
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    await enterCheckoutPin(page, pointer, SNAP_PIN)
    await page.waitForURL(completeUrl(id))
    // checkout.md §4, wallet-flyout.md §1: the order carried the frame's PIN registration
    // id; the PIN itself is nowhere in the page, its storage, cookies or requests.
    const order = sent.find((text) => text.includes('"type":"ACTIVATE"'))
    expect(order).toMatch(/"identityData":"sandbox-pct-\d+-[0-9a-f]+"/)
    await expectNoSecrets(page, sent, [SNAP_PIN], '"type":"ACTIVATE"')
    const placed = await checkoutOf('hilltop', id)
    expect(placed.paymentDetails?.paymentMethods?.ebtCards).toEqual([{ id: 'card-snap' }])
    expect(
      placed.payments.find((p) => p.paymentType === 'EBT_CARD')?.amountToAuthorize,
    ).toBeGreaterThan(0)
  })

  it('with a gift card: SNAP EBT off, the $25 gift card on, the card pays the rest', async () => {
    const id = await draftCheckout('copperline', 'Pickup')
    const page = await openPayment('copperline', id)
    await expect.poll(() => snapBox(page).isChecked()).toBe(true)
    await toggle(snapBox(page), false)
    await toggle(page.getByRole('checkbox', { name: 'Gift card ending in 2500' }), true)
    await paymentsSettled(page, 'copperline', id, 2)
    await page.getByRole('button', { name: 'Place your Pickup Order' }).click()
    await page.waitForURL(completeUrl(id))
    const placed = await checkoutOf('copperline', id)
    expect(placed.paymentDetails?.paymentMethods?.giftCards).toEqual([
      { cardNumber: 'card-gift-25' },
    ])
  })

  it('modify: Submit Modified Order sends MODIFY and opens the order complete page with im=true', async () => {
    const id = await draftCheckout('greenleaf', 'Delivery')
    let page = await openPayment('greenleaf', id)
    await toggle(snapBox(page), false)
    await paymentsSettled(page, 'greenleaf', id, 1)
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    await page.waitForURL(completeUrl(id))
    const before = await checkoutOf('greenleaf', id)
    page = await openPayment('greenleaf', id, true)
    await page.getByText('Your order is paid with its original payment method.').waitFor()
    await page.getByRole('button', { name: 'Submit Modified Order' }).click()
    await page.waitForURL(completeUrl(id, true))
    const after = await checkoutOf('greenleaf', id)
    expect(after.checksum).not.toBe(before.checksum)
    expect(after.originalSummary).toEqual(before.summary)
  })

  it("modify rejected and not finalized: the toast 'Modifications Saved', Confirm to the payment error page (§4)", async () => {
    const id = await draftCheckout('hilltop', 'Delivery')
    let page = await openPayment('hilltop', id)
    await toggle(snapBox(page), false)
    await paymentsSettled(page, 'hilltop', id, 1)
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    await page.waitForURL(completeUrl(id))
    page = await openPayment('hilltop', id, true)
    const submit = page.getByRole('button', { name: 'Submit Modified Order' })
    await submit.waitFor()
    await armOnce('updateCheckout', 'ORDER_REJECTED')
    await armOnce('finalizeCartModification', '5xx')
    await submit.click()
    const toast = page.getByRole('status').filter({ hasText: 'Modifications Saved' })
    await toast.waitFor()
    // A toast, not a blocking dialog.
    expect(await page.getByRole('dialog').count()).toBe(0)
    await toast.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/checkout\/payment-error\?isModify=true/)
  })
})

describe('by keyboard alone, on a draft created over the API', () => {
  it('Tab to the order button, Enter, Tab into the PIN field of the frame, type, Tab to Confirm, Enter: the order is placed', async () => {
    const id = await draftCheckout('greenleaf', 'Delivery')
    const page = await openPayment('greenleaf', id)
    await paymentsSettled(page, 'greenleaf', id, 2)
    const button = page.getByRole('button', { name: 'Place your Delivery Order' })
    await expect.poll(() => button.isEnabled()).toBe(true)
    // Tab through the page until the order button holds focus.
    let focused = false
    for (let i = 0; i < 80 && !focused; i++) {
      await page.keyboard.press('Tab')
      focused = await button.evaluate((el) => el === document.activeElement)
    }
    expect(focused).toBe(true)
    await page.keyboard.press('Enter')
    const pin = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' })
    await pin.waitFor()
    await expect.poll(() => pin.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // Tab reaches the PIN field inside the frame, then Confirm.
    await keyboard(page).type(checkoutPinField(page), '1234')
    await tabTo(page, pin.getByRole('button', { name: 'Confirm' }), 8)
    await page.keyboard.press('Enter')
    await page.waitForURL(completeUrl(id))
  })

  it('Enter in the SNAP EBT PIN field submits the PIN form (checkout.md §4 PIN prompt)', async () => {
    const id = await draftCheckout('hilltop', 'Delivery')
    const page = await openPayment('hilltop', id)
    await paymentsSettled(page, 'hilltop', id, 2)
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    const field = checkoutPinField(page)
    await keyboard(page).type(field, '12')
    // Part of the PIN: Enter in the frame's field submits, and the frame says what is wrong.
    await page.keyboard.press('Enter')
    await page
      .getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' })
      .frameLocator('iframe')
      .getByText('PIN must be exactly 4 characters long.')
      .waitFor()
    expect((await checkoutOf('hilltop', id)).status).toBe('DRAFT')
    // The whole PIN: Enter places the order, with no click on Confirm.
    await field.pressSequentially('34')
    await page.keyboard.press('Enter')
    await page.waitForURL(completeUrl(id))
    const placed = await checkoutOf('hilltop', id)
    expect(placed.status).toBe('PLACED')
    expect(placed.paymentDetails?.paymentMethods?.ebtCards).toEqual([{ id: 'card-snap' }])
  })
})

describe('order errors through the sandbox faults, on drafts created over the API (checkout.md §8)', () => {
  async function readyToPlace(banner: Banner) {
    const id = await draftCheckout(banner, 'Delivery')
    const page = await openPayment(banner, id)
    await toggle(snapBox(page), false)
    await paymentsSettled(page, banner, id, 1)
    return { id, page }
  }

  it('checkout.md §4: PIN code 75 locks entry, and the lock is kept after Close', async () => {
    const id = await draftCheckout('greenleaf', 'Delivery')
    const page = await openPayment('greenleaf', id)
    await expect.poll(() => snapBox(page).isChecked()).toBe(true)
    await paymentsSettled(page, 'greenleaf', id, 2)
    const place = page.getByRole('button', { name: 'Place your Delivery Order' })
    await place.click()
    // The sandbox frame's PINs starting 75 answer code 75 (apps/sandbox/README.md).
    await enterCheckoutPin(page, pointer, '7512')
    const locked = page.getByRole('dialog', { name: 'Too Many PIN Attempts' })
    await locked.waitFor()
    await locked.getByRole('button', { name: 'Close' }).click()
    await locked.waitFor({ state: 'hidden' })
    // The next Place opens the locked prompt again, with no PIN field to type into.
    await place.click()
    await page.getByRole('dialog', { name: 'Too Many PIN Attempts' }).waitFor()
    expect(await page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' }).count()).toBe(0)
    expect(await page.getByRole('dialog').locator('input, iframe').count()).toBe(0)
    expect((await checkoutOf('greenleaf', id)).status).toBe('DRAFT')
  })

  it('checkout.md §8: PIN codes 884, 885 and 889 ask for the PIN again and raise a customer-facing service error event', async () => {
    const id = await draftCheckout('hilltop', 'Delivery')
    const page = await openPayment('hilltop', id)
    await page.evaluate(() => {
      const w = window as unknown as { checkoutEvents: unknown[] }
      w.checkoutEvents = []
      window.addEventListener('aisle:checkout-analytics', (event) =>
        w.checkoutEvents.push((event as CustomEvent).detail),
      )
    })
    const events = () =>
      page.evaluate(
        () => (window as unknown as { checkoutEvents: { type: string }[] }).checkoutEvents,
      )
    await paymentsSettled(page, 'hilltop', id, 2)
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    const prompt = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' })
    const codes = ['884', '885', '889']
    for (const [i, code] of codes.entries()) {
      await armOnce('updateCheckout', code)
      await enterCheckoutPin(page, pointer, '1234')
      await prompt.getByText('We were unable to verify your PIN. Please try again.').waitFor()
      await expect.poll(async () => (await events()).length).toBe(i + 1)
    }
    expect((await events()).map((e) => e.type)).toEqual(
      codes.map(() => 'CUSTOMER_FACING_SERVICE_ERROR'),
    )
    expect((await checkoutOf('hilltop', id)).status).toBe('DRAFT')
    // Not locked: the next PIN places the order.
    await enterCheckoutPin(page, pointer, '1234')
    await page.waitForURL(completeUrl(id))
  })

  it('a declined card: its message, and the order stays a draft', async () => {
    const { id, page } = await readyToPlace('greenleaf')
    await armOnce('updateCheckout', 'CARD_DECLINED')
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    await page
      .getByRole('alertdialog')
      .getByText(
        'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
      )
      .waitFor()
    expect((await checkoutOf('greenleaf', id)).status).toBe('DRAFT')
  })

  it('a conflict: the order was updated on another device', async () => {
    const { page } = await readyToPlace('hilltop')
    await armOnce('updateCheckout', '409')
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    await page
      .getByRole('alertdialog')
      .getByText('Your order has been updated on another device. Please refresh and try again.')
      .waitFor()
  })

  it('a retried place order reuses its idempotency key: the answer was lost, the retry finds the one order', async () => {
    const { id, page } = await readyToPlace('greenleaf')
    const ordersBefore = (await ordersOf('greenleaf')).length
    // The service places the order and its answer is lost (the gateway answers 504).
    await armOnce('updateCheckout', 'lost-answer')
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    const modal = page.getByRole('alertdialog')
    await modal
      .getByText('We are experiencing technical difficulties. Please try again in a few moments.')
      .waitFor()
    expect((await checkoutOf('greenleaf', id)).status).toBe('PLACED')
    // A new key would be refused as a second placing (409); the same key is answered with the order.
    await modal.getByRole('button', { name: 'Try Again' }).click()
    await page.waitForURL(completeUrl(id))
    const orders = await ordersOf('greenleaf')
    expect(orders.length).toBe(ordersBefore + 1)
    expect(orders.filter((o) => o.id === id)).toHaveLength(1)
  })

  it('a 5xx before the service did anything: Try Again places the order once', async () => {
    const { id, page } = await readyToPlace('copperline')
    await armOnce('updateCheckout', '5xx')
    await page.getByRole('button', { name: 'Place your Delivery Order' }).click()
    const modal = page.getByRole('alertdialog')
    await modal.getByRole('button', { name: 'Try Again' }).click()
    await page.waitForURL(completeUrl(id))
    expect((await ordersOf('copperline')).filter((o) => o.id === id)).toHaveLength(1)
  })
})
