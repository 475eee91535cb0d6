import type { Browser } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

describe('address book on the legacy calls (account-area.md §6 switch, §7)', () => {
  it('adds an address through the legacy validate and add, then removes it, all legacy', async () => {
    const page = await signedInPage(
      browser,
      servers.storefrontOrigin,
      'greenleaf',
      '/account/address?addressCalls=legacy',
    )
    const calls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.includes('/addresses')) calls.push(`${request.method()} ${pathname}`)
    })
    await page.getByRole('heading', { level: 1, name: 'Add New Address' }).waitFor()
    await page.getByRole('textbox', { name: /Street Address/ }).fill('77 Elm St')
    await page.getByRole('textbox', { name: /^City/ }).fill('Cincinnati')
    await page.getByRole('combobox', { name: /State\/Province/ }).selectOption({ label: 'Ohio' })
    await page.getByRole('textbox', { name: /Postal Code/ }).fill('45202')
    await page.getByRole('button', { name: 'Save Address' }).click()
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor()
    const remove = page.getByRole('button', { name: /^Remove 77 Elm St/ })
    await remove.click()
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Removal' })
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await page.getByText('Your address has been removed.').first().waitFor()
    await remove.waitFor({ state: 'detached' })
    expect(calls).toContain('POST /api/accountmanagement/api/addresses/validate')
    expect(calls).toContain('POST /api/accountmanagement/api/addresses/add')
    expect(calls).toContain('POST /api/accountmanagement/api/addresses/remove')
    expect(calls.filter((c) => c.includes('/customer-profile/'))).toEqual([])
    await page.context().close()
  }, 60_000)
})
