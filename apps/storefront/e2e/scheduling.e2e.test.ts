import type { Browser, Locator, Page } from 'playwright'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { armFault, type Banner, clearFaults, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

afterEach(async () => {
  await clearFaults(servers.storefrontOrigin)
})

const CHECKOUT_URL = /\/checkout\?orderId=checkout-\d+&nc=true$/

/** Signs the banner's shopper in and lands on /scheduling for the modality. */
async function openScheduling(banner: Banner, type: 'Pickup' | 'Delivery'): Promise<Page> {
  const target = `/scheduling?fulfillmentType=${type}`
  const page = await signedInPage(browser, servers.storefrontOrigin, banner, target)
  await page.getByRole('heading', { level: 1, name: 'Schedule your order' }).waitFor()
  return page
}

const arm = (route: string, fault: string) => armFault(servers.storefrontOrigin, route, fault)

/** Chooses a radio as a pointer does: a click on its visible item (the input is hidden). */
async function choose(radio: Locator) {
  await radio.locator('xpath=..').click()
  await expect.poll(() => radio.isChecked()).toBe(true)
}

const times = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Available Times' }).getByRole('radio')

async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Items Are Unavailable' })
  await drawer.getByText('Oat milk, 64 oz').waitFor()
  await drawer.getByRole('button', { name: 'Continue to Payment' }).click()
}

async function verifyAge(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Age Verification Required' })
  await dialog.getByLabel(/Date of Birth/).pressSequentially('04121990')
  await choose(dialog.getByRole('checkbox'))
  await dialog.getByRole('button', { name: 'Continue' }).click()
}

