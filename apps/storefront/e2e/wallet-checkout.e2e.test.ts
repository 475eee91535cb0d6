// The wallet in checkout mode (wallet-flyout.md §2, §4 "Closing"), by keyboard alone,
// on the payment step of a checkout created over the sandbox API. Focus follows the
// WAI-ARIA dialog pattern: into the flyout on open, to each new screen's title, and
// back to the opener on close.
import type { Browser, Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { createDeliveryDraft, openPaymentStep, sandboxApi } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

async function openPayment(width: number): Promise<Page> {
  const api = await sandboxApi(servers.storefrontOrigin, 'greenleaf')
  const { id } = await createDeliveryDraft(api)
  const page = await openPaymentStep(browser, servers.storefrontOrigin, id, width)
  await page.waitForLoadState('networkidle')
  return page
}

/** What has focus: its role-ish tag and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''
    return `${el.tagName.toLowerCase()}:${name}`
  })

/** Presses Tab until `target` has focus (at most `max` times); fails otherwise. */
async function tabTo(page: Page, target: string | RegExp, max = 40, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    const now = await focused(page)
    if (typeof target === 'string' ? now === target : target.test(now)) return
    await page.keyboard.press(key)
  }
  throw new Error(`Focus never reached ${String(target)}; it is on ${await focused(page)}`)
}

/** Presses `key` until `target` has focus (at most 40 times); fails otherwise. */
async function keyTo(page: Page, target: Locator, key = 'Tab') {
  const has = () => target.evaluate((el) => el === document.activeElement)
  for (let i = 0; i < 40 && !(await has()); i++) await page.keyboard.press(key)
  expect(await has(), `focus on ${await focused(page)}`).toBe(true)
}

describe('wallet flyout in checkout mode, by keyboard alone (wallet-flyout.md §2, §4)', () => {
  it.each([1280, 375])(
    'at %i px: open, choose, edit and back, discard prompt, confirm; focus is never lost',
    async (width) => {
      const page = await openPayment(width)
      const opener = 'button:Add or Change Payment Method'
      await tabTo(page, opener, 80)
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Select Payment' }).waitFor()
      // Its name follows the screen's title.
      const dialog = page.getByRole('dialog')
      // Focus is inside the flyout from the start.
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
        .toBe(true)

      // The SNAP EBT tile: Tab reaches its checkbox, Space toggles it.
      const snap = dialog.getByRole('checkbox', { name: /^SNAP EBT •••• 0019/ })
      for (
        let i = 0;
        i < 40 && !(await snap.evaluate((el) => el === document.activeElement));
        i++
      ) {
        await page.keyboard.press('Tab')
      }
      expect(await snap.evaluate((el) => el === document.activeElement)).toBe(true)
      const before = await snap.isChecked()
      await page.keyboard.press('Space')
      expect(await snap.isChecked()).toBe(!before)
      // A bank card's tile shows the card row's 'Exp. MM/YY'; an expired card's, its message
      // instead (§2 "Card row", "Checkout tiles").
      const bank = dialog.getByRole('radiogroup', { name: 'Credit & Debit' })
      await bank.getByText('Exp. 08/30').waitFor()
      await bank.getByText('Expired. Please update your payment info.').waitFor()
      expect(await bank.getByText(/^Exp\. /).count()).toBe(1)

      // Edit the Visa tile: the edit screen's title takes focus; Back returns to the list's.
      await keyTo(page, dialog.getByRole('button', { name: /^Edit Visa/ }), 'Shift+Tab')
      await page.keyboard.press('Enter')
      await dialog.getByRole('heading', { name: 'Edit Credit/Debit Card' }).waitFor()
      await expect.poll(() => focused(page)).toBe('h2:Edit Credit/Debit Card')
      await page.keyboard.press('Shift+Tab')
      expect(await focused(page)).toMatch(/^button:Back/)
      await page.keyboard.press('Enter')
      await expect.poll(() => focused(page)).toBe('h2:Select Payment')

      // Escape with a changed selection asks first (§4 "Closing"); its title has focus.
      await page.keyboard.press('Escape')
      await dialog.getByText('Discard Changes?').waitFor()
      await expect.poll(() => focused(page)).toBe('h2:Select Payment')
      await tabTo(page, 'button:No, Keep Changes')
      await page.keyboard.press('Enter')
      await dialog.getByRole('radiogroup', { name: 'Credit & Debit' }).waitFor()

      // Confirm saves and closes; focus returns to the button that opened the flyout.
      await tabTo(page, 'button:Confirm', 60)
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => focused(page)).toBe(opener)
      await page.context().close()
    },
  )

  it('Check Balance opened from the card box has a way out: the close control', async () => {
    const page = await openPayment(1280)
    await page.getByRole('button', { name: 'Check Balance' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Check Balance' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.context().close()
  })
})
