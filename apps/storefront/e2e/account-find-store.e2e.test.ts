import type { Browser } from 'playwright'
import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { armFault, clearFaults, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

afterEach(async () => {
  await clearFaults(servers.storefrontOrigin)
})

const NONE = 'No Stores were found within 500 Miles of the entered location!'
const UNAVAILABLE =
  "We're sorry, the search service is not available right now. Please try your search again later."

describe('Find a Store (account-area.md §7, §8, §9)', () => {
  it('searches a ZIP within 500 miles; none found; the service down, then Try Again', async () => {
    const page = await signedInPage(
      browser,
      servers.storefrontOrigin,
      'greenleaf',
      '/account/findStore',
    )
    await page.getByRole('heading', { level: 1, name: 'Find a Store' }).waitFor()
    // In the account wrapper, with its breadcrumbs (§2).
    await page.getByRole('navigation', { name: 'My Account' }).waitFor()
    await page.getByText('Your Preferred Store: Greenleaf Grocers Vine').waitFor()
    const zip = page.getByRole('searchbox', { name: 'ZIP Code' })
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/store-locator')) asked.push(request.url())
    })

    await zip.fill('45202')
    await zip.press('Enter')
    const results = page.getByRole('region', { name: 'Stores Found' })
    await results.getByText('0.82 mi').waitFor()
    expect(new URL(asked[0] ?? '').searchParams.get('radius')).toBe('500')

    await zip.fill('99990')
    await zip.press('Enter')
    await page.getByText(NONE).waitFor()

    await armFault(servers.storefrontOrigin, 'storeLocator', '5xx')
    await zip.fill('45203')
    await zip.press('Enter')
    await page.getByText(UNAVAILABLE).waitFor()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await results.getByText('0.82 mi').waitFor()
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0)
    await page.context().close()
  })
})
