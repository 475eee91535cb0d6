import type { Checkout } from '@aisle/api'
import type { Browser, Locator, Page } from 'playwright'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import {
  AVERY,
  armFault,
  type Banner,
  checkoutPath,
  clearFaults,
  createCheckout as createDraft,
  lineItem,
  sandboxApi,
  signedInPage,
} from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

// The payment step (checkout.md §2 "Payment step (review)", §4, §5, §8, §9) against the sandbox.

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

afterEach(async () => {
  await clearFaults(servers.storefrontOrigin)
})

const arm = (route: string, fault: string) => armFault(servers.storefrontOrigin, route, fault)

/** The checkout as the service keeps it. */
async function getCheckout(banner: Banner, id: string): Promise<Checkout> {
  const call = await sandboxApi(servers.storefrontOrigin, banner)
  return call<Checkout>('GET', checkoutPath(id))
}

/**
 * Creates a checkout as the scheduling step does after a reserved time: bananas 6, bread,
 * strawberries 2 (a flash sale), paper towels; subtotal $26.00.
 */
async function createCheckout(
  banner: Banner,
  contact?: { firstName: string; lastName: string; phone: string },
): Promise<string> {
  const line = (gtin13: string, quantity: number) =>
    lineItem(gtin13, quantity, { modalityType: 'Delivery' })
  const created = await createDraft(
    await sandboxApi(servers.storefrontOrigin, banner),
    'Delivery',
    {
      buyer: {},
      fulfillment: {
        ...(contact ? { contact: { ...contact, smsOptin: false } } : {}),
        deliveryType: 'Standard',
        promise: { id: 'promise-e2e' },
      },
      lineItems: [
        line('0000000004011', 6),
        line('0001111000101', 1),
        line('0004400000303', 2),
        line('0003700000404', 1),
      ],
    },
  )
  return created.id
}

/** Signs the banner's shopper in and opens the payment step of `checkoutId`. */
async function openCheckout(
  banner: Banner,
  checkoutId: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const target = `/checkout?orderId=${checkoutId}&nc=true`
  const page = await signedInPage(browser, servers.storefrontOrigin, banner, target, { viewport })
  await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor()
  // The payment section's automatic update runs on arrival (checkout.md §4); actions wait for it.
  await page.waitForLoadState('networkidle')
  return page
}

const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first()
    .locator('dd')

/** Focuses a control once it is enabled: an update in flight disables the step's controls. */
async function focusEnabled(control: Locator) {
  await expect.poll(() => control.isEnabled()).toBe(true)
  await control.focus()
  await expect.poll(() => control.evaluate((el) => el === document.activeElement)).toBe(true)
}

