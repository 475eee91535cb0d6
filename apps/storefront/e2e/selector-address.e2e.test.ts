import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { sandboxApi, signIn } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const UNVERIFIABLE =
  'Our system was unable to verify this address. Please edit your address or enter a new one.'

interface AddressList {
  addresses: { id: string; address: { addressLines: string[] } }[]
}

/**
 * The greenleaf shopper on the selector's delivery tab, in the legacy book's add form: a
 * saved address goes straight on to the delivery check (the newer book returns to its
 * list first, §4 "In the v2 book").
 */
async function addAddressForm(): Promise<Page> {
  const context = await browser.newContext()
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  await page.goto(`${servers.storefrontOrigin}/?banner=greenleaf`)
  await signIn(page, servers.storefrontOrigin, 'greenleaf', '/')
  await page.goto(`${servers.storefrontOrigin}/shopping-method?banner=greenleaf`)
  await page.getByRole('tab', { name: 'Delivery' }).click()
  await page.getByRole('searchbox', { name: 'ZIP Code' }).fill('45202')
  await page.getByRole('searchbox', { name: 'ZIP Code' }).press('Enter')
  await page.getByRole('button', { name: 'Select Address' }).click()
  await page.getByRole('button', { name: 'Add New Address' }).click()
  return page
}

/** Fills the form with a street the sandbox cannot verify (no house number). */
async function fillUnverifiable(page: Page) {
  await page.getByRole('textbox', { name: /Street Address/ }).fill('Vine St')
  await page.getByRole('textbox', { name: /^City/ }).fill('Cincinnati')
  await page.getByRole('combobox', { name: /State\/Province/ }).selectOption({ label: 'Ohio' })
  await page.getByRole('textbox', { name: /Postal Code/ }).fill('45202')
}

describe('the selector address flow never traps (shopping-method-selector.md §4, §8)', () => {
  it('an unverifiable address: the message, logged; the form stays editable; fixed, it is saved once', async () => {
    const api = await sandboxApi(servers.storefrontOrigin, 'greenleaf')
    const before = await api<AddressList>('GET', '/atlas/v1/customer-profile/v1/addresses')
    const page = await addAddressForm()
    await page.evaluate(() => {
      const seen: unknown[] = []
      ;(window as unknown as { seen: unknown[] }).seen = seen
      window.addEventListener('aisle:analytics-error', (e) => seen.push((e as CustomEvent).detail))
    })
    await fillUnverifiable(page)
    await page.getByRole('button', { name: 'Save Address' }).click()
    // §8: neither validated nor corrected: 'unable to verify', logged as a user-constraint error.
    await page.getByRole('alert').getByText(UNVERIFIABLE).waitFor()
    const logged = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)
    expect(logged).toEqual([
      expect.objectContaining({
        type: 'USER_CONSTRAINT_ERROR',
        errors: [expect.objectContaining({ errorDescription: UNVERIFIABLE })],
      }),
    ])
    // The focus is on the message, not the page body, and the form is live again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(UNVERIFIABLE)
    const save = page.getByRole('button', { name: 'Save Address' })
    expect(await save.isEnabled()).toBe(true)
    expect(await save.getAttribute('aria-busy')).not.toBe('true')
    // Editing clears the old message.
    const street = page.getByRole('textbox', { name: /Street Address/ })
    await street.fill('128 Vine St')
    await expect.poll(() => page.getByText(UNVERIFIABLE).count()).toBe(0)
    await save.click()
    await page.getByRole('heading', { name: 'Choose a day and time' }).waitFor()
    await page
      .getByRole('main')
      .getByText(/128 Vine St/)
      .first()
      .waitFor()
    // Saved once (§4 step 5): the retry updated the entry the first save added.
    const after = await api<AddressList>('GET', '/atlas/v1/customer-profile/v1/addresses')
    expect(after.addresses.length).toBe(before.addresses.length + 1)
    const added = after.addresses.filter((a) => !before.addresses.some((b) => b.id === a.id))
    expect(added.map((a) => a.address.addressLines.at(-1))).toEqual(['128 Vine St'])
    await page.context().close()
  }, 60_000)

  it('going back clears the old message', async () => {
    const page = await addAddressForm()
    await fillUnverifiable(page)
    await page.getByRole('button', { name: 'Save Address' }).click()
    await page.getByText(UNVERIFIABLE).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Add New Address' }).waitFor()
    expect(await page.getByText(UNVERIFIABLE).count()).toBe(0)
    await page.context().close()
  }, 60_000)
})
