import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { armFault, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

const PAN = '5555555555554444'
const TYPED_PAN = '5555 5555 5555 4444'
let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

/** Signs in on /signin and lands on /mywallet's flyout. */
async function openWallet(): Promise<Page> {
  const page = await signedInPage(browser, servers.storefrontOrigin, 'greenleaf', '/mywallet', {
    landing: /\/account\/dashboard\?link=mywallet/,
  })
  await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
  return page
}

const arm = (route: string, fault: string) => armFault(servers.storefrontOrigin, route, fault)

describe('wallet flyout (my-wallet mode)', () => {
  it('/mywallet opens the Wallet flyout with the seeded cards and only Close in the footer', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Credit & Debit' }).waitFor()
    await dialog.getByText('Expired. Please update your payment info.').waitFor()
    await dialog.getByText('Preferred', { exact: true }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Confirm' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).searchParams.get('link')).toBeNull()
    await page.context().close()
  })

  it('adds a card through the cross-origin frame, makes it preferred, deletes it; the number never reaches the page', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await dialog.getByRole('heading', { name: 'Add Credit/Debit Card' }).waitFor()
    await dialog.getByLabel('First Name').fill('Avery')
    await dialog.getByLabel('Last Name').fill('Quinn')
    const frame = page.frameLocator('iframe[title="Secure card entry"]')
    await frame.getByLabel('Card Number').fill(TYPED_PAN)
    await frame.getByLabel('Expiration (MM/YY)').fill('12/39')
    await frame.getByLabel('CVV').fill('123')
    await frame.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByText('Card Added!').waitFor()
    await dialog.getByText('Your card has been successfully added.').waitFor()

    // The host page's DOM and storage never hold the number (wallet-flyout.md §1).
    const html = await page.content()
    expect(html).not.toContain(PAN)
    expect(html).not.toContain(TYPED_PAN)
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
    expect(stored).not.toContain(PAN)

    await dialog
      .getByRole('button', { name: 'Actions for Mastercard ending in 4444' })
      .last()
      .click()
    await page.getByRole('menuitem', { name: 'Make Preferred' }).click()
    await dialog.getByText('Card Updated!').waitFor()
    await dialog.getByText('Your preferred card has been updated.').waitFor()

    await dialog
      .getByRole('button', { name: 'Actions for Mastercard ending in 4444' })
      .last()
      .click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await dialog.getByText('Are you sure you want to delete your card?').waitFor()
    await dialog.getByRole('button', { name: 'Delete Card' }).click()
    await dialog.getByText('Card Deleted!').waitFor()
    await page.context().close()
  })

  it('a declined add (402) shows the catalogue message and keeps the form', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await arm('addWalletCard', 'RV32937')
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click()
    await dialog.getByLabel('Card Number').fill('6006491234567891234')
    await dialog.getByLabel('Character 1 of 4').click()
    await page.keyboard.type('1234')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog
      .getByText(
        'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
      )
      .waitFor()
    expect(await dialog.getByLabel('Card Number').inputValue()).toBe('6006491234-567-891-234')
    await page.context().close()
  })

  it('SNAP balance: a wrong PIN, then the lock with Back to Payment', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Check Balance' }).click()
    await dialog.getByText('Enter Your SNAP EBT PIN').waitFor()
    await dialog.getByLabel('Character 1 of 4').click()
    await page.keyboard.type('5512')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Invalid PIN, please try again.').waitFor()
    await dialog.getByLabel('Character 1 of 4').click()
    await page.keyboard.type('7512')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog
      .getByText(
        'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
      )
      .waitFor()
    await dialog.getByRole('button', { name: 'Back to Payment' }).click()
    await dialog.getByRole('heading', { name: 'SNAP EBT' }).waitFor()
    await page.context().close()
  })

  it('by keyboard alone: add a gift card, then Escape closes the flyout', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    const add = dialog.getByRole('button', { name: 'Add Gift Card' })
    await add.waitFor()
    for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Add Gift Card' }).waitFor()
    await dialog.getByLabel('Card Number').focus()
    await page.keyboard.type('6006491234567891234')
    await page.keyboard.press('Tab')
    await page.keyboard.type('1234')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await dialog.getByText('Card Added!').waitFor()
    await dialog.getByText('$12.34 Remaining').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).searchParams.get('link')).toBeNull()
    await page.context().close()
  })
})
