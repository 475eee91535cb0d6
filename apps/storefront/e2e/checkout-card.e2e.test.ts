// checkout.md §7 "Add card to order (v1)" and "Cards add/update at /checkout/api/s/cards":
// a bank card the shopper adds in the wallet on the payment step goes onto the order;
// §8 "Add-card retry": when that fails, the page says so with its code and Try again.
import type { Browser, Page } from 'playwright'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import {
  addCardThroughFrame,
  armFault,
  checkoutPath,
  clearFaults,
  createDeliveryDraft,
  openPaymentStep,
  type SandboxCall,
  sandboxApi,
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
  const { id } = await createDeliveryDraft(api)
  return { page: await openPaymentStep(browser, servers.storefrontOrigin, id), api, id }
}

/** The shopper adds a card in the checkout's wallet (one number per test: one shopper). */
async function addCard(page: Page, typedPan: string) {
  await page.getByRole('button', { name: 'Add or Change Payment Method' }).click()
  return addCardThroughFrame(page, typedPan)
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
