// checkout.md §7 "Add card to order (v1)" and "Cards add/update at /checkout/api/s/cards":
// a bank card the shopper adds in the wallet on the payment step goes onto the order;
// §8 "Add-card retry": when that fails, the page says so with its code and Try again.
import type { Browser, Page } from 'playwright'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import {
  AVERY,
  armFault,
  checkoutPath,
  clearFaults,
  createCheckout,
  lineItem,
  type SandboxCall,
  sandboxApi,
  signedInPage,
} from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

afterEach(() => clearFaults(servers.storefrontOrigin))

const RETRY =
  "Sorry, but we're having trouble accepting new card information. Would you like to try again?"

interface OrderCards {
  paymentDetails?: {
    accountingLocation?: { facilityId?: string }
    paymentMethods?: { bankCards?: { id: string; lastFourPan?: string }[] }
  }
}

async function openPayment(): Promise<{ page: Page; api: SandboxCall; id: string }> {
  const api = await sandboxApi(servers.storefrontOrigin, 'greenleaf')
  const line = (gtin13: string, quantity: number) =>
    lineItem(gtin13, quantity, { modalityType: 'Delivery' })
  const { id } = await createCheckout(api, 'Delivery', {
    buyer: {},
    fulfillment: {
      contact: { ...AVERY, smsOptin: false },
      deliveryType: 'Standard',
      promise: { id: 'promise-e2e' },
    },
    lineItems: [line('0000000004011', 6), line('0001111000101', 1)],
  })
  const page = await signedInPage(
    browser,
    servers.storefrontOrigin,
    'greenleaf',
    `/checkout?orderId=${id}&nc=true`,
    { viewport: { width: 1280, height: 900 } },
  )
  await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor()
  return { page, api, id }
}

/**
 * Adds a card through the hosted frame of the checkout's wallet. The shopper is one for the
 * file, so each test adds a number of its own (the wallet refuses one it holds).
 */
async function addCard(page: Page, typedPan: string) {
  await page.getByRole('button', { name: 'Add or Change Payment Method' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
  await dialog.getByRole('heading', { name: 'Add Credit/Debit Card' }).waitFor()
  const frame = page.frameLocator('iframe[title="Secure card entry"]')
  await frame.getByLabel('Card Number').fill(typedPan)
  await frame.getByLabel('Expiration Month').selectOption('12')
  await frame.getByLabel('Expiration Year').selectOption('2039')
  await frame.getByLabel('CVV').fill('123')
  await dialog.getByLabel('First Name').fill('Avery')
  await dialog.getByLabel('Last Name').fill('Quinn')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByText('Card Added!').waitFor()
  return dialog
}

const orderCards = async (api: SandboxCall, id: string) =>
  (await api<OrderCards>('GET', checkoutPath(id))).paymentDetails

describe('a card added on the payment step (checkout.md §7, §8)', () => {
  it('goes onto the order with its facility', async () => {
    const { page, api, id } = await openPayment()
    expect((await orderCards(api, id))?.paymentMethods?.bankCards ?? []).toEqual([])
    const recorded = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout/api/s/cards',
    )
    await addCard(page, '5555 5555 5555 4444')
    // Recorded at the checkout's cards first (checkout.md §7).
    expect((await recorded).postDataJSON()).toMatchObject({ card: { lastFourPan: '4444' } })
    await expect
      .poll(async () => (await orderCards(api, id))?.paymentMethods?.bankCards?.[0]?.lastFourPan)
      .toBe('4444')
    expect((await orderCards(api, id))?.accountingLocation?.facilityId).toMatch(/^\d{8}$/)
    expect(await page.getByText(RETRY).count()).toBe(0)
    await page.context().close()
  }, 90_000)

  it('§8: the service down shows the retry text with its code; Try again puts it on the order', async () => {
    const { page, api, id } = await openPayment()
    await armFault(servers.storefrontOrigin, 'addCardToOrder', '503')
    const dialog = await addCard(page, '6011 1111 1111 1117')
    // The card is in the wallet all the same; the page says the order did not take it.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    const alert = page.getByRole('alert').filter({ hasText: RETRY })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Error Code SERVICE_ERROR')
    expect((await orderCards(api, id))?.paymentMethods?.bankCards ?? []).toEqual([])
    await alert.getByRole('button', { name: 'Try again' }).click()
    await alert.waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await orderCards(api, id))?.paymentMethods?.bankCards?.[0]?.lastFourPan)
      .toBe('1117')
    await page.context().close()
  }, 90_000)
})
