import type { Browser } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { estimatedTotal, historyRow, placeOrder } from './journey-steps.ts'
import { storefrontForFile } from './storefront-harness.ts'

// Pickup in a delivery banner: the shopper switches to a store in the header's selector before
// shopping (shopping-method-selector.md §4, checkout.md §2-§4). A file of its own, because the
// switch changes the shopper's active modality for every later test on the same sandbox.

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const origin = () => servers.storefrontOrigin

describe('a pickup journey in a delivery banner', () => {
  it('hilltop, switched to pickup at a store in the header’s selector, paid by card', async () => {
    const { page, id } = await placeOrder(browser, origin(), {
      banner: 'hilltop',
      modality: 'Pickup',
      payment: 'card',
      pickupAt: { zip: '43215', store: 'Hilltop Market Riverside' },
    })
    await page.getByText('Hilltop Market Riverside').first().waitFor()
    const total = await estimatedTotal(page)
    const row = await historyRow(page, origin(), id)
    expect(row).toContain('Pickup')
    expect(row).toContain(total)
    await page.context().close()
  })
})
