// The fraud-detection tag, end to end (wallet-flyout.md §4 "Closing", §6, §7, §9;
// checkout.md §7): the flyout loads it on its first open, an added card carries its
// transaction to the sandbox, a tag that never loads stops nothing, and the payment page
// loads it with the checkout id.
import type { Browser, BrowserContext, Page, Request } from 'playwright'
import { describe, expect, it } from 'vitest'
import {
  FRAUD_TRANSACTIONS_COLLECTION,
  type FraudTransaction,
} from '../../sandbox/src/fraud-script.ts'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import type { SqliteStore } from '../../sandbox/src/store/sqlite-store.ts'
import { addCardThroughFrame, createCheckout, sandboxApi, signedInPage, signIn } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser
let store: SqliteStore

storefrontForFile((started) => {
  ;({ servers, browser, store } = started)
})

/** The page loads lazily: a poll waits up to 15 s. */
const POLL = { timeout: 15_000 }

const isTag = (url: string) => new URL(url).pathname === '/fraud/v1/detect.js'

/** Every request of the page for the tag, and every add-card body it posted. */
function watch(page: Page) {
  const tags: Request[] = []
  const added: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (isTag(request.url())) tags.push(request)
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname.endsWith('/payment/v2/wallet')
    ) {
      added.push(request.postDataJSON() as Record<string, unknown>)
    }
  })
  return { tags, added }
}

const transactions = () =>
  store.list(FRAUD_TRANSACTIONS_COLLECTION).map((doc) => doc.value as unknown as FraudTransaction)

/** /mywallet's flyout, watched from the first request (a context given may route the tag). */
async function openWallet(context?: BrowserContext) {
  const own = context ?? (await browser.newContext())
  const page = await own.newPage()
  page.setDefaultTimeout(15_000)
  const watched = watch(page)
  await signIn(page, servers.storefrontOrigin, 'greenleaf', '/mywallet', {
    landing: /\/account\/dashboard\?link=mywallet/,
  })
  await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
  return { page, ...watched }
}

const detectionOf = (page: Page) =>
  page.evaluate(
    () =>
      (window as { aisleFraudDetection?: { transactionId: string } }).aisleFraudDetection
        ?.transactionId,
  )

describe('fraud-detection tag', () => {
  it('loads once on the first open; the added card carries its transaction to the sandbox', async () => {
    const { page, tags, added } = await openWallet()
    await expect.poll(() => detectionOf(page), POLL).toMatch(/^fraud-tx-/)
    const issued = await detectionOf(page)
    await addCardThroughFrame(page, '4000 0566 5566 5556')
    expect(added.at(-1)).toMatchObject({
      fraudTransactionId: issued,
      deviceInfo: {
        pageId: 'aisle-wallet-preprod',
        sessionId: expect.stringMatching(/^fraud-ses-/),
      },
    })
    const transaction = transactions().find((t) => t.transactionId === issued)
    expect(transaction).toMatchObject({
      pageId: 'aisle-wallet-preprod',
      reportGroup: 'Aisle Hosted Payment Page',
      cards: [expect.objectContaining({ banner: 'greenleaf' })],
    })
    expect(transaction?.checkoutId).toBeUndefined()
    // One load: the add screen and back to the list loaded no second tag.
    expect(tags.map((t) => new URL(t.url()).searchParams.get('reportGroup'))).toEqual([
      'Aisle Hosted Payment Page',
    ])
    await page.context().close()
  }, 90_000)

  it('a tag that never loads is tried 3 times, and the card is added without a transaction', async () => {
    const context = await browser.newContext()
    let tries = 0
    await context.route(
      (url) => isTag(url.href),
      (route) => {
        tries += 1
        return route.abort('connectionrefused')
      },
    )
    const before = transactions().length
    const { page, added } = await openWallet(context)
    await expect.poll(() => tries, POLL).toBe(3)
    await addCardThroughFrame(page, '4111 1111 1111 1111')
    expect(added.at(-1)).not.toHaveProperty('fraudTransactionId')
    expect(added.at(-1)).not.toHaveProperty('deviceInfo')
    expect(tries).toBe(3)
    expect(transactions().length).toBe(before)
    await context.close()
  }, 90_000)

  it('the payment page loads it with the checkout id (checkout.md §7)', async () => {
    const call = await sandboxApi(servers.storefrontOrigin, 'greenleaf')
    const draft = await createCheckout(call, 'Pickup')
    const page = await signedInPage(
      browser,
      servers.storefrontOrigin,
      'greenleaf',
      `/checkout?orderId=${draft.id}`,
    )
    await expect
      .poll(() => transactions().find((t) => t.checkoutId === draft.id)?.pageId, POLL)
      .toBe('aisle-wallet-preprod')
    await page.context().close()
  }, 90_000)
})
