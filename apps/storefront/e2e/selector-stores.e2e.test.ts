import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { signIn } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

/** The inline selector on a tab with ZIP 45202 searched. */
async function results(page: Page, tab: 'Pickup' | 'In Store') {
  await page.goto(`${servers.storefrontOrigin}/shopping-method?banner=greenleaf`)
  await page.getByRole('tab', { name: tab }).click()
  const zip = page.getByRole('searchbox', { name: 'ZIP Code' })
  await zip.fill('45202')
  await zip.press('Enter')
  await page.getByRole('heading', { name: 'More Results' }).waitFor()
}

describe("'Recent Stores' (shopping-method-selector.md §2 'Store menu')", () => {
  it('lists the store chosen before, besides the one shopped now', async () => {
    const context = await browser.newContext()
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${servers.storefrontOrigin}/?banner=greenleaf`)
    await signIn(page, servers.storefrontOrigin, 'greenleaf', '/')
    await results(page, 'Pickup')
    const more = page.getByRole('region', { name: 'More Results' })
    const labels = await more
      .getByRole('button', { name: /^Select Store: / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    const [first] = labels.map((l) => l.replace('Select Store: ', ''))
    if (!first) throw new Error('no store in the results')
    await more.getByRole('button', { name: `Select Store: ${first}` }).click()
    await page.waitForURL(`${servers.storefrontOrigin}/`)
    // Then an in-store choice of another store: both are the shopper's recent stores.
    await results(page, 'In Store')
    const inStore = (
      await page
        .getByRole('region', { name: 'More Results' })
        .getByRole('button', { name: /^Select Store: / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    ).map((l) => l.replace('Select Store: ', ''))
    const second = inStore.find((name) => name !== first)
    if (!second) throw new Error('no other in-store result')
    await page
      .getByRole('region', { name: 'More Results' })
      .getByRole('button', { name: `Select Store: ${second}` })
      .click()
    await page.waitForURL(`${servers.storefrontOrigin}/`)
    await results(page, 'In Store')
    const recent = page.getByRole('region', { name: 'Recent Stores' })
    await recent.waitFor()
    const recentNames = (
      await recent
        .getByRole('button', { name: /^Select Store: / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    ).map((l) => l.replace('Select Store: ', ''))
    // In store, the pickup store is recent; the one shopped now is 'Currently Shopping'.
    expect(recentNames[0]).toBe(first)
    expect(recentNames).not.toContain(second)
    await page.getByRole('region', { name: 'Currently Shopping' }).getByText(second).waitFor()
    await context.close()
  }, 60_000)
})