// Each test opens the payment step on a checkout created over the sandbox API: a shortcut to
// one state of the page (a contact without a name, a saved note, a flash sale). The shopper's
// whole way there, through home, cart and scheduling, is journey.e2e.test.ts.
describe('payment step, on a checkout created over the API (shortcut to one state each)', () => {
  it('the page: stepper, sections, title; promo SAVE5 and a refused code', async () => {
    const page = await openCheckout('greenleaf', await createCheckout('greenleaf', AVERY))
    expect(await page.title()).toMatch(/^Checkout Payment - /)
    const stepper = page.getByRole('list', { name: 'Checkout progress' })
    await expect
      .poll(() => stepper.innerText())
      .toMatch(/Schedule[\s\S]*Completed[\s\S]*Pay[\s\S]*Current/)
    for (const name of [
      'Order Details',
      'Contact',
      'Delivery Instructions',
      'Payment',
      'Order Summary',
    ])
      await page.getByRole('heading', { level: 2, name }).waitFor()
    await page.getByRole('button', { name: 'Place your Delivery Order' }).waitFor()
    await expect.poll(() => summaryValue(page, 'Subtotal').innerText()).toBe('$26.00')
    await expect.poll(() => summaryValue(page, 'Estimated tax').innerText()).toMatch(/^\$/)

    // Required, then a refused code, then SAVE5 (checkout.md §5, §8, §4).
    const promo = page.getByRole('textbox', { name: /Promo code/ })
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('You must enter a promo code').waitFor()
    await promo.fill('NOPE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page
      .getByText(
        "Something went and we weren't able to apply your promo code. Please try entering the code in again.",
      )
      .waitFor()
    await promo.fill('SAVE5')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('SAVE5 successfully added to order!').waitFor()
    await page.getByRole('button', { name: 'Remove SAVE5' }).waitFor()
    await page.getByRole('button', { name: /^Savings -\$5\.00/ }).click()
    await page.getByRole('button', { name: 'Remove SAVE5' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Remove SAVE5' }).count()).toBe(0)
    await page.context().close()
  })

  it("tip: a suggestion, 'None', 'Other Amount' and a failed update", async () => {
    const page = await openCheckout('hilltop', await createCheckout('hilltop', AVERY))
    const tips = page.getByRole('radiogroup', { name: 'Tip' })
    // The 0% suggestion is hidden (checkout.md §5).
    await expect.poll(async () => (await tips.getByRole('radio').all()).length).toBe(5)
    await tips.getByRole('radio', { name: '15%' }).locator('xpath=..').click()
    await expect.poll(() => summaryValue(page, 'Tip').innerText()).toBe('$3.90')
    await page.getByRole('button', { name: /^Tip: \$3\.90 \(15%\)/ }).waitFor()
    await tips.getByRole('radio', { name: 'Other Amount' }).locator('xpath=..').click()
    const other = page.getByRole('textbox', { name: /Other Amount/ })
    await other.fill('7.25')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => summaryValue(page, 'Tip').innerText()).toBe('$7.25')
    await page.getByRole('button', { name: /^Tip: \$7\.25 \(28%\)/ }).waitFor()
    await arm('updateCheckout', '5xx')
    await tips.getByRole('radio', { name: 'None' }).locator('xpath=..').click()
    await page.getByText("Something went wrong and we weren't able to update your tip.").waitFor()
    await tips.getByRole('radio', { name: 'None' }).locator('xpath=..').click()
    await expect.poll(() => summaryValue(page, 'Tip').innerText()).toBe('$0.00')
    await page.context().close()
  })

  it('checkout.md §5 "Custom tip": an amount over the maximum is capped and the shopper is told', async () => {
    const page = await openCheckout('greenleaf', await createCheckout('greenleaf', AVERY))
    const tips = page.getByRole('radiogroup', { name: 'Tip' })
    await tips.getByRole('radio', { name: 'Other Amount' }).locator('xpath=..').click()
    const other = page.getByRole('textbox', { name: /Other Amount/ })
    await other.fill('75')
    await expect.poll(() => other.inputValue()).toMatch(/^\$?50(\.00)?$/)
    await page.getByRole('status').filter({ hasText: 'The maximum tip is $50.00' }).waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => summaryValue(page, 'Tip').innerText()).toBe('$50.00')
    await page.context().close()
  })

  it('contact opens by itself without a name; edits are validated and saved with +1; instructions save on blur', async () => {
    const checkoutId = await createCheckout('copperline')
    const page = await openCheckout('copperline', checkoutId)
    const first = page.getByRole('textbox', { name: /First Name/ })
    await first.waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('First Name is a required field').waitFor()
    await page.getByText('Phone is a required field').waitFor()
    const sms = page.getByRole('checkbox', { name: /text message updates/ })
    expect(await sms.isDisabled()).toBe(true)
    await first.fill('Jordan')
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Lee')
    await page.getByRole('textbox', { name: /Phone/ }).pressSequentially('5135550199')
    await expect
      .poll(() => page.getByRole('textbox', { name: /Phone/ }).inputValue())
      .toBe('(513) 555-0199')
    expect(await sms.isDisabled()).toBe(false)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Jordan Lee').waitFor()
    await page.getByText('513-555-0199').waitFor()

    const note = page.getByRole('textbox', { name: /Delivery instructions/ })
    await note.fill('Gate code 4412, blue door')
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/checkouts\//.test(r.url()),
    )
    await note.blur()
    expect(
      ((await saved).request().postDataJSON() as { fulfillment: unknown }).fulfillment,
    ).toEqual({ instructions: 'Gate code 4412, blue door' })
    // Kept by the service (checkout.md §4 "Instructions are sent on blur").
    const stored = await getCheckout('copperline', checkoutId)
    expect(stored.fulfillment?.instructions).toBe('Gate code 4412, blue door')
    expect(stored.fulfillment?.contact).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Lee',
      phone: '+15135550199',
    })
    expect(await note.inputValue()).toBe('Gate code 4412, blue door')
    await page.context().close()
  })

  it('checkout.md §5: a phone typed or pasted as 11 digits with a leading 1 keeps its own ten', async () => {
    const checkoutId = await createCheckout('greenleaf')
    const page = await openCheckout('greenleaf', checkoutId)
    const first = page.getByRole('textbox', { name: /First Name/ })
    await first.waitFor()
    await first.fill('Jordan')
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Lee')
    const phone = page.getByRole('textbox', { name: /Phone/ })
    await phone.pressSequentially('15135550199')
    await expect.poll(() => phone.inputValue()).toBe('(513) 555-0199')
    await phone.fill('')
    await phone.fill('1 513 555 0188')
    await expect.poll(() => phone.inputValue()).toBe('(513) 555-0188')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('513-555-0188').waitFor()
    const stored = await getCheckout('greenleaf', checkoutId)
    expect(stored.fulfillment?.contact?.phone).toBe('+15135550188')
    await page.context().close()
  })

  it('narrow screens: drawers for items, contact, instructions and flash sales; the leave warning', async () => {
    const page = await openCheckout('greenleaf', await createCheckout('greenleaf', AVERY), {
      width: 390,
      height: 844,
    })
    await page.getByRole('button', { name: 'View Items' }).click()
    // The count is units, as the order details count them: 6 + 1 + 2 + 1.
    const items = page.getByRole('dialog', { name: /^Items \(10\)/ })
    await items.getByText('Strawberries, 1 lb').waitFor()
    await items.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => items.count()).toBe(0)

    await page.getByRole('button', { name: 'Edit Contact' }).click()
    const contact = page.getByRole('dialog', { name: 'Contact' })
    await expect
      .poll(() => contact.getByRole('textbox', { name: /First Name/ }).inputValue())
      .toBe('Avery')
    await contact.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Edit Delivery Instructions' }).click()
    const instructions = page.getByRole('dialog', { name: 'Delivery Instructions' })
    await instructions.getByRole('textbox', { name: /Delivery instructions/ }).fill('Side porch')
    await instructions.getByRole('checkbox', { name: /Save these instructions/ }).waitFor()
    await instructions.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Edit Flash Sales' }).click()
    const sales = page.getByRole('dialog', { name: 'Flash Sales' })
    await sales.getByText('Limit 4 per item').waitFor()
    await sales.getByRole('button', { name: 'Add to Order, Strawberries, 1 lb' }).click()
    await sales.getByRole('button', { name: 'Update, Strawberries, 1 lb' }).waitFor()
    await sales.getByRole('button', { name: 'Close' }).click()

    // Leaving with a flash-sale coupon applied warns (checkout.md §4): Remove Items, then go.
    await page.getByRole('link', { name: 'Back to Scheduling' }).click()
    const warning = page.getByRole('alertdialog', { name: 'Flash Sale Items in Your Order' })
    await warning.waitFor()
    await warning.getByRole('button', { name: 'Remove Items' }).click()
    await page.waitForURL(/\/scheduling/)
    await page.context().close()
  })

  it('a journey by keyboard alone: promo, tip and contact', async () => {
    const page = await openCheckout('greenleaf', await createCheckout('greenleaf', AVERY))
    const promo = page.getByRole('textbox', { name: /Promo code/ })
    await promo.focus()
    await page.keyboard.type('SAVE5')
    // Enter submits only while the form's Apply button is enabled (no update in flight).
    await expect.poll(() => promo.inputValue()).toBe('SAVE5')
    await expect.poll(() => page.getByRole('button', { name: 'Apply' }).isEnabled()).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByText('SAVE5 successfully added to order!').waitFor()
    // The tip radios: arrow keys move and choose (WAI-ARIA radio group).
    const tips = page.getByRole('radiogroup', { name: 'Tip' })
    await focusEnabled(tips.getByRole('radio', { name: 'None' }))
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => summaryValue(page, 'Tip').innerText()).toBe('$5.20')
    // Contact: Edit by Enter, Tab through, save by Enter.
    await focusEnabled(page.getByRole('button', { name: 'Edit Contact' }))
    await page.keyboard.press('Enter')
    const first = page.getByRole('textbox', { name: /First Name/ })
    await first.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Robin')
    await page.keyboard.press('Enter')
    await page.getByText('Robin Quinn').waitFor()
    await page.context().close()
  })

  it('redirects: no checkout to the cart, a draft without a reserved time to scheduling', async () => {
    const page = await signedInPage(
      browser,
      servers.storefrontOrigin,
      'greenleaf',
      '/checkout?orderId=checkout-missing',
      { landing: (url) => url.pathname === '/cart' },
    )
    await page.goto(`${servers.storefrontOrigin}/checkout?orderId=checkout-cart&im=true`)
    await page.getByRole('heading', { level: 1, name: 'Complete your order' }).waitFor()
    await page.getByRole('button', { name: 'Submit Modified Order' }).waitFor()
    await page.goto(`${servers.storefrontOrigin}/checkout?orderId=checkout-cart`)
    await page.waitForURL(/\/scheduling\?fulfillmentType=/)
    await page.context().close()
  })

  it("the 'save' option keeps the note for the next order; off, it is not kept (checkout.md §4)", async () => {
    const note = (page: Page) => page.getByRole('textbox', { name: /Delivery instructions/ })
    const save = (page: Page) => page.getByRole('checkbox', { name: /Save these instructions/ })
    const preferenceWrite = (page: Page) =>
      page.waitForResponse(
        (r) =>
          /\/customer-profile\/v1\/preferences/.test(r.url()) && r.request().method() !== 'GET',
      )
    // The payment section's automatic update has gone out and been answered (checkout.md §4).
    const settled = async (page: Page, id: string) => {
      await expect
        .poll(async () => (await getCheckout('hilltop', id)).payments.length, { timeout: 15_000 })
        .toBeGreaterThan(0)
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Updating your payment' }).count(), {
          timeout: 15_000,
        })
        .toBe(0)
    }

    // Save on: the note goes to the order on blur and is kept as the saved preference.
    const firstId = await createCheckout('hilltop', AVERY)
    const first = await openCheckout('hilltop', firstId)
    await settled(first, firstId)
    expect(await save(first).isChecked()).toBe(false)
    await note(first).fill('Leave by the side gate')
    await note(first).blur()
    await first.waitForLoadState('networkidle')
    const kept = preferenceWrite(first)
    await save(first).locator('xpath=..').click()
    expect((await kept).request().postDataJSON()).toMatchObject({
      value: 'Leave by the side gate',
    })
    await first.getByRole('status').filter({ hasText: 'Instructions saved' }).waitFor()
    await first.context().close()

    // The next order: the option is on and the field holds the saved note.
    const nextId = await createCheckout('hilltop', AVERY)
    const next = await openCheckout('hilltop', nextId)
    await settled(next, nextId)
    await expect.poll(() => note(next).inputValue()).toBe('Leave by the side gate')
    expect(await save(next).isChecked()).toBe(true)
    const sent = next.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        /\/checkouts\//.test(r.url()) &&
        'fulfillment' in (r.request().postDataJSON() as object),
      { timeout: 10_000 },
    )
    await note(next).focus()
    await note(next).blur()
    await sent
    expect((await getCheckout('hilltop', nextId)).fulfillment?.instructions).toBe(
      'Leave by the side gate',
    )
    await next.waitForLoadState('networkidle')

    // Save off: the saved note is dropped; the order keeps its own note.
    const dropped = preferenceWrite(next)
    await save(next).locator('xpath=..').click()
    expect((await dropped).request().postDataJSON()).toMatchObject({ value: '' })
    await expect.poll(() => save(next).isChecked()).toBe(false)
    await next.context().close()
    const after = await openCheckout('hilltop', await createCheckout('hilltop', AVERY))
    expect(await note(after).inputValue()).toBe('')
    expect(await save(after).isChecked()).toBe(false)
    await after.context().close()
    // Three sign-ins and payment steps in a row.
  }, 90_000)

  it("'Leave at my door' and 'Don't ring bell' reach the checkout update and survive a reload (checkout.md §5, §7)", async () => {
    const checkoutId = await createCheckout('greenleaf', AVERY)
    const page = await openCheckout('greenleaf', checkoutId)
    // The payment section's automatic update first (checkout.md §4).
    await expect
      .poll(async () => (await getCheckout('greenleaf', checkoutId)).payments.length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Updating your payment' }).count(), {
        timeout: 15_000,
      })
      .toBe(0)
    const put = () =>
      page.waitForResponse((r) => r.request().method() === 'PUT' && /\/checkouts\//.test(r.url()))
    const door = page.getByRole('checkbox', { name: 'Leave at my door', exact: true })
    const bell = page.getByRole('checkbox', { name: "Don't ring bell" })
    const accept = page.getByRole('checkbox', { name: /will be left at my door/ })

    let update = put()
    await door.locator('xpath=..').click()
    expect(
      ((await update).request().postDataJSON() as { fulfillment: unknown }).fulfillment,
    ).toEqual({ deliveryType: 'Contactless' })
    // The acceptance is required before the order can go (§5).
    await page.getByText("Please accept 'Leave at my door' to continue.").waitFor()
    await accept.locator('xpath=..').click()
    await expect
      .poll(() => page.getByText("Please accept 'Leave at my door' to continue.").count())
      .toBe(0)

    await page.getByRole('textbox', { name: /Delivery instructions/ }).fill('Blue door')
    update = put()
    await page.getByRole('textbox', { name: /Delivery instructions/ }).blur()
    await update
    await expect.poll(() => bell.isDisabled()).toBe(false)
    update = put()
    await bell.locator('xpath=..').click()
    expect(
      ((await update).request().postDataJSON() as { fulfillment: unknown }).fulfillment,
    ).toEqual({ instructions: "Blue door [Don't ring bell]" })
    const stored = await getCheckout('greenleaf', checkoutId)
    expect(stored.fulfillment?.deliveryType).toBe('Contactless')
    expect(stored.fulfillment?.instructions).toBe("Blue door [Don't ring bell]")

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor()
    await expect.poll(() => door.isChecked()).toBe(true)
    await expect.poll(() => bell.isChecked()).toBe(true)
    // The note is shown without the marker (§5).
    expect(await page.getByRole('textbox', { name: /Delivery instructions/ }).inputValue()).toBe(
      'Blue door',
    )
    await page.context().close()
  })
})
