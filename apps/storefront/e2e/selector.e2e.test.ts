import type { Browser, Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seededShopperOf } from '../../sandbox/src/auth/credentials.ts'
import { FAULTS_PATH } from '../../sandbox/src/faults.ts'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { type StorefrontHarness, startStorefront } from './storefront-harness.ts'

let harness: StorefrontHarness | undefined
let servers: SandboxServers
let browser: Browser

const INVALID_ZIP = 'The ZIP code entered is not a valid ZIP code.'
const TECHNICAL =
  "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment."

beforeAll(async () => {
  harness = await startStorefront()
  ;({ servers, browser } = harness)
})

afterEach(async () => {
  await fetch(`${servers.storefrontOrigin}${FAULTS_PATH}`, { method: 'DELETE' })
})

afterAll(async () => {
  await harness?.close()
})

async function open(path: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${servers.storefrontOrigin}${path}`)
  return page
}

async function signIn(page: Page, banner: 'greenleaf' | 'hilltop' | 'copperline') {
  const shopper = seededShopperOf(banner)
  await page.goto(`${servers.storefrontOrigin}/signin?banner=${banner}&returnTo=%2F`)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(`${servers.storefrontOrigin}/`)
}

const header = (page: Page) => page.getByRole('banner')
const dialog = (page: Page, name = 'How are you shopping today?') =>
  page.getByRole('dialog', { name })

describe('shopping-method selector', () => {
  it('signed in: searches a ZIP, picks a store and shows it in the header', async () => {
    const page = await open('/?banner=hilltop')
    await signIn(page, 'hilltop')
    await header(page).getByRole('button', { name: 'Select Store' }).click()
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
    await fetch(`${servers.storefrontOrigin}${FAULTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'modalityOptions', fault: '5xx', times: 1 }),
    })
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
    await page.keyboard.press('Tab')
    const field = selector.getByRole('searchbox', { name: 'ZIP Code' })
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
})
