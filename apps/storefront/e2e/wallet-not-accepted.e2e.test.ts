// wallet-flyout.md §2 "Checkout tiles": on the payment step a card refusing the order's
// fulfilment type is disabled and says '{card brand} is not accepted for {fulfillment type}
// at this time.'. The sandbox refuses Diners Club and JCB cards for Delivery; the shopper
// adds one through the hosted frame of the checkout's wallet.
import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { addCardThroughFrame, createDeliveryDraft, openPaymentStep, sandboxApi } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const REFUSED = 'Diners Club is not accepted for Delivery at this time.'

/** The payment step of a delivery checkout of bananas and bread. */
async function openPayment(): Promise<Page> {
  const api = await sandboxApi(servers.storefrontOrigin, 'greenleaf')
  const { id } = await createDeliveryDraft(api)
  return openPaymentStep(browser, servers.storefrontOrigin, id)
}

describe('a card refused for the order fulfilment type (wallet-flyout.md §2)', () => {
  it('is disabled on the Delivery payment step, with the spec text, before and after a reload', async () => {
    const page = await openPayment()
    await page.getByRole('button', { name: 'Add or Change Payment Method' }).click()
    await page.getByRole('dialog', { name: 'Select Payment' }).waitFor()
    // The flyout, named by each screen's title, is found by its role alone.
    const dialog = await addCardThroughFrame(page, '3056 9309 0259 04')

    const tiles = dialog.getByRole('radiogroup', { name: 'Credit & Debit' })
    const diners = tiles.getByRole('radio', { name: /Diners Club/ })
    await expect.poll(() => tiles.getByText(REFUSED).count()).toBe(1)
    expect(await diners.isDisabled()).toBe(true)
    // Another brand on the same order stays selectable, without the text.
    expect(await tiles.getByRole('radio', { name: /Visa/ }).first().isDisabled()).toBe(false)

    // The refusal comes with the card from the wallet service, so it holds after a reload.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor()
    await page.getByRole('button', { name: 'Add or Change Payment Method' }).click()
    await dialog.getByRole('radiogroup', { name: 'Credit & Debit' }).waitFor()
    await expect.poll(() => tiles.getByText(REFUSED).count()).toBe(1)
    expect(await diners.isDisabled()).toBe(true)
    await page.context().close()
  }, 90_000)
})
