import type { Browser } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { estimatedTotal, historyRow, placeOrder } from './journey-steps.ts'
import { storefrontForFile } from './storefront-harness.ts'

// Modifying a placed order the shopper's way: from the confirmation's '+ Add or Edit Items' to
// the cart-modify page, the review and 'Submit Modified Order' (checkout.md §2, §4 "Modify
// submit", §9 cost change), then purchase history.

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const origin = () => servers.storefrontOrigin

describe('modifying a placed order (checkout.md §4 "Modify submit")', () => {
  it('modify: a changed basket, the review with the new basket and the cost change, then the new total in history', async () => {
    const { page, id } = await placeOrder(browser, origin(), {
      banner: 'hilltop',
      modality: 'Delivery',
      payment: 'card',
    })
    const placedTotal = await estimatedTotal(page)
    await page.getByRole('link', { name: '+ Add or Edit Items' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/modify')
    await page.getByRole('button', { name: 'Increase quantity of Bananas, 1 lb' }).click()
    await page.getByText('Subtotal: $9.25 (5 items)').waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Check Out' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout' && url.search.includes('im=true'))
    await page.getByRole('heading', { name: 'Complete your order' }).waitFor()
    // The review shows the new basket and what it changes (checkout.md §9: new minus previous).
    const items = page.getByRole('table', { name: 'Items in your cart' })
    const bananas = items.getByRole('row').filter({ hasText: 'Bananas, 1 lb' })
    await expect.poll(() => bananas.getByRole('cell').allTextContents()).toEqual(['3', '$1.77'])
    await page.getByText('Cost Change +$0.59').waitFor()
    // Its back link leads to the cart-modify page of this order (checkout.md §2).
    const back = page.getByRole('banner').getByRole('link', { name: 'Back to Cart' })
    expect(await back.getAttribute('href')).toBe(`/cart/modify?orderId=${id}`)
    await page.getByRole('button', { name: 'Submit Modified Order' }).click()
    await page.waitForURL(
      (url) => url.pathname.endsWith(`/${id}/complete`) && url.search === '?im=true',
    )
    await page.getByText('Thank you, your delivery order has been updated!').waitFor()
    const newTotal = await estimatedTotal(page)
    expect(newTotal).not.toBe(placedTotal)
    const row = await historyRow(page, origin(), id)
    expect(row).toContain(newTotal)
    expect(row).not.toContain(placedTotal)
    await page.context().close()
  })
})
