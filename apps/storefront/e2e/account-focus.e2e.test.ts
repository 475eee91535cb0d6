import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { type Banner, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const signedIn = (banner: Banner, path: string): Promise<Page> =>
  signedInPage(browser, servers.storefrontOrigin, banner, path, { byKeyboard: true })

/** What has the focus: its accessible name or its text, and never the page body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'BODY'
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''
  })

describe('focus after removals, confirmations and screen changes, by keyboard', () => {
  it("legacy book: 'Confirm Removal' names the address; Cancel returns to Remove, Remove to Add", async () => {
    const page = await signedIn('greenleaf', '/account/addresses')
    const remove = page.getByRole('button', { name: 'Remove 128 Vine St' })
    await remove.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Removal' })
    // account-area.md §2 "Modals": the dialog says which address goes.
    await dialog.getByText('128 Vine St, Cincinnati, OH 45202').waitFor()
    await expect.poll(() => focused(page)).toBe('Cancel')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toBe('Remove 128 Vine St')
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Remove' }).waitFor()
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page)).toBe('Remove')
    await page.keyboard.press('Enter')
    await page.getByText('Your address has been removed.').waitFor()
    await expect.poll(() => focused(page)).toBe('Add new address')
    await page.context().close()
  }, 60_000)

  it('newer book: Delete from the edit modal, then Cancel, returns to that address’s Edit', async () => {
    const page = await signedIn('hilltop', '/account/addresses?addressBook=v2')
    const edit = page.getByRole('button', { name: /^Edit Suite 400/ })
    await edit.focus()
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog')
    await modal.getByRole('button', { name: 'Delete' }).focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Removal' })
    await confirm.getByText(/^Suite 400/).waitFor()
    await page.keyboard.press('Enter') // Cancel has the focus
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toMatch(/^Edit Suite 400/)
    await page.context().close()
  }, 60_000)

  it('selector: each screen change lands on the new screen’s heading', async () => {
    const page = await signedIn('greenleaf', '/shopping-method?addressBook=v2')
    await page.getByRole('tab', { name: 'Delivery' }).click()
    const zip = page.getByRole('searchbox', { name: 'ZIP Code' })
    await zip.fill('45202')
    await zip.press('Enter')
    await page.getByRole('button', { name: 'Select Address' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('Reserve Your Time')
    await page.getByRole('button', { name: 'Add Address' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('Add New Address')
    await page.getByRole('button', { name: 'Back' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('Reserve Your Time')
    await page.getByRole('button', { name: 'Back' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).not.toBe('BODY')
    await page.context().close()
  }, 60_000)
})
