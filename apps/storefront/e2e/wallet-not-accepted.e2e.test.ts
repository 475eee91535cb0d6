// wallet-flyout.md §2 "Checkout tiles": on the payment step a card refusing the order's
// fulfilment type is disabled and says '{card brand} is not accepted for {fulfillment type}
// at this time.'. The sandbox refuses Diners Club and JCB cards for Delivery; the shopper
// adds one through the hosted frame of the checkout's wallet.
import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { AVERY, createCheckout, lineItem, sandboxApi, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const REFUSED = 'Diners Club is not accepted for Delivery at this time.'

/** The payment step of a delivery checkout of bananas and bread. */
async function openPayment(): Promise<Page> {
  const line = (gtin13: string, quantity: number) =>
    lineItem(gtin13, quantity, { modalityType: 'Delivery' })
  const { id } = await createCheckout(
    await sandboxApi(servers.storefrontOrigin, 'greenleaf'),
    'Delivery',
    {
      buyer: {},
      fulfillment: {
        contact: { ...AVERY, smsOptin: false },
        deliveryType: 'Standard',
        promise: { id: 'promise-e2e' },
      },
      lineItems: [line('0000000004011', 6), line('0001111000101', 1)],
    },
  )
  const page = await signedInPage(
    browser,
    servers.storefrontOrigin,
    'greenleaf',
    `/checkout?orderId=${id}&nc=true`,
    { viewport: { width: 1280, height: 900 } },
  )
  await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor()
  return page
}

describe('a card refused for the order fulfilment type (wallet-flyout.md §2)', () => {
  it('is disabled on the Delivery payment step, with the spec text, before and after a reload', async () => {
    const page = await openPayment()
    await page.getByRole('button', { name: 'Add or Change Payment Method' }).click()
    await page.getByRole('dialog', { name: 'Select Payment' }).waitFor()
    // The flyout is named by its screen's title.
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await dialog.getByRole('heading', { name: 'Add Credit/Debit Card' }).waitFor()
    const frame = page.frameLocator('iframe[title="Secure card entry"]')
    await frame.getByLabel('Card Number').fill('3056 9309 0259 04')
    await frame.getByLabel('Expiration Month').selectOption('12')
    await frame.getByLabel('Expiration Year').selectOption('2039')
    await frame.getByLabel('CVV').fill('123')
    await dialog.getByLabel('First Name').fill('Avery')
    await dialog.getByLabel('Last Name').fill('Quinn')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByText('Card Added!').waitFor()

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
