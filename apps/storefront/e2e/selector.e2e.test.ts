import type { Browser, BrowserContextOptions, Page } from 'playwright'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { armFault, type Banner, clearFaults, signIn as signInOn } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

const INVALID_ZIP = 'The ZIP code entered is not a valid ZIP code.'
const TECHNICAL =
  "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment."

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

afterEach(async () => {
  await clearFaults(servers.storefrontOrigin)
})

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options)
  // A step that waits fails on its own, well within the test's time.
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  await page.goto(`${servers.storefrontOrigin}${path}`)
  return page
}

/** Signs the banner's seeded shopper in on /signin in the page and lands on the home page. */
const signIn = (page: Page, banner: Banner) => signInOn(page, servers.storefrontOrigin, banner, '/')

const header = (page: Page) => page.getByRole('banner')
const dialog = (page: Page, name = 'How are you shopping today?') =>
  page.getByRole('dialog', { name })

describe('shopping-method selector', () => {
  it('signed in: searches a ZIP, picks a store and shows it in the header', async () => {
    const page = await open('/?banner=hilltop')
    await signIn(page, 'hilltop')
    // Signed in, the header names the active choice the service keeps (§6), here delivery.
    await header(page).getByRole('button', { name: 'Delivery: 128 High St' }).click()
    const selector = dialog(page)
    await selector.getByRole('tab', { name: 'Pickup' }).waitFor()
    await selector.getByRole('searchbox', { name: 'ZIP Code' }).fill('43215')
    await selector.getByRole('button', { name: 'Search', exact: true }).click()
    await selector.getByRole('heading', { name: 'More Results' }).waitFor()
    await expect.poll(() => selector.getByText('Locker Pickup').count()).toBe(1)
    await selector.getByRole('button', { name: 'Select Store: Hilltop Market Riverside' }).click()
    await selector.waitFor({ state: 'detached' })
    await header(page).getByRole('button', { name: 'Pickup: Hilltop Market Riverside' }).waitFor()

    // The active modality is the service's: the store is now 'Currently Shopping'.
    await header(page)
      .getByRole('button', { name: /^Pickup:/ })
      .click()
    await dialog(page).getByRole('searchbox', { name: 'ZIP Code' }).fill('43215')
    await dialog(page).getByRole('searchbox', { name: 'ZIP Code' }).press('Enter')
    const current = dialog(page).getByRole('region', { name: 'Currently Shopping' })
    await current.getByText('Hilltop Market Riverside').waitFor()
    await page.context().close()
  })

  it('signed out: an invalid ZIP shows the message and keeps what was typed; the inline page works', async () => {
    const page = await open('/shopping-method?banner=greenleaf&from=cart')
    await page.getByRole('heading', { level: 1, name: 'Change Store' }).waitFor()
    const field = page.getByRole('searchbox', { name: 'ZIP Code' })
    await field.fill('45a2')
    expect(await field.inputValue()).toBe('452')
    await field.press('Enter')
    await page.getByText(INVALID_ZIP).waitFor()
    expect(await field.inputValue()).toBe('452')
    // Five digits search; the message goes.
    await field.fill('45202')
    await field.press('Enter')
    await page.getByRole('heading', { name: 'More Results' }).waitFor()
    expect(await page.getByText(INVALID_ZIP).count()).toBe(0)
    await page.context().close()
  })

  it('a service fault shows the technical-difficulties panel; Try Again recovers', async () => {
    await armFault(servers.storefrontOrigin, 'modalityOptions', '5xx')
    const page = await open('/?banner=greenleaf')
    await header(page).getByRole('button', { name: 'Select Store' }).click()
    const selector = dialog(page)
    await selector.getByRole('searchbox', { name: 'ZIP Code' }).fill('45202')
    await selector.getByRole('searchbox', { name: 'ZIP Code' }).press('Enter')
    await selector.getByText(TECHNICAL).waitFor()
    expect(await selector.getByText(INVALID_ZIP).count()).toBe(0)
    await selector.getByRole('button', { name: 'Try Again' }).click()
    await selector.getByRole('heading', { name: 'More Results' }).waitFor()
    await page.context().close()
  })

  it('by keyboard alone: opens the selector, searches, picks In Store and closes', async () => {
    const page = await open('/?banner=copperline')
    const trigger = header(page).getByRole('button', { name: 'Select Store' })
    await trigger.waitFor()
    await trigger.focus()
    await page.keyboard.press('Enter')
    const selector = dialog(page)
    await selector.getByRole('tab', { name: 'Pickup' }).waitFor()
    // Tabs: arrow keys move between Pickup and In Store (copperline has no delivery).
    await selector.getByRole('tab', { name: 'Pickup' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => selector.getByRole('tab', { name: 'In Store' }).getAttribute('aria-selected'))
      .toBe('true')
    // Tab once the In Store panel shows its field, as a shopper who sees it would.
    const field = selector.getByRole('searchbox', { name: 'ZIP Code' })
    await field.waitFor()
    await page.keyboard.press('Tab')
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('40202')
    await page.keyboard.press('Enter')
    const choose = selector.getByRole('button', { name: /^Select Store: / }).first()
    await choose.waitFor()
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      if (await choose.evaluate((el) => el === document.activeElement)) break
    }
    await page.keyboard.press('Enter')
    await selector.waitFor({ state: 'detached' })
    await header(page)
      .getByRole('button', { name: /^In Store: / })
      .waitFor()
    // Focus returns to the header control.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^In Store: /)
    await page.context().close()
  })

  it('signed in: switches to delivery, adds and confirms a corrected address, previews slots and reserves one', async () => {
    const page = await open('/?banner=greenleaf')
    await signIn(page, 'greenleaf')
    await page.goto(`${servers.storefrontOrigin}/shopping-method?banner=greenleaf&addressBook=v2`)
    await page.getByRole('tab', { name: 'Delivery' }).click()
    await page.getByRole('searchbox', { name: 'ZIP Code' }).fill('45202')
    await page.getByRole('searchbox', { name: 'ZIP Code' }).press('Enter')
    await page.getByRole('radio', { name: 'All Delivery Providers' }).waitFor()
    await page.getByRole('button', { name: 'Select Address' }).click()
    // The newer book: Confirm and Edit wait for a pick.
    await page.getByRole('radiogroup', { name: 'Current Address' }).waitFor()
    expect(await page.getByRole('button', { name: 'Confirm Address' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Edit Address' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Add Address' }).click()
    // §7: the upfront time slots ask with locale and the vendors (kept to check below).
    const slotRequests: unknown[] = []
    page.on('request', (request) => {
      if (request.url().includes('/fulfillment/api/timeslots')) {
        slotRequests.push(request.postDataJSON())
      }
    })
    // Street numbers 900-999 come back corrected from the sandbox's validation.
    await page.getByRole('textbox', { name: /Street Address/ }).fill('950 Vine St')
    await page.getByRole('textbox', { name: /^City/ }).fill('Cincinnati')
    await page.getByRole('combobox', { name: /State\/Province/ }).selectOption({ label: 'Ohio' })
    await page.getByRole('textbox', { name: /Postal Code/ }).fill('45202')
    await page.getByRole('button', { name: 'Save Address' }).click()
    await page.getByRole('heading', { name: 'Suggested Address' }).waitFor()
    await page
      .getByText(
        'We found an address that closely matches what you entered. If this looks correct, select "Confirm Address". If not, go back to modify your original entry.',
      )
      .waitFor()
    await page.getByRole('button', { name: 'Confirm Address' }).click()
    // §4 "In the v2 book": confirmed, it returns to the list with the new address picked.
    const saved = page.getByRole('radio', { name: /950 Vine Street/ })
    await saved.waitFor()
    expect(await saved.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Confirm Address' }).click()
    // The time-slot view: the suggestion is the delivery address; a Boost member gets the first slot.
    await page.getByRole('heading', { name: 'Choose a day and time' }).waitFor()
    await page
      .getByRole('main')
      .getByText(/950 Vine Street/)
      .waitFor()
    await page.getByRole('button', { name: 'Change Address' }).waitFor()
    await page.getByText(/As a Boost member/).waitFor()
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBeGreaterThan(1)
    await page.getByRole('button', { name: 'Reserve Time' }).click()
    await page.getByText(/^We'll hold this reservation until \d{1,2}:\d{2} [AP]M$/).waitFor()
    expect(slotRequests[0]).toMatchObject({
      locale: 'en-US',
      modality: { type: 'DELIVERY' },
      vendors: { sources: expect.arrayContaining(['greenleaf']), handoffs: ['DELIVERY'] },
      items: [],
    })
    // §4: Start Shopping records analytics (the page's sink): modality, store, reserved slot.
    await page.evaluate(() => {
      const w = window as unknown as { selectorEvents: unknown[] }
      w.selectorEvents = []
      window.addEventListener('aisle:analytics', (event) =>
        w.selectorEvents.push((event as CustomEvent).detail),
      )
    })
    await page.getByRole('button', { name: 'Start Shopping' }).click()
    await page.waitForURL(`${servers.storefrontOrigin}/`)
    await header(page).getByRole('button', { name: 'Delivery: 950 Vine Street' }).waitFor()
    const events = await page.evaluate(
      () => (window as unknown as { selectorEvents: unknown[] }).selectorEvents,
    )
    expect(events).toEqual([
      expect.objectContaining({
        event: 'START_SHOPPING',
        modalityType: 'DELIVERY',
        reservedSlot: expect.objectContaining({ optionId: expect.any(String) }),
      }),
    ])
    expect(JSON.stringify(events)).not.toMatch(/Vine|Cincinnati/)
    await page.context().close()
  }, 60_000)

  it('signed out, by keyboard alone: delivery options, then the sign-in prompt for the address book', async () => {
    const page = await open('/shopping-method?banner=hilltop')
    const pickup = page.getByRole('tab', { name: 'Pickup' })
    await pickup.waitFor()
    await pickup.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByRole('tab', { name: 'Delivery' }).getAttribute('aria-selected'))
      .toBe('true')
    // Tab once the Delivery panel shows its field, as a shopper who sees it would.
    const field = page.getByRole('searchbox', { name: 'ZIP Code' })
    await field.waitFor()
    await page.keyboard.press('Tab')
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('43215')
    await page.keyboard.press('Enter')
    const select = page.getByRole('button', { name: 'Select Address' })
    await select.waitFor()
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      if (await select.evaluate((el) => el === document.activeElement)) break
    }
    await page.keyboard.press('Enter')
    await page
      .getByText("You're Not Signed In. Please sign in to preview available Delivery Times.")
      .waitFor()
    const signInLink = page.getByRole('main').getByRole('link', { name: 'Sign In' })
    expect(await signInLink.getAttribute('href')).toMatch(/^\/signin\?returnTo=%2Fshopping-method/)
    await page.getByRole('button', { name: 'Back' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('tab', { name: 'Delivery' }).waitFor()
    await page.context().close()
  })

  it('geolocation consent: No Thanks saves false, Continue saves true and searches by location', async () => {
    const page = await open('/?banner=greenleaf', {
      geolocation: { latitude: 39.1, longitude: -84.5 },
      permissions: ['geolocation'],
    })
    await signIn(page, 'greenleaf')
    await page.goto(`${servers.storefrontOrigin}/shopping-method?banner=greenleaf`)
    // Added when the shopper has none yet, else updated by id with its versionKey.
    const preferenceSaved = () =>
      page.waitForRequest(
        (request) =>
          ['POST', 'PUT'].includes(request.method()) &&
          request.url().includes('/customer-profile/v1/preferences'),
      )
    await page.getByRole('button', { name: 'Use My Location' }).click()
    const consent = page.getByRole('dialog', { name: 'Ways to Shop Location Access' })
    await consent.getByRole('button', { name: 'How it Works' }).click()
    await consent.getByRole('heading', { name: 'How It Works' }).waitFor()
    const added = preferenceSaved()
    await consent.getByRole('button', { name: 'No Thanks' }).click()
    expect((await added).postDataJSON()).toMatchObject({ value: false })
    await consent.waitFor({ state: 'detached' })
    expect(await page.getByRole('heading', { name: 'More Results' }).count()).toBe(0)

    // Asked again: this time allowed, saved true, and the options come by location.
    await page.getByRole('button', { name: 'Use My Location' }).click()
    await consent.getByRole('button', { name: 'Allow Location Access' }).click()
    await consent.getByRole('heading', { name: 'Lets Enable Your Device Setting' }).waitFor()
    const updated = preferenceSaved()
    const options = page.waitForRequest((request) => request.url().includes('/modality/v1/options'))
    await consent.getByRole('button', { name: 'Continue' }).click()
    expect((await updated).postDataJSON()).toMatchObject({ value: true })
    expect((await options).postDataJSON()).toMatchObject({ location: { lat: 39.1, lng: -84.5 } })
    await page.getByRole('heading', { name: 'More Results' }).waitFor()
    await page.context().close()
  })

  it("membership fees (§1, §6): the Boost member sees the members' fees, others the regular", async () => {
    const deliveryFees = async (page: Page) => {
      await page.getByRole('tab', { name: 'Delivery' }).click()
      await page.getByRole('searchbox', { name: 'ZIP Code' }).fill('45202')
      await page.getByRole('searchbox', { name: 'ZIP Code' }).press('Enter')
      await page.getByRole('radio', { name: 'All Delivery Providers' }).waitFor()
    }
    // The seeded greenleaf shopper is a Boost (BST) member.
    const member = await open('/?banner=greenleaf')
    await signIn(member, 'greenleaf')
    await member.goto(`${servers.storefrontOrigin}/shopping-method?banner=greenleaf`)
    await deliveryFees(member)
    await member.getByText('Boost member fee: Free (regular $9.95)').waitFor()
    await member.getByText('Boost member fee: $7.95 (regular $11.95)').waitFor()
    await member.context().close()
    // Hilltop's HTPlus enrollment was cancelled: the regular fees.
    const cancelled = await open('/?banner=hilltop')
    await signIn(cancelled, 'hilltop')
    await cancelled.goto(`${servers.storefrontOrigin}/shopping-method?banner=hilltop`)
    await deliveryFees(cancelled)
    await cancelled.getByText('Fee: $9.95').waitFor()
    expect(await cancelled.getByText(/member fee/).count()).toBe(0)
    await cancelled.context().close()
    // Signed out, nobody is a known member.
    const anonymous = await open('/shopping-method?banner=greenleaf')
    await deliveryFees(anonymous)
    await anonymous.getByText('Fee: $11.95').waitFor()
    expect(await anonymous.getByText(/member fee/).count()).toBe(0)
    await anonymous.context().close()
  })

  it('geolocation switched off: no location search', async () => {
    const page = await open('/shopping-method?banner=greenleaf&geolocation=off')
    await page.getByRole('searchbox', { name: 'ZIP Code' }).waitFor()
    expect(await page.getByRole('button', { name: 'Use My Location' }).count()).toBe(0)
    await page.context().close()
  })
})
