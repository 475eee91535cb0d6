import type { Browser, Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { armFault, type Banner, holdRequests, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

/** Signs the banner's seeded shopper in on /signin (keyboard only) and lands on `path`. */
const signedIn = (banner: Banner, path: string): Promise<Page> =>
  signedInPage(browser, servers.storefrontOrigin, banner, path, { byKeyboard: true })

const arm = (route: string, fault: string) => armFault(servers.storefrontOrigin, route, fault)

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''
  })

describe('address book', () => {
  it('by keyboard alone: adds an address the sandbox corrects and takes the suggestion', async () => {
    const page = await signedIn('greenleaf', '/account/addresses')
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor()
    await page.getByRole('navigation', { name: 'My Account' }).waitFor()

    // Tab to 'Add new address' and follow it.
    await page.getByRole('link', { name: 'Add new address' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Add New Address' }).waitFor()

    await page.getByRole('textbox', { name: /Street Address/ }).focus()
    await page.keyboard.type('950 Vine St')
    await page.keyboard.press('Tab') // Apt/suite
    await page.keyboard.press('Tab') // City
    await page.keyboard.type('Cincinnati')
    await page.keyboard.press('Tab') // State/Province (a select)
    const state = page.getByRole('combobox', { name: /State\/Province/ })
    await expect.poll(() => isFocused(state)).toBe(true)
    // The browser's select: typing the name on the closed select chooses it.
    await page.keyboard.type('Ohio')
    await expect.poll(() => state.inputValue()).toBe('OH')
    await expect.poll(() => isFocused(state)).toBe(true)
    await page.keyboard.press('Tab') // Postal Code
    const postalCode = page.getByRole('textbox', { name: /Postal Code/ })
    await expect.poll(() => isFocused(postalCode)).toBe(true)
    await page.keyboard.type('45202')
    await expect.poll(() => postalCode.inputValue()).toBe('45202')
    await page.keyboard.press('Enter') // submits the form

    const dialog = page.getByRole('dialog', { name: 'Confirm Address' })
    await dialog.waitFor()
    const suggested = dialog.getByRole('radio', { name: /Suggested Address/ })
    expect(await suggested.isChecked()).toBe(true)
    // The dialog moves focus to the chosen radio once it has opened.
    await expect.poll(() => isFocused(suggested)).toBe(true)
    // The radios are one tab stop; then 'Edit Address', then 'Confirm Address'.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focusedName(page)).toBe('Confirm Address')
    await page.keyboard.press('Enter')

    await page.waitForURL(/\/account\/addresses$/)
    await page.getByText('Your address has been created.').waitFor()
    await page.getByText('Cincinnati, OH 45202-4321').waitFor()
    await page.context().close()
  })

  it('adds an address that does not verify and uses it anyway', async () => {
    const page = await signedIn('hilltop', '/account/address')
    await page.getByRole('textbox', { name: /Street Address/ }).fill('Parkside Lane')
    await page.getByRole('textbox', { name: /City/ }).fill('Columbus')
    await page.getByRole('combobox', { name: /State\/Province/ }).selectOption({ label: 'Ohio' })
    await page.getByRole('textbox', { name: /Postal Code/ }).fill('43215')
    await page.getByRole('button', { name: 'Save Address' }).click()

    const dialog = page.getByRole('dialog', {
      name: "We weren't able to verify this address you entered...",
    })
    await dialog.waitFor()
    const confirm = dialog.getByRole('button', { name: 'Confirm Address' })
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByText('Use this address').click()
    await confirm.click()

    await page.waitForURL(/\/account\/addresses$/)
    await page.getByText('Your address has been created.').waitFor()
    await page.getByRole('heading', { name: 'Parkside Lane' }).waitFor()
    await page.context().close()
  })

  it('edits an address: verified and unchanged, it is saved directly', async () => {
    const page = await signedIn('copperline', '/account/addresses')
    await page.getByRole('link', { name: /^Edit Suite 400/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Edit Address' }).waitFor()
    const unit = page.getByRole('textbox', { name: /Apt\/suite/ })
    expect(await unit.inputValue()).toBe('Suite 400')
    await unit.fill('Suite 410')
    await page.getByRole('button', { name: 'Save Address' }).click()
    await page.waitForURL(/\/account\/addresses$/)
    await page.getByText('Your address has been updated.').waitFor()
    await page.getByRole('heading', { name: /^Suite 410/ }).waitFor()
    await page.context().close()
  })

  it("removes an address after 'Confirm Removal'", async () => {
    const page = await signedIn('copperline', '/account/addresses')
    await page.getByRole('button', { name: /^Remove 128/ }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Removal' })
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await page.getByText('Your address has been removed.').waitFor()
    await page.getByRole('button', { name: /^Remove 128/ }).waitFor({ state: 'detached' })
    await page.context().close()
  })
})

describe('account navigation', () => {
  it('a press that starts while the menu loads its reads still follows its link', async () => {
    const page = await signedIn('greenleaf', '/account/addresses')
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor()
    // A fresh load with the service client's chunk held: the menu shows the banner's links
    // until it lands, then what the services say.
    const client = await holdRequests(page, '**/assets/api-clients-*.js')
    await page.goto(`${servers.storefrontOrigin}/account/addresses`)
    await client.arrived
    const menu = page.getByRole('navigation', { name: 'My Account' })
    const preferences = menu.getByRole('link', { name: 'Preferences' })
    const box = await preferences.boundingBox()
    if (!box) throw new Error('the Preferences link has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    client.release()
    // The client is in: the page's own reads have answered.
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor()
    await page.getByText('Add new address').waitFor()
    await page.mouse.up()
    await page.waitForURL(/\/account\/emailSubscriptions$/)
    await page.context().close()
  })
})

describe('preferences', () => {
  it('a toggle under a fault goes back and says why; the retry posts and shows the server message', async () => {
    const page = await signedIn('greenleaf', '/account/emailSubscriptions')
    const sms = page.getByRole('region', { name: 'Text Message Preferences' })
    const promo = sms.getByRole('switch', { name: /Specials & Promotions/ })
    await promo.waitFor()
    expect(await promo.isChecked()).toBe(false)

    await arm('updateSmsOptIn', '5xx')
    await sms.getByText('Specials & Promotions', { exact: true }).click()
    await sms.getByRole('alert').waitFor()
    await expect.poll(() => promo.isChecked()).toBe(false)

    await sms.getByText('Specials & Promotions', { exact: true }).click()
    await sms.getByText('Reply STOP to 53744 to opt out at any time.').waitFor()
    await expect.poll(() => promo.isChecked()).toBe(true)
    await sms.getByText('Your preferences have been updated.').waitFor()
    await page.context().close()
  })
})