describe('scheduling', () => {
  it('pickup: store, day and time, unavailable items, age, then the payment step', async () => {
    const page = await openScheduling('copperline', 'Pickup')
    await page.getByRole('heading', { name: 'Choose a day and time' }).waitFor()
    await page
      .getByRole('main')
      .getByText(/Copperline Foods Main/)
      .waitFor()
    expect(await page.title()).toMatch(/^Checkout Schedule - /)
    // Continue without a time (checkout.md §5).
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByText('Please select a time to continue').waitFor()
    // Day +1, then its 10:00 slot.
    await choose(
      page.getByRole('radiogroup', { name: 'Choose a day and time' }).getByRole('radio').nth(1),
    )
    await choose(times(page).and(page.getByRole('radio', { name: /^10:00am/ })))
    await continueToPayment(page)
    await verifyAge(page)
    await page.waitForURL(CHECKOUT_URL)
    await page.context().close()
  })

  it('delivery: Under $5, an unavailable item replaced, then the payment step', async () => {
    const page = await openScheduling('hilltop', 'Delivery')
    await page.getByRole('heading', { name: 'Delivery Options' }).waitFor()
    await times(page).first().waitFor()
    const all = await times(page).count()
    await choose(page.getByRole('radio', { name: 'Under $5' }))
    // 'Under $5': cost plus waiver below 5 (checkout.md §9): 3.95 and 7.95 − 3.50.
    await expect.poll(() => times(page).count()).toBe(2)
    expect(all).toBeGreaterThan(2)
    await choose(times(page).first())

    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Items Are Unavailable' })
    await drawer.getByRole('button', { name: 'Replace Oat milk, 64 oz' }).click()
    const select = page.getByRole('dialog', { name: 'Select a Replacement' })
    await select.getByText('Page 1 of 2').waitFor()
    await select.getByRole('button', { name: 'Replace Item' }).click()
    await select.getByText('Please select a similar item first.').waitFor()
    await choose(select.getByRole('radio', { name: /Almond milk/ }))
    await select.getByRole('button', { name: 'Replace Item' }).click()
    const done = page.getByRole('dialog', { name: "You're All Set" })
    await done
      .getByText(
        'All unavailable items have been successfully removed or replaced for your selected time.',
      )
      .waitFor()
    await done.getByRole('button', { name: 'Continue to Payment' }).click()
    await verifyAge(page)
    await page.waitForURL(CHECKOUT_URL)
    await page.context().close()
  })

  it('checkout.md §6: the Boost member finds the first time chosen; it is reserved only on Continue', async () => {
    const page = await openScheduling('greenleaf', 'Delivery')
    await expect.poll(() => times(page).first().isChecked()).toBe(true)
    const aside = page.getByRole('complementary', { name: 'Your Selection' })
    await aside.getByText(/9:00am - 11:00am/).waitFor()
    // A choice on the screen, not a reservation: nothing is kept until Continue.
    expect(
      await page.evaluate(() => localStorage.getItem('aisle:reservation:greenleaf:Delivery')),
    ).toBeNull()
    await continueToPayment(page)
    await verifyAge(page)
    await page.waitForURL(CHECKOUT_URL)
    expect(
      await page.evaluate(() => localStorage.getItem('aisle:reservation:greenleaf:Delivery')),
    ).not.toBeNull()
    await page.context().close()
  })

  it('a shopper whose membership was cancelled (hilltop) finds no time chosen', async () => {
    const page = await openScheduling('hilltop', 'Delivery')
    await times(page).first().waitFor()
    await page
      .getByRole('complementary', { name: 'Your Selection' })
      .getByText('No time selected')
      .waitFor()
    expect(await times(page).first().isChecked()).toBe(false)
    await page.context().close()
  })

  it('a reserve failure shows the message; Try Again reserves', async () => {
    const page = await openScheduling('greenleaf', 'Delivery')
    await choose(times(page).first())
    await arm('reserveTimeSlot', '5xx')
    await continueToPayment(page)
    await verifyAge(page)
    await page.getByText('Your requested time slot was not reserved. Please try again.').waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Back to Cart' }).waitFor()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.waitForURL(CHECKOUT_URL)
    await page.context().close()
  })

  it('a conflict on the reservation opens Delivery Time Expired and a new time can be chosen', async () => {
    const page = await openScheduling('greenleaf', 'Delivery')
    await choose(times(page).first())
    await arm('createPromise', '409')
    await continueToPayment(page)
    await verifyAge(page)
    const dialog = page.getByRole('alertdialog', { name: 'Delivery Time Expired' })
    await dialog
      .getByText('The selected delivery time has expired or is no longer available.')
      .waitFor()
    await dialog.getByRole('button', { name: 'Select New Time' }).click()
    await dialog.waitFor({ state: 'detached' })
    await choose(times(page).first())
    // The birth date given before is kept: no second age dialog.
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL(CHECKOUT_URL)
    await page.context().close()
  })

  it('by keyboard alone: a delivery time, the drawer, the age dialog, to the payment step', async () => {
    const page = await openScheduling('greenleaf', 'Delivery')
    await times(page).first().waitFor()
    // Into the time slots by Tab, then Space chooses the focused time.
    const first = times(page).first()
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab')
      if (await first.evaluate((el) => el === document.activeElement)) break
    }
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Space')
    await expect.poll(() => times(page).nth(1).isChecked()).toBe(true)
    // On to Continue.
    const next = page.getByRole('button', { name: 'Continue', exact: true })
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab')
      if (await next.evaluate((el) => el === document.activeElement)) break
    }
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Items Are Unavailable' })
    await drawer.waitFor()
    const toPayment = drawer.getByRole('button', { name: 'Continue to Payment' })
    for (let i = 0; i < 10; i += 1) {
      if (await toPayment.evaluate((el) => el === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    const age = page.getByRole('dialog', { name: 'Age Verification Required' })
    await age.waitFor()
    await age.getByLabel(/Date of Birth/).waitFor()
    for (let i = 0; i < 10; i += 1) {
      if (await age.getByLabel(/Date of Birth/).evaluate((el) => el === document.activeElement))
        break
      await page.keyboard.press('Tab')
    }
    await page.keyboard.type('04121990')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    const ageContinue = age.getByRole('button', { name: 'Continue' })
    for (let i = 0; i < 10; i += 1) {
      if (await ageContinue.evaluate((el) => el === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await page.waitForURL(CHECKOUT_URL)
    await page.context().close()
  })

  it('a kept reservation past its expiration opens Reservation Expired; Select New Time shows times', async () => {
    const page = await openScheduling('copperline', 'Pickup')
    await choose(times(page).first())
    await continueToPayment(page)
    await verifyAge(page)
    await page.waitForURL(CHECKOUT_URL)
    // The reservation is kept in the browser; move its expiration into the past.
    await page.evaluate(() => {
      const key = 'aisle:reservation:copperline:Pickup'
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null')
      stored.promise.expiration.value = new Date(Date.now() - 60_000).toISOString()
      stored.ttl = Date.now() + 4 * 60_000
      localStorage.setItem(key, JSON.stringify(stored))
    })
    await page.goto(
      `${servers.storefrontOrigin}/scheduling?fulfillmentType=Pickup&banner=copperline`,
    )
    const dialog = page.getByRole('alertdialog', { name: 'Reservation Expired' })
    await dialog.getByRole('button', { name: 'Select New Time' }).click()
    await dialog.waitFor({ state: 'detached' })
    await times(page).first().waitFor()
    await page.context().close()
  })
})
